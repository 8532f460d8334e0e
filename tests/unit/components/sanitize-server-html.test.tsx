import { readFileSync } from 'node:fs';
import path from 'node:path';
import QRCode from 'qrcode';
import { render, screen } from '@testing-library/react';
import { compileString } from 'sass';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from '@/components/safe-html';
import { loadSanitizer, sanitizeHtml } from '@/components/sanitize-html';
import { HOSTILE_URLS } from '@tests/support/hostile-urls';
import './helpers';

async function cleanFragment(html: string): Promise<HTMLElement> {
  const div = document.createElement('div');
  div.innerHTML = sanitizeHtml(await loadSanitizer(), html);
  return div;
}

describe('links and images in server HTML go through the URL gate', () => {
  it('no hostile URL of the corpus survives as an href or a src', async () => {
    const html = HOSTILE_URLS.map(
      ({ url }, i) =>
        `<a href="${url.replace(/"/g, '&quot;')}">link ${i}</a><img src="${url.replace(/"/g, '&quot;')}" alt="">`,
    ).join('');
    const out = await cleanFragment(html);
    const kept = [...out.querySelectorAll('[href], [src]')].map(
      (el) => el.getAttribute('href') ?? el.getAttribute('src'),
    );
    expect(kept).toEqual([]);
    // the link text stays: only the URL goes
    expect(out.querySelectorAll('a')).toHaveLength(HOSTILE_URLS.length);
  });

  it('keeps links and images the gate accepts', async () => {
    const out = await cleanFragment(
      '<a href="https://site.test/a">a</a><a href="/howto">b</a><a href="#top">c</a><a href="mailto:help@site.test">d</a><a href="tel:021234567">e</a>' +
        '<img src="https://cdn.test/a.png" alt=""><img src="/images/a.svg" alt=""><img src="data:image/svg+xml;base64,PHN2Zy8+" alt="">',
    );
    expect([...out.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'https://site.test/a',
      '/howto',
      '#top',
      'mailto:help@site.test',
      'tel:021234567',
    ]);
    expect(out.querySelectorAll('img[src]')).toHaveLength(3);
  });

  it('drops data:text/html hrefs entirely (issue 16: they stayed in the DOM)', async () => {
    const out = await cleanFragment(
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a><a href="DATA:text/html,<b>">y</a>',
    );
    expect(out.innerHTML).not.toMatch(/data:/i);
  });
});

describe('SVG in server HTML: a safe subset', () => {
  it('renders a QR code sent as inline SVG markup (spec: "qrcode (markup)")', async () => {
    const svg = await QRCode.toString('PROMPTPAY 100.00', { type: 'svg', margin: 2 });
    const out = await cleanFragment(svg);
    const root = out.querySelector('svg');
    expect(root).not.toBeNull();
    expect(root).toHaveAttribute('viewBox');
    const paths = out.querySelectorAll('path');
    expect(paths.length).toBeGreaterThanOrEqual(2);
    for (const p of paths) expect(p.getAttribute('d')).toMatch(/^M/);
  });

  it('keeps shapes and text', async () => {
    const out = await cleanFragment(
      '<svg viewBox="0 0 10 10"><g fill="#000"><rect x="1" y="1" width="2" height="2"/><circle cx="5" cy="5" r="1"/><polygon points="0,0 1,1 0,1"/><text x="1" y="9">QR</text></g></svg>',
    );
    for (const tag of ['g', 'rect', 'circle', 'polygon', 'text']) expect(out.querySelector(tag), tag).not.toBeNull();
  });

  it.each([
    ['script', '<svg><script>alert(1)</script><path d="M0 0"/></svg>', /<script/i],
    [
      'foreignObject',
      '<svg><foreignObject><img src="/x.png" alt=""></foreignObject><path d="M0 0"/></svg>',
      /foreignobject|<img/i,
    ],
    [
      'use with an external reference',
      '<svg><use href="https://evil.test/sprite.svg#a"/><path d="M0 0"/></svg>',
      /<use|evil/i,
    ],
    ['image', '<svg><image href="https://evil.test/a.png"/><path d="M0 0"/></svg>', /<image|evil/i],
    ['links', '<svg><a href="https://evil.test/"><path d="M0 0"/></a><path d="M0 0"/></svg>', /<a|evil/i],
    [
      'animation of href',
      '<svg><a><animate attributeName="href" values="javascript:alert(1)"/></a><path d="M0 0"/></svg>',
      /<animate|<a|javascript/i,
    ],
    ['set', '<svg><set attributeName="onmouseover" to="alert(1)"/><path d="M0 0"/></svg>', /<set|alert/i],
    ['style', '<svg><style>*{fill:red}</style><path d="M0 0"/></svg>', /<style|fill:red/i],
    [
      'defs and patterns',
      '<svg><defs><pattern id="p"><rect width="1" height="1"/></pattern></defs><path d="M0 0"/></svg>',
      /<defs|<pattern|<rect/i,
    ],
  ])('drops %s', async (_what, html, forbidden) => {
    const out = await cleanFragment(html);
    expect(out.innerHTML).not.toMatch(forbidden);
    expect(out.querySelector('svg > path')).not.toBeNull();
  });

  it('drops event handlers, style and url() references on kept elements', async () => {
    const out = await cleanFragment(
      '<svg onload="alert(1)" style="position:fixed"><path d="M0 0" fill="url(https://evil.test/p.svg#a)" onclick="alert(1)" style="fill:red" clip-path="url(#c)" stroke="#000"/></svg>',
    );
    const svg = out.querySelector('svg')!;
    const path = out.querySelector('path')!;
    expect(svg.getAttributeNames()).toEqual([]);
    expect(path.getAttributeNames().sort()).toEqual(['d', 'stroke']);
  });
});

describe('server HTML cannot paint outside its box', () => {
  it('every SafeHtml wrapper carries the containing class', async () => {
    const { container } = render(
      <SafeHtml
        className="contact-view__text"
        html={'<div class="position-fixed top-0 start-0 vw-100 vh-100">Session expired</div>'}
      />,
    );
    await screen.findByText('Session expired');
    const root = container.firstElementChild as HTMLElement;
    expect(root).toHaveClass('safe-html', 'contact-view__text');
    expect(root.querySelector('[style]')).toBeNull();
  });

  it('the class contains paint, isolates stacking and clips overflow', () => {
    const file = path.resolve(import.meta.dirname, '../../../src/styles/_safe-html.scss');
    const css = compileString(readFileSync(file, 'utf8')).css.replace(/\s+/g, ' ');
    const rule = /\.safe-html \{([^}]*)\}/.exec(css)?.[1] ?? '';
    for (const declaration of ['position: relative', 'isolation: isolate', 'contain: paint', 'overflow: hidden']) {
      expect(rule).toContain(declaration);
    }
    expect(readFileSync(path.resolve(file, '../main.scss'), 'utf8')).toMatch(/@import '\.\/safe-html';/);
  });
});
