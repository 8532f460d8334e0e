/**
 * The SVG that server HTML may carry: enough for a QR code sent as inline markup (spec: "qrcode
 * (markup)") and simple icons: shapes, paths, groups and text. Left out, with everything inside them:
 * script, style, foreignObject (HTML inside SVG), a (links), use, image, feImage, pattern, marker,
 * mask, filter, clipPath, symbol, defs (references to other content, here or elsewhere), and animate,
 * set, animateMotion, animateTransform (which can change an href or an event attribute later).
 */
export const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

export const SVG_ELEMENTS = new Set([
  'svg',
  'g',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'title',
  'desc',
  'text',
  'tspan',
]);

/** Attributes no SVG element here may keep: references to other content, wherever they point. */
const REFERENCE_ATTRIBUTES = new Set(['href', 'xlink:href', 'src', 'attributename', 'values', 'from', 'to', 'by']);

export function isSvgElement(node: Node): node is Element {
  return (node as Element).namespaceURI === SVG_NAMESPACE;
}

/** Whether an element of the SVG namespace is in the subset (tag names compared lower-cased). */
export function allowedSvgElement(tagName: string): boolean {
  return SVG_ELEMENTS.has(tagName.toLowerCase());
}

/** Whether an attribute of an SVG element may stay: no references, no url() (fill, clip-path, mask, filter, ...). */
export function allowedSvgAttribute(name: string, value: string): boolean {
  return !REFERENCE_ATTRIBUTES.has(name.toLowerCase()) && !/url\s*\(|javascript:|data:/i.test(value);
}
