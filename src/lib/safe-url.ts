/**
 * Where a server-given image may load from: absolute http(s), a same-origin path, a local blob
 * preview, or an inline raster/SVG image data URL. Anything else (javascript:, vbscript:,
 * data:text/html, protocol-relative //host, …) gives null and the image is not rendered.
 */
export function safeImageUrl(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  // control characters (tabs, newlines, NUL) are how "java\tscript:" hides from naive checks
  if (!value || [...value].some((c) => c.charCodeAt(0) < 0x20)) return null;
  if (/^https?:\/\//i.test(value)) {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:' ? value : null;
    } catch {
      return null;
    }
  }
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  if (/^blob:/i.test(value)) return value;
  if (/^data:image\/(png|jpe?g|gif|webp|svg\+xml)[;,]/i.test(value)) return value;
  return null;
}
