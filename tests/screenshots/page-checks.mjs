// Page helpers for the screenshots (tests/screenshots/capture.mjs): the app's own strings, waiting for a
// screen to settle, the automatic layout check and the scrolled views.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './serve.mjs';

export const LANGS = ['th', 'la', 'en'];

// The script drives the UI in each language through the app's own strings.
const locales = Object.fromEntries(
  LANGS.map((lang) => [lang, JSON.parse(readFileSync(path.join(repoRoot, 'src', 'locales', `${lang}.json`), 'utf8'))]),
);

export function lookup(lang, key) {
  const value = key
    .split('.')
    .reduce((node, part) => (node && typeof node === 'object' ? node[part] : undefined), locales[lang]);
  if (typeof value !== 'string') throw new Error(`No locale text ${lang}:${key}`);
  return value;
}

export const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Text of a key, or a RegExp when it has {{placeholders}} (each matches anything). */
export function textOf(lang, key) {
  const text = lookup(lang, key);
  if (!text.includes('{{')) return text;
  return new RegExp(
    `^${text
      .split(/\{\{\w+\}\}/)
      .map(escapeRegExp)
      .join('.*')}$`,
  );
}

/** Waits for spinners to go, fonts and visible images to load, and two frames to paint. */
export async function settle(page) {
  await page
    .waitForFunction(
      () => {
        const visible = (el) => {
          const r = el.getBoundingClientRect();
          return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
        };
        const spinning = [...document.querySelectorAll('.spinner-border, .spinner-grow')].some(visible);
        const images = [...document.images].filter(visible).every((img) => img.complete);
        return !spinning && images && document.fonts.status === 'loaded';
      },
      null,
      { timeout: 8_000, polling: 100 },
    )
    .catch(() => console.warn('[shots]   (still loading after 8 s; shooting anyway)'));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Layout problems a person would see: the page scrolling sideways, boxes sticking out of the
 * viewport (outside any horizontal scroll container) and text clipped by overflow without an ellipsis.
 */
export function findLayoutProblems() {
  const vw = document.documentElement.clientWidth;
  const problems = [];
  const describe = (el) => {
    const cls =
      typeof el.className === 'string' && el.className.trim()
        ? `.${el.className.trim().split(/\s+/).slice(0, 3).join('.')}`
        : '';
    const text = (el.innerText || el.getAttribute('aria-label') || '').replace(/\s+/g, ' ').trim().slice(0, 50);
    return `<${el.tagName.toLowerCase()}${cls}>${text ? ` "${text}"` : ''}`;
  };
  const hidden = (el) => {
    for (let node = el; node && node !== document.body; node = node.parentElement) {
      const cs = getComputedStyle(node);
      if (cs.display === 'none' || cs.visibility === 'hidden' || cs.opacity === '0') return true;
      if (node.classList.contains('visually-hidden') || node.classList.contains('carousel-item')) return true;
    }
    return false;
  };
  const inScroller = (el) => {
    for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
      const ox = getComputedStyle(node).overflowX;
      if (ox === 'auto' || ox === 'scroll') return true;
    }
    return false;
  };
  if (document.documentElement.scrollWidth > vw + 1) {
    problems.push(`page is ${document.documentElement.scrollWidth}px wide in a ${vw}px viewport (sideways scroll)`);
  }
  const sticking = [];
  for (const el of document.body.querySelectorAll('*')) {
    if (el.closest('.qa-panel, .qa-launcher, svg, canvas')) continue;
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    if (rect.right > vw + 1 || rect.left < -1) {
      if (!hidden(el) && !inScroller(el)) sticking.push(el);
      continue;
    }
    const cs = getComputedStyle(el);
    const clips = ['hidden', 'clip'].includes(cs.overflowX);
    if (
      clips &&
      cs.textOverflow !== 'ellipsis' &&
      el.scrollWidth > el.clientWidth + 2 &&
      el.innerText?.trim() &&
      !hidden(el)
    ) {
      problems.push(`clipped text (${el.scrollWidth}px in ${el.clientWidth}px): ${describe(el)}`);
    }
  }
  // Tables may scroll sideways inside their container, but at phone widths they should not need to.
  for (const scroller of document.querySelectorAll('.table-responsive')) {
    if (scroller.scrollWidth > scroller.clientWidth + 2 && !hidden(scroller)) {
      problems.push(
        `table scrolls sideways (${scroller.scrollWidth}px in ${scroller.clientWidth}px): ${describe(scroller.querySelector('table') ?? scroller)}`,
      );
    }
  }
  // Report only the outermost element of each sticking-out subtree.
  for (const el of sticking) {
    if (sticking.includes(el.parentElement)) continue;
    const rect = el.getBoundingClientRect();
    problems.push(
      `sticks out of the viewport (${Math.round(rect.left)}..${Math.round(rect.right)} of ${vw}px): ${describe(el)}`,
    );
  }
  return problems.slice(0, 12);
}

/**
 * Saves what a phone shows: the viewport as <name>.png and, when the page (or the open modal)
 * scrolls, further views as <name>-2.png ... (at most MAX_VIEWS), so fixed bars stay where they are.
 * Returns the number of views saved.
 */
export const MAX_VIEWS = 4;
export async function shootViews(page, dir, name) {
  // The mock build's QA launcher is not part of the product: hidden except on the QA console shots.
  const style = name.startsWith('qa') ? undefined : '.qa-launcher { visibility: hidden !important; }';
  const save = (suffix) =>
    page.screenshot({ path: path.join(dir, `${name}${suffix}.png`), animations: 'disabled', caret: 'hide', style });
  await save('');
  let views = 1;
  for (; views < MAX_VIEWS; views += 1) {
    const moved = await page.evaluate(() => {
      const modal = [...document.querySelectorAll('.modal.show')].pop();
      const candidates = modal ? [modal.querySelector('.modal-body'), modal] : [document.scrollingElement];
      const scroller = candidates.find((el) => el && el.scrollHeight > el.clientHeight + 4);
      if (!scroller) return false;
      const before = scroller.scrollTop;
      const bottom = scroller.scrollHeight - scroller.clientHeight;
      if (before >= bottom - 2) return false;
      // Keep ~15% of the previous view for context.
      scroller.scrollTop = Math.min(bottom, before + Math.round(scroller.clientHeight * 0.85));
      return true;
    });
    if (!moved) break;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await save(`-${views + 1}`);
  }
  return views;
}
