import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { withPrerenderedLogin } from '../../../vite-plugins/prerender-login';
import { START_KEY } from '@/app/first-load/markers';
import { ON_SCREEN_WAIT_MS, showPrerendered } from '@/app/first-load/show-prerendered';

const holder = window as unknown as Record<string, unknown>;
const LOADING_VIEW = '<p>loading</p>';

/** index.html's body as the script finds it: #root's loading view, the templates, the stylesheet link. */
function page(state?: 'loaded' | 'failed') {
  document.body.innerHTML = `<div id="root">${LOADING_VIEW}</div>
    <template id="prerender-th"><h1>เข้าสู่ระบบ</h1><form><button type="submit">เข้าสู่ระบบ</button></form></template>
    <template id="prerender-en"><h1>Log in</h1><form><button type="submit">Log in</button></form></template>`;
  const link = document.createElement('link');
  link.id = 'app-styles';
  if (state) link.setAttribute('data-state', state);
  document.head.append(link);
  return { root: document.getElementById('root')!, link };
}

describe("index.html's prerender script", () => {
  let start: ReturnType<typeof vi.fn>;
  /** The head's script left the start waiting, with the language it chose. */
  const waitWith = (locale: string) => (holder[START_KEY] = { start, locale });
  beforeEach(() => {
    vi.useFakeTimers();
    start = vi.fn();
    waitWith('th');
  });
  afterEach(() => {
    delete holder[START_KEY];
    document.head.querySelectorAll('#app-styles').forEach((link) => link.remove());
    document.body.innerHTML = '';
  });

  it("shows the login page of the head's language once the stylesheet is in, its button waiting, and starts the app after the paint", () => {
    waitWith('en');
    const { root, link } = page();
    showPrerendered();
    expect(holder[START_KEY]).toBeUndefined(); // taken: the page's own fallback start will not run it
    expect(root.innerHTML).toBe(LOADING_VIEW);
    link.dispatchEvent(new Event('load'));
    expect(root.querySelector('h1')).toHaveTextContent('Log in');
    expect(root).toHaveAttribute('data-prerendered', 'en');
    expect(root.querySelector('button')).toBeDisabled();
    expect(root.querySelector('button')).toHaveAttribute('data-until-app');
    expect(start).not.toHaveBeenCalled();
    vi.runAllTimers(); // the frame, then the timer after its paint
    expect(start).toHaveBeenCalledTimes(1);
  });

  /** A browser that reports its largest paint (Chromium, Firefox): `paint` reports one of an element. */
  function reportingPaints() {
    let report: ((element: Element) => void) | undefined;
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['largest-contentful-paint'];
        constructor(callback: (list: { getEntries: () => { element: Element }[] }) => void) {
          report = (element) => callback({ getEntries: () => [{ element }] });
        }
        observe() {}
      },
    );
    onTestFinished(() => void vi.unstubAllGlobals());
    return { paint: (element: Element) => report?.(element) };
  }

  it('where the browser reports its largest paint, starts the app once that paint is the login page', () => {
    const { paint } = reportingPaints();
    const { root } = page('loaded');
    const topBar = document.body.appendChild(document.createElement('header'));
    showPrerendered();
    vi.advanceTimersByTime(100); // frames go by: painted is not yet on the screen
    paint(topBar);
    expect(start).not.toHaveBeenCalled();
    paint(root.querySelector('h1')!);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('where the browser reports no paint of the login page in time, starts the app then', () => {
    reportingPaints();
    page('loaded');
    showPrerendered();
    vi.advanceTimersByTime(ON_SCREEN_WAIT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('shows at once when the stylesheet is already in', () => {
    const { root } = page('loaded');
    showPrerendered();
    expect(root.querySelector('h1')).toHaveTextContent('เข้าสู่ระบบ');
    expect(root).toHaveAttribute('data-prerendered', 'th');
  });

  it('keeps the loading view and starts the app at once when the stylesheet fails or there is no template', () => {
    const { root, link } = page();
    showPrerendered();
    link.dispatchEvent(new Event('error'));
    expect(start).toHaveBeenCalledTimes(1);
    expect(root.innerHTML).toBe(LOADING_VIEW);
    expect(root).not.toHaveAttribute('data-prerendered');

    link.remove();
    waitWith('th');
    const second = page('loaded');
    document.getElementById('prerender-th')?.remove();
    showPrerendered();
    expect(start).toHaveBeenCalledTimes(2);
    expect(second.root.innerHTML).toBe(LOADING_VIEW);
  });

  it('leaves the page as it is where the head did not leave the start waiting (any page but /login)', () => {
    delete holder[START_KEY];
    const { root } = page('loaded');
    showPrerendered();
    expect(root.innerHTML).toBe(LOADING_VIEW);
  });

  it('takes the templates out of the document on every page, once read', () => {
    page('loaded');
    showPrerendered();
    expect(document.querySelector('template')).toBeNull();
    delete holder[START_KEY];
    page('loaded');
    showPrerendered();
    expect(document.querySelector('template')).toBeNull();
  });
});

describe('prerender-login in index.html', () => {
  const HTML = `<body>
    <div id="root">
      <header class="top-bar"><span class="top-bar__title">Portal</span></header>
      <div class="route-fallback"><div class="spinner-border" aria-hidden="true"></div></div>
    </div>
  </body>`;

  it("puts each language's page in a template after #root, then the script that shows one", async () => {
    const inline = async (module: string, name: string) => `/* ${module} */ ${name}()`;
    const out = await withPrerenderedLogin(HTML, { th: '<main>th</main>', en: '<main>en</main>' }, inline);
    const after = out.split('</div>\n    </div>')[1];
    expect(after).toMatch(
      /^\s*<template id="prerender-th"><main>th<\/main><\/template>\s*<template id="prerender-en">/,
    );
    expect(after).toContain('<script>/* src/app/first-load/show-prerendered.ts */ showPrerendered()</script>');
    expect(out.indexOf('<script>')).toBeGreaterThan(out.indexOf('<template id="prerender-en">'));
  });

  it('refuses a page with a style attribute (the CSP drops it) and a page without the loading view', async () => {
    await expect(withPrerenderedLogin(HTML, { th: '<div style="width:1px"></div>' }, async () => '')).rejects.toThrow(
      /style attribute/,
    );
    await expect(withPrerenderedLogin('<body></body>', { th: '<main></main>' }, async () => '')).rejects.toThrow(
      /#root/,
    );
  });
});
