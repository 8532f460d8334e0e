import { layoutReceiptCard } from '@/lib/receipt-card';
import { pageFontFamily, toPng, whiteCard } from '@/lib/png-file';
import type { ReceiptRow } from '@/lib/receipt';

/** The receipt as a PNG file: drawn on a canvas in the page's fonts, so Thai and Lao read as on screen. */
export async function buildReceiptFile(title: string, rows: readonly ReceiptRow[], fileName: string): Promise<File> {
  const {
    canvas,
    ctx,
    card: layout,
  } = await whiteCard((measure) => layoutReceiptCard(title, rows, pageFontFamily(), measure));
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
