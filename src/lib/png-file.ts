/** A canvas saved as a PNG file, in the browser: the page's fonts, the blob, the download. */

/** Revoked later, not at once: some mobile browsers read the blob after the click has returned. */
export const REVOKE_AFTER_MS = 60_000;

/**
 * A white card of a layout's size, drawn once the page's fonts are ready: `layout` is given the canvas's own
 * text measure, and the canvas is sized after it (resizing resets a context's state, so drawing comes after).
 */
export async function whiteCard<L extends { width: number; height: number }>(
  layout: (measure: (text: string, font: string) => number) => L,
): Promise<{ canvas: HTMLCanvasElement; ctx: CanvasRenderingContext2D; card: L }> {
  await document.fonts?.ready;
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d canvas');
  const card = layout((text, font) => {
    ctx.font = font;
    return ctx.measureText(text).width;
  });
  canvas.width = card.width;
  canvas.height = card.height;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, card.width, card.height);
  return { canvas, ctx, card };
}

export function toPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png');
  });
}

/** The page's own font stack, so Thai and Lao draw with the fonts the member reads them in. */
export function pageFontFamily(): string {
  return getComputedStyle(document.body).fontFamily || 'sans-serif';
}

/** Saves a file through an <a download> with a blob URL (the phone's own download or save dialog). */
export function downloadFile(file: File): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
