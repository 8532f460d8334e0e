/** A canvas saved as a PNG file, in the browser: the page's fonts, the blob, the download. */

/** Revoked later, not at once: some mobile browsers read the blob after the click has returned. */
export const REVOKE_AFTER_MS = 60_000;

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
