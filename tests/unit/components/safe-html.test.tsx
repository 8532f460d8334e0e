import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from '@/components/safe-html';
import { loadSanitizer, sanitizeHtml } from '@/components/sanitize-html';
import './helpers';

async function clean(html: string): Promise<string> {
  return sanitizeHtml(await loadSanitizer(), html);
}

function fragment(html: string): HTMLElement {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div;
}

describe('sanitizeHtml', () => {
  it('returns an empty string for empty input', async () => {
    const sanitizer = await loadSanitizer();
    expect(sanitizeHtml(sanitizer, null)).toBe('');
    expect(sanitizeHtml(sanitizer, undefined)).toBe('');
    expect(sanitizeHtml(sanitizer, '')).toBe('');
  });

  it.each([
    ['script tags', '<p>hi</p><script>alert(1)</script>', /<script/i],
    ['event handlers', '<img src="https://x.test/a.png" onerror="alert(1)">', /onerror/i],
    ['javascript: links', '<a href="javascript:alert(1)">x</a>', /javascript:/i],
    ['iframes', '<iframe src="https://evil.test"></iframe>', /<iframe/i],
    ['forms', '<form action="https://evil.test"><input name="p"><button>Go</button></form>', /<(form|input|button)/i],
    ['style tags', '<style>body{display:none}</style><p>x</p>', /<style/i],
    ['object and embed', '<object data="x.swf"></object><embed src="x.swf">', /<(object|embed)/i],
    [
      'svg scripts',
      '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)"></a></svg>',
      /script|javascript:/i,
    ],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.test">', /<meta/i],
    ['data: URLs that are not images', '<img src="data:text/html;base64,PHNjcmlwdD4=">', /data:text/i],
    ['template elements', '<template><img src=x onerror="alert(1)"></template><p>x</p>', /<template/i],
    ['style expression()', '<div style="width:expression(alert(1))">x</div>', /expression/i],
    ['style url(javascript:)', '<div style="background:url(javascript:alert(1))">x</div>', /javascript/i],
  ])('strips %s', async (_name, html, forbidden) => {
    expect(await clean(html)).not.toMatch(forbidden);
  });

  it('keeps basic formatting, lists, tables and images', async () => {
    const html =
      '<p><b>bold</b> <i>it</i> <u>u</u> <strong>s</strong></p><ul><li>one</li></ul><ol><li>two</li></ol>' +
      '<table><tbody><tr><td>cell</td></tr></tbody></table>' +
      '<img src="https://cdn.test/a.png" alt="a"><img src="data:image/png;base64,iVBORw0KGgo=" alt="b">';
    const out = fragment(await clean(html));
    for (const tag of ['b', 'i', 'u', 'strong', 'ul', 'ol', 'li', 'table', 'td']) {
      expect(out.querySelector(tag), tag).not.toBeNull();
    }
    const images = out.querySelectorAll('img');
    expect(images[0]).toHaveAttribute('src', 'https://cdn.test/a.png');
    expect(images[1].getAttribute('src')).toMatch(/^data:image\/png/);
  });

  it('prefixes ids and names so server HTML cannot clobber globals', async () => {
    const out = fragment(await clean('<a id="__flag" href="#x">a</a><img name="getElementById" src="/a.png" alt="">'));
    expect(out.querySelector('a')).toHaveAttribute('id', 'user-content-__flag');
    expect(out.querySelector('img')).toHaveAttribute('name', 'user-content-getElementById');
  });

  it("drops every style attribute, text styles too: the members' policy has no 'unsafe-inline' for styles", async () => {
    const out = fragment(
      await clean(
        '<p style="color: red">a</p><div style="background:url(https://cdn.test/b.png)">b</div>' +
          '<span style="font-weight: bold; text-align: center">c</span><b style="text-decoration: underline">d</b>',
      ),
    );
    expect(out.querySelectorAll('[style]')).toHaveLength(0);
    expect(out).toHaveTextContent('abcd');
    expect(out.querySelector('b')).toHaveTextContent('d');
  });

  it('forces every link to open in a new tab without opener', async () => {
    const out = fragment(
      await clean('<a href="https://site.test" target="_self" rel="opener">x</a><a href="/local">y</a>'),
    );
    for (const link of out.querySelectorAll('a')) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(out.querySelector('a')).toHaveAttribute('href', 'https://site.test');
  });
});

describe('SafeHtml', () => {
  it('renders sanitised HTML once DOMPurify has loaded', async () => {
    const { container } = render(
      <SafeHtml
        className="content"
        html={
          '<b>Bold</b><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 1"><a href="javascript:alert(1)">bad</a><iframe src="https://evil.test"></iframe><a href="https://ok.test">good</a>'
        }
      />,
    );
    expect(await screen.findByText('Bold')).toBeInTheDocument();
    const root = container.firstElementChild as HTMLElement;
    expect(root).toHaveClass('content');
    expect(root).not.toHaveAttribute('aria-busy');
    expect(root.querySelector('b')).toHaveTextContent('Bold');
    expect(root.innerHTML).not.toMatch(/<script|onerror|javascript:|<iframe/i);
    const good = screen.getByRole('link', { name: 'good' });
    expect(good).toHaveAttribute('href', 'https://ok.test');
    expect(good).toHaveAttribute('target', '_blank');
    expect(good).toHaveAttribute('rel', 'noopener noreferrer');
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('renders the chosen element and nothing for empty html', async () => {
    await loadSanitizer();
    const { container } = render(<SafeHtml as="span" html={null} />);
    const root = container.firstElementChild as HTMLElement;
    expect(root.tagName).toBe('SPAN');
    expect(root).toBeEmptyDOMElement();
  });
});

describe('server HTML headings under the page outline', () => {
  it('moves the top heading to the level asked and keeps the steps below it', async () => {
    const sanitizer = await loadSanitizer();
    const html = '<h3 id="a">Contact us</h3><p>24 hours</p><h4>LINE</h4><h3>Hours</h3>';
    expect(sanitizeHtml(sanitizer, html, 2)).toBe(
      '<h2 id="user-content-a">Contact us</h2><p>24 hours</p><h3>LINE</h3><h2>Hours</h2>',
    );
  });

  it('moves headings down as well, never past h6, and leaves HTML without one as it is', async () => {
    const sanitizer = await loadSanitizer();
    expect(sanitizeHtml(sanitizer, '<h1>Terms</h1><h6>Note</h6>', 3)).toBe('<h3>Terms</h3><h6>Note</h6>');
    expect(sanitizeHtml(sanitizer, '<p>Hello</p>', 2)).toBe('<p>Hello</p>');
  });

  it('renders the contact text under the page title: h1, then h2', async () => {
    render(
      <>
        <h1>Contact</h1>
        <SafeHtml html="<h3>Contact us</h3><p>Our team</p>" topHeading={2} />
      </>,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Contact us' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });
});
