import type { Config, DOMPurify } from 'dompurify';
import { contentLinkUrl, imageUrl, mediaUrl } from '@/rules/url';
import { allowedSvgAttribute, allowedSvgElement, isSvgElement } from './sanitize-svg';

const SANITIZE_CONFIG: Config = {
  // HTML plus the SVG subset of sanitize-svg.ts (MathML is dropped wholesale).
  USE_PROFILES: { html: true, svg: true },
  FORBID_TAGS: [
    'style',
    'template',
    'form',
    'input',
    'button',
    'select',
    'option',
    'textarea',
    'iframe',
    'frame',
    'object',
    'embed',
    'meta',
    'link',
    'base',
  ],
  // style: the members' Content-Security-Policy has no 'unsafe-inline' for styles, so the browser would refuse
  // every style attribute anyway (docs/deployment.md, Content-Security-Policy).
  FORBID_ATTR: ['style', 'formaction', 'action', 'srcset', 'ping', 'background', 'cite', 'longdesc', 'data'],
  // Server ids and names get a "user-content-" prefix, so no element can clobber a global
  // (e.g. <img name="x"> or <a id="x"> would otherwise make window.x an element).
  SANITIZE_NAMED_PROPS: true,
  // A second fence behind the URL gate below: http(s), mailto, tel and paths.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

const MEDIA_TAGS = new Set(['video', 'audio', 'source', 'track']);

/** Whether an attribute may keep its value: URL attributes each through their URL gate (src/rules/url.ts). */
function passesUrlGate(element: Element, name: string, value: string): boolean {
  const tag = element.nodeName.toLowerCase();
  if (name === 'href') return contentLinkUrl(value) !== null;
  if (name === 'src' && tag === 'img') return imageUrl(value) !== null;
  if (name === 'src' && MEDIA_TAGS.has(tag)) return mediaUrl(value) !== null;
  if (name === 'poster') return imageUrl(value) !== null;
  return name !== 'src' && name !== 'xlink:href';
}

function configure(purify: DOMPurify): DOMPurify {
  // SVG keeps only its subset; the rest goes with everything inside it.
  purify.addHook('uponSanitizeElement', (node, data) => {
    if (isSvgElement(node) && !allowedSvgElement(data.tagName)) node.parentNode?.removeChild(node);
  });
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const name = data.attrName.toLowerCase();
    if (isSvgElement(node) && !allowedSvgAttribute(name, data.attrValue)) {
      data.keepAttr = false;
      return;
    }
    // Any data: URL that is not a media type the gate allows goes, in any attribute.
    if (/^\s*data:/i.test(data.attrValue) && !mediaUrl(data.attrValue) && !imageUrl(data.attrValue)) {
      data.keepAttr = false;
      return;
    }
    if (!passesUrlGate(node, name, data.attrValue)) data.keepAttr = false;
  });
  // Links in content always open outside the app and cannot reach back through window.opener.
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purify;
}

let purifyPromise: Promise<DOMPurify> | null = null;
let loadedPurify: DOMPurify | null = null;

/** Loads DOMPurify on first use (keeps it out of the first bundle) and configures our own instance once. */
export function loadPurify(): Promise<DOMPurify> {
  purifyPromise ??= import('dompurify').then(
    ({ default: createPurify }) => {
      loadedPurify = configure(createPurify(window));
      return loadedPurify;
    },
    (error: unknown) => {
      purifyPromise = null; // allow a later retry, e.g. after a flaky network
      throw error;
    },
  );
  return purifyPromise;
}

/**
 * For a lazy dialog that shows server HTML: its code and the sanitiser arrive together, so it opens with its text
 * in and keeps its size; opened first and filled later, its buttons moved under the member's finger. A sanitiser
 * that fails to load still lets the dialog open (SafeHtml then shows nothing).
 */
export function withSanitizer<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadPurify().catch(() => undefined)]).then(([loaded]) => loaded);
}

/** The configured instance if it has already loaded, so later mounts render without a busy frame. */
export function loadedPurifyInstance(): DOMPurify | null {
  return loadedPurify;
}

/** A heading level, h1 to h6. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * Sanitised server HTML, its headings moved so that the top one takes `topHeading` (the rest keep their steps
 * below it): the server writes whatever level it likes, the page's outline stays in order under its own title.
 */
export function sanitizeHtml(purify: DOMPurify, html: string | null | undefined, topHeading?: HeadingLevel): string {
  if (!html) return '';
  const clean = purify.sanitize(html, SANITIZE_CONFIG);
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
