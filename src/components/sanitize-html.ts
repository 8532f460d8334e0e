import type { Config, DOMPurify } from 'dompurify';

const SANITIZE_CONFIG: Config = {
  // HTML only: drops <svg>/<math> (and any scripts hidden in them) entirely.
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'template', 'form', 'input', 'button', 'select', 'option', 'textarea', 'iframe', 'frame', 'object', 'embed', 'meta', 'link', 'base'],
  FORBID_ATTR: ['formaction', 'srcset'],
  // Server ids and names get a "user-content-" prefix, so no element can clobber a global
  // (e.g. <img name="x"> or <a id="x"> would otherwise make window.x an element).
  SANITIZE_NAMED_PROPS: true,
  // http(s), mailto, tel and relative URLs; data: is handled per tag by DOMPurify (images etc.) and narrowed below.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

const DATA_IMAGE = /^data:image\//i;
/** Inline styles that could run something (old IE expression(), bindings) or url() to anything but http(s) or a path. */
const RISKY_STYLE = /expression\s*\(|javascript:|vbscript:|url\s*\(\s*(?!['"]?\s*(?:https?:\/\/|\/[^/]))|@import|behavior\s*:|-moz-binding/i;

function configure(purify: DOMPurify): DOMPurify {
  // Only data:image/... may survive as a data URL (DOMPurify would also keep e.g. data:text/html in src).
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const value = data.attrValue.trim();
    if (/^data:/i.test(value) && !DATA_IMAGE.test(value)) data.keepAttr = false;
    if (data.attrName === 'style' && RISKY_STYLE.test(value)) data.keepAttr = false;
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

/** The configured instance if it has already loaded, so later mounts render without a busy frame. */
export function loadedPurifyInstance(): DOMPurify | null {
  return loadedPurify;
}

export function sanitizeHtml(purify: DOMPurify, html: string | null | undefined): string {
  if (!html) return '';
  return purify.sanitize(html, SANITIZE_CONFIG);
}
