/**
 * The inline styles server HTML may keep: colour, weight, slant, alignment and decoration of text.
 * None of them can move, size, layer or hide anything (no position, display, size, margin, z-index,
 * opacity, transform, content, filter, ...), and no value may load anything (url(), image-set(),
 * @import) or run anything (expression(), bindings). Everything else of a style attribute is dropped;
 * content that needs more layout uses the markup itself (headings, lists, tables, <b>, <i>).
 */
const ALLOWED_PROPERTIES = new Set([
  'color',
  'background-color',
  'font-weight',
  'font-style',
  'text-align',
  'text-decoration',
  'text-decoration-line',
  'text-decoration-color',
]);

/** Keywords, numbers, #hex and these colour functions only; no quotes, escapes or comments. */
const SAFE_VALUE = /^[a-z0-9#%.,\s()-]+$/i;
const SAFE_FUNCTIONS = new Set(['rgb', 'rgba', 'hsl', 'hsla']);

function safeValue(value: string): boolean {
  if (!value || value.length > 64 || !SAFE_VALUE.test(value)) return false;
  for (const [, name] of value.matchAll(/([a-z-]*)\s*\(/gi)) {
    if (!SAFE_FUNCTIONS.has((name ?? '').toLowerCase())) return false;
  }
  return true;
}

/** The allowed declarations of a style attribute, re-serialised ("color: red; font-weight: bold"), or ''. */
export function filterStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (ALLOWED_PROPERTIES.has(property) && safeValue(value)) kept.push(`${property}: ${value}`);
  }
  return kept.join('; ');
}
