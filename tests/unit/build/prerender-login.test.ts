import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withPrerenderedLogin } from '../../../build/prerender-login';
import { showPrerendered, type PrerenderData } from '../../../build/prerender-script';

const DATA: PrerenderData = {
  prefix: 'pre-',
  styles: 'app-styles',
  marker: 'data-prerendered',
  waiting: 'data-until-app',
  startKey: '__start',
};
const holder = window as unknown as Record<string, unknown>;
const LOADING_VIEW = '<p>loading</p>';

/** index.html's body as the script finds it: #root's loading view, the templates, the stylesheet link. */
function page(state?: 'loaded' | 'failed') {
  document.body.innerHTML = `<div id="root">${LOADING_VIEW}</div>
    <template id="pre-th"><h1>เข้าสู่ระบบ</h1><form><button type="submit">เข้าสู่ระบบ</button></form></template>
    <template id="pre-en"><h1>Log in</h1><form><button type="submit">Log in</button></form></template>`;
  const link = document.createElement('link');
  link.id = 'app-styles';
  if (state) link.setAttribute('data-state', state);
  document.head.append(link);
  return { root: document.getElementById('root')!, link };
}

describe("index.html's prerender script", () => {
  let start: ReturnType<typeof vi.fn>;
  /** The head's script left the start waiting, with the language it chose. */
  const waitWith = (locale: string) => (holder.__start = { start, locale });
  beforeEach(() => {
    vi.useFakeTimers();
    start = vi.fn();
    waitWith('th');
  });
  afterEach(() => {
    delete holder.__start;
    document.head.querySelectorAll('#app-styles').forEach((link) => link.remove());
    document.body.innerHTML = '';
  });

  it("shows the login page of the head's language once the stylesheet is in, its button waiting, and starts the app after the paint", () => {
    waitWith('en');
    const { root, link } = page();
    showPrerendered(DATA);
    expect(holder.__start).toBeUndefined(); // taken: the page's own fallback start will not run it
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

  it('shows at once when the stylesheet is already in', () => {
    const { root } = page('loaded');
    showPrerendered(DATA);
    expect(root.querySelector('h1')).toHaveTextContent('เข้าสู่ระบบ');
    expect(root).toHaveAttribute('data-prerendered', 'th');
  });

  it('keeps the loading view and starts the app at once when the stylesheet fails or there is no template', () => {
    const { root, link } = page();
    showPrerendered(DATA);
    link.dispatchEvent(new Event('error'));
    expect(start).toHaveBeenCalledTimes(1);
    expect(root.innerHTML).toBe(LOADING_VIEW);
    expect(root).not.toHaveAttribute('data-prerendered');

    link.remove();
    waitWith('th');
    const second = page('loaded');
    showPrerendered({ ...DATA, prefix: 'none-' });
    expect(start).toHaveBeenCalledTimes(2);
    expect(second.root.innerHTML).toBe(LOADING_VIEW);
  });

  it('leaves the page as it is where the head did not leave the start waiting (any page but /login)', () => {
    delete holder.__start;
    const { root } = page('loaded');
    showPrerendered(DATA);
    expect(root.innerHTML).toBe(LOADING_VIEW);
  });

  it('takes the templates out of the document on every page, once read', () => {
    page('loaded');
    showPrerendered(DATA);
    expect(document.querySelector('template')).toBeNull();
    delete holder.__start;
    page('loaded');
    showPrerendered(DATA);
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
    const out = await withPrerenderedLogin(HTML, { th: '<main>th</main>', en: '<main>en</main>' }, async (c) => c);
    const after = out.split('</div>\n    </div>')[1];
    expect(after).toMatch(
      /^\s*<template id="prerender-th"><main>th<\/main><\/template>\s*<template id="prerender-en">/,
    );
    expect(after).toContain('"startKey":"__startApp"');
    expect(out.indexOf('<script>')).toBeGreaterThan(out.indexOf('<template id="prerender-en">'));
  });

  it('refuses a page with a style attribute (the CSP drops it) and a page without the loading view', async () => {
    await expect(withPrerenderedLogin(HTML, { th: '<div style="width:1px"></div>' }, async (c) => c)).rejects.toThrow(
      /style attribute/,
    );
    await expect(withPrerenderedLogin('<body></body>', { th: '<main></main>' }, async (c) => c)).rejects.toThrow(
      /#root/,
    );
  });
});
