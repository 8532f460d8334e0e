import createPurify, { type Config, type DOMPurify } from 'dompurify';
import { contentLinkUrl, imageUrl, mediaUrl } from '@/rules/url';
import { allowedSvgAttribute, allowedSvgElement, isSvgElement } from './sanitize-svg';

// DOMPurify with the portal's rules, loaded with it on first use (sanitize-html.ts): a page's first load carries
// neither, and SafeHtml stays the one place that renders server HTML.

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

/** Server HTML in, HTML safe to render out. */
export interface Sanitizer {
  sanitize(html: string): string;
}

export function createSanitizer(): Sanitizer {
  const purify = configure(createPurify(window));
  return { sanitize: (html) => purify.sanitize(html, SANITIZE_CONFIG) };
}
