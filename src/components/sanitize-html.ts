import type { Sanitizer } from './sanitizer';

let sanitizerPromise: Promise<Sanitizer> | null = null;
let loaded: Sanitizer | null = null;

/** Loads DOMPurify and the portal's rules on first use (out of the first load) and configures them once. */
export function loadSanitizer(): Promise<Sanitizer> {
  sanitizerPromise ??= import('./sanitizer').then(
    ({ createSanitizer }) => {
      loaded = createSanitizer();
      return loaded;
    },
    (error: unknown) => {
      sanitizerPromise = null; // allow a later retry, e.g. after a flaky network
      throw error;
    },
  );
  return sanitizerPromise;
}

/**
 * For a lazy dialog that shows server HTML: its code and the sanitiser arrive together, so it opens with its text
 * in and keeps its size; opened first and filled later, its buttons moved under the member's finger. A sanitiser
 * that fails to load still lets the dialog open (SafeHtml then shows nothing).
 */
export function withSanitizer<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadSanitizer().catch(() => undefined)]).then(([loaded]) => loaded);
}

/** The configured instance if it has already loaded, so later mounts render without a busy frame. */
export function loadedSanitizer(): Sanitizer | null {
  return loaded;
}

/** A heading level, h1 to h6. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * Sanitised server HTML, its headings moved so that the top one takes `topHeading` (the rest keep their steps
 * below it): the server writes whatever level it likes, the page's outline stays in order under its own title.
 */
export function sanitizeHtml(sanitizer: Sanitizer, html: string | null | undefined, topHeading?: HeadingLevel): string {
  if (!html) return '';
  const clean = sanitizer.sanitize(html);
  return topHeading ? rebaseHeadings(clean, topHeading) : clean;
}

function rebaseHeadings(html: string, top: HeadingLevel): string {
  // An inert template: nothing in it loads or runs, and the HTML is already sanitised.
  const template = document.createElement('template');
  template.innerHTML = html;
  const headings = [...template.content.querySelectorAll('h1, h2, h3, h4, h5, h6')];
  if (headings.length === 0) return html;
  const levels = headings.map((heading) => Number(heading.tagName[1]));
  const shift = top - Math.min(...levels);
  if (shift === 0) return html;
  headings.forEach((heading, index) => {
    const renamed = document.createElement(`h${Math.min(6, levels[index] + shift)}`);
    for (const { name, value } of heading.attributes) renamed.setAttribute(name, value);
    renamed.append(...heading.childNodes);
    heading.replaceWith(renamed);
  });
  return template.innerHTML;
}
