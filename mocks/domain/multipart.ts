/** Multipart bodies, read by hand: binary-safe and independent of the runtime's FormData parser. */

export interface MultipartPart {
  name: string;
  filename: string | null;
  type: string;
  data: Uint8Array;
}

const encoder = new TextEncoder();
const HEADER_END = encoder.encode('\r\n\r\n');

/**
 * Where `needle` first occurs in `haystack` at or after `from`, or -1. The native single-byte indexOf finds each
 * candidate, so a 20 MB video is searched in milliseconds (a string copy of it took seconds).
 */
function indexOfBytes(haystack: Uint8Array, needle: Uint8Array, from = 0): number {
  const last = haystack.length - needle.length;
  for (let at = haystack.indexOf(needle[0], from); at !== -1 && at <= last; at = haystack.indexOf(needle[0], at + 1)) {
    let matched = 1;
    while (matched < needle.length && haystack[at + matched] === needle[matched]) matched += 1;
    if (matched === needle.length) return at;
  }
  return -1;
}

/** One part between two delimiters: its headers, then its content (without the CRLF before the next delimiter). */
function readPart(part: Uint8Array): MultipartPart | null {
  const headerEnd = indexOfBytes(part, HEADER_END);
  if (headerEnd < 0) return null;
  const headers = new TextDecoder().decode(part.subarray(0, headerEnd));
  let end = part.length;
  if (part[end - 2] === 0x0d && part[end - 1] === 0x0a) end -= 2;
  const disposition = /content-disposition:\s*form-data;([^\r\n]*)/i.exec(headers)?.[1] ?? '';
  const name = /\bname="([^"]*)"/i.exec(disposition)?.[1];
  if (name === undefined) return null;
  return {
    name,
    filename: /\bfilename="([^"]*)"/i.exec(disposition)?.[1] ?? null,
    type: /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1]?.trim() ?? '',
    data: part.slice(headerEnd + HEADER_END.length, end),
  };
}

/** Splits a multipart/form-data body into its parts; null when it is not one. */
export function parseMultipart(body: Uint8Array, contentType: string | null): MultipartPart[] | null {
  const match = /^multipart\/form-data;.*boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType ?? '');
  const boundary = match ? (match[1] ?? match[2] ?? '').trim() : '';
  if (!boundary) return null;
  const delimiter = encoder.encode(`--${boundary}`);
  const parts: MultipartPart[] = [];
  let at = indexOfBytes(body, delimiter);
  while (at >= 0) {
    const start = at + delimiter.length;
    if (body[start] === 0x2d && body[start + 1] === 0x2d) break; // "--": the closing delimiter
    const next = indexOfBytes(body, delimiter, start);
    const part = readPart(body.subarray(start, next < 0 ? body.length : next));
    if (part) parts.push(part);
    at = next;
  }
  return parts;
}
