/** Multipart bodies, read by hand: binary-safe and independent of the runtime's FormData parser. */

export interface MultipartPart {
  name: string;
  filename: string | null;
  type: string;
  data: Uint8Array;
}

function bytesToBinary(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 0x8000) out += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return out;
}

function binaryToBytes(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i) & 0xff;
  return bytes;
}

/** Splits a multipart/form-data body into its parts; null when it is not one. */
export function parseMultipart(body: Uint8Array, contentType: string | null): MultipartPart[] | null {
  const match = /^multipart\/form-data;.*boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType ?? '');
  const boundary = match ? (match[1] ?? match[2] ?? '').trim() : '';
  if (!boundary) return null;
  const text = bytesToBinary(body);
  const delimiter = `--${boundary}`;
  const parts: MultipartPart[] = [];
  for (const chunk of text.split(delimiter).slice(1)) {
    if (chunk.startsWith('--')) break;
    const headerEnd = chunk.indexOf('\r\n\r\n');
    if (headerEnd < 0) continue;
    const headers = chunk.slice(0, headerEnd);
    let content = chunk.slice(headerEnd + 4);
    if (content.endsWith('\r\n')) content = content.slice(0, -2);
    const disposition = /content-disposition:\s*form-data;([^\r\n]*)/i.exec(headers)?.[1] ?? '';
    const name = /\bname="([^"]*)"/i.exec(disposition)?.[1];
    if (name === undefined) continue;
    const filename = /\bfilename="([^"]*)"/i.exec(disposition)?.[1] ?? null;
    const type = /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1]?.trim() ?? '';
    parts.push({
      name,
      filename: filename === null ? null : new TextDecoder().decode(binaryToBytes(filename)),
      type,
      data: binaryToBytes(content),
    });
  }
  return parts;
}
