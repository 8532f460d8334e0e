import { layoutReceiptCard } from '@/lib/receipt-card';
import { pageFontFamily, toPng } from '@/lib/png-file';
import type { ReceiptRow } from '@/lib/receipt';

/** The receipt as a PNG file: drawn on a canvas in the page's fonts, so Thai and Lao read as on screen. */
export async function buildReceiptFile(title: string, rows: readonly ReceiptRow[], fileName: string): Promise<File> {
  await document.fonts?.ready;
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d canvas');
  const layout = layoutReceiptCard(title, rows, pageFontFamily(), (text, font) => {
    ctx.font = font;
    return ctx.measureText(text).width;
  });
  canvas.width = layout.width; // resizing resets the context's state, so everything is set after
  canvas.height = layout.height;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, layout.width, layout.height);
  ctx.fillStyle = '#dee2e6';
  ctx.fillRect(32, layout.ruleY, layout.width - 64, 2);
  ctx.textBaseline = 'top';
  for (const line of layout.lines) {
    ctx.font = line.font;
    ctx.textAlign = line.align;
    ctx.fillStyle = line.tone === 'label' ? '#555555' : '#111111';
    ctx.fillText(line.text, line.x, line.y);
  }
  const blob = await toPng(canvas);
  return new File([blob], fileName, { type: 'image/png' });
}
