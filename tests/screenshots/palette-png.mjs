// A screenshot as a small palette PNG (colour type 3), without ImageMagick: the e-slip shots are flat colours and
// anti-aliased text, which 256 colours hold with no visible loss at about a third of the size. Used by e-slip.mjs.
import { readFileSync, writeFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import { PNG } from 'pngjs';

/** The `colours` most frequent colours (each channel to 5 bits first, so near shades pool). */
function palette(data, colours) {
  const counts = new Map();
  for (let i = 0; i < data.length; i += 4) {
    const key = ((data[i] >> 3) << 10) | ((data[i + 1] >> 3) << 5) | (data[i + 2] >> 3);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, colours)
    .map(([key]) => [((key >> 10) & 31) * 8 + 4, ((key >> 5) & 31) * 8 + 4, (key & 31) * 8 + 4]);
}

function chunk(type, body) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])) >>> 0, 0);
  return Buffer.concat([head, body, crc]);
}

/** Rewrites the PNG at `from` into `to` with 256 colours at most, halving its size in pixels when `half`. */
export function toPalettePng(from, to, { half = false } = {}) {
  let { width, height, data } = PNG.sync.read(readFileSync(from));
  if (half) {
    // Each 2x2 block averaged: a 2x device-pixel shot at CSS-pixel size.
    const w = width >> 1;
    const h = height >> 1;
    const out = Buffer.alloc(w * h * 4);
    for (let y = 0; y < h; y += 1)
      for (let x = 0; x < w; x += 1)
        for (let c = 0; c < 4; c += 1) {
          const at = (yy, xx) => data[((2 * y + yy) * width + 2 * x + xx) * 4 + c];
          out[(y * w + x) * 4 + c] = (at(0, 0) + at(0, 1) + at(1, 0) + at(1, 1) + 2) >> 2;
        }
    ({ width, height, data } = { width: w, height: h, data: out });
  }
  const colours = palette(data, 256);
  const nearest = new Map();
  const index = (r, g, b) => {
    const key = (r << 16) | (g << 8) | b;
    let found = nearest.get(key);
    if (found === undefined) {
      let best = Infinity;
      colours.forEach(([pr, pg, pb], i) => {
        const d = (r - pr) ** 2 + (g - pg) ** 2 + (b - pb) ** 2;
        if (d < best) [best, found] = [d, i];
      });
      nearest.set(key, found);
    }
    return found;
  };
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y += 1) {
    rows[y * (width + 1)] = 0;
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      rows[y * (width + 1) + 1 + x] = index(data[i], data[i + 1], data[i + 2]);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 3, 0, 0, 0], 8);
  writeFileSync(
    to,
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('PLTE', Buffer.from(colours.flat())),
      chunk('IDAT', deflateSync(rows, { level: 9 })),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}
