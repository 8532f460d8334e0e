import { loadSanitizer, sanitizeHtml } from '@/components/sanitize-html';
import { pageFontFamily, toPng, whiteCard } from '@/lib/png-file';
import { imageUrl } from '@/rules/url';
import { CARD, layoutQrCard, type CardLine } from './qr-card';

/**
 * The saved QR image in the browser. The server sends the code as markup (spec section 3: "qrcode (markup)"),
 * never its payload, so the card redraws the very image the panel shows: an <img> (a data: or http(s) URL) or an
 * inline <svg>. Everything loaded here passes the image URL gate (src/rules/url.ts) first.
 */

const LOAD_TIMEOUT_MS = 15_000;
/** The image of (already sanitised) QR markup as a URL the gate accepts, or null when there is none. */
export function qrImageSource(markup: string): string | null {
  const doc = new DOMParser().parseFromString(markup, 'text/html');
  const found = doc.body.querySelector('img, svg');
  if (!found) return null;
  if (found.localName === 'img') return imageUrl(found.getAttribute('src'));
  const svg = found.cloneNode(true) as Element;
  // An SVG without a size has none as an image in some browsers: draw it at the card's size.
  svg.setAttribute('width', String(CARD.qrSize));
  svg.setAttribute('height', String(CARD.qrSize));
  return imageUrl(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new Error('timed out')), ms);
    promise.then(
      (value) => {
        window.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        window.clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

function loadImage(url: string): Promise<HTMLImageElement> {
  const image = new Image();
  // A remote image must allow CORS, or the canvas could not be read back: then loading fails, and so does saving.
  if (/^https?:/i.test(url)) image.crossOrigin = 'anonymous';
  const loaded =
    typeof image.decode === 'function'
      ? new Promise<void>((resolve, reject) => {
          image.src = url;
          image.decode().then(resolve, reject);
        })
      : new Promise<void>((resolve, reject) => {
          image.onload = () => resolve();
          image.onerror = () => reject(new Error('image failed to load'));
          image.src = url;
        });
  return withTimeout(loaded, LOAD_TIMEOUT_MS).then(() => image);
}

/** The PNG: white card, the code at the top, the lines centred under it. */
export async function renderQrPng(source: string, lines: readonly CardLine[], fontFamily: string): Promise<Blob> {
  const image = await loadImage(source);
  const { canvas, ctx, card: layout } = await whiteCard((measure) => layoutQrCard(lines, fontFamily, measure));
  ctx.imageSmoothingEnabled = false; // keeps the modules sharp when a raster code is scaled up
  ctx.drawImage(image, layout.qr.x, layout.qr.y, layout.qr.size, layout.qr.size);
  ctx.fillStyle = '#111111';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  for (const line of layout.lines) {
    ctx.font = line.font;
    ctx.fillText(line.text, line.x, line.y);
  }
  return toPng(canvas);
}

/** Server QR markup -> a PNG file named fileName, sanitised as the panel shows it; rejects when it cannot be drawn. */
export async function buildQrFile(markup: string, lines: readonly CardLine[], fileName: string): Promise<File> {
  const source = qrImageSource(sanitizeHtml(await loadSanitizer(), markup));
  if (!source) throw new Error('no QR image in the markup');
  const blob = await renderQrPng(source, lines, pageFontFamily());
  return new File([blob], fileName, { type: 'image/png' });
}
