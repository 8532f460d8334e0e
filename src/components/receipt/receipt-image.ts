import { PORTAL_MARK } from '@/lib/portal-mark';
import { pageFontFamily, toPng, whiteCard } from '@/lib/png-file';
import { RECEIPT_SIGNS } from '@/lib/receipt';
import { CARD_INK, layoutReceiptCard, type ReceiptSlip } from '@/lib/receipt-card';

/** Paints in a `box` by `box` square (an SVG viewBox) scaled into the square at x, y of `size`. */
function inBox(
  ctx: CanvasRenderingContext2D,
  at: { x: number; y: number; size: number },
  box: number,
  paint: () => void,
) {
  ctx.save();
  ctx.translate(at.x, at.y);
  ctx.scale(at.size / box, at.size / box);
  paint();
  ctx.restore();
}

/** The receipt as a PNG file: drawn on a canvas in the page's fonts, so Thai and Lao read as on screen. */
export async function buildReceiptFile(slip: ReceiptSlip, fileName: string): Promise<File> {
  const { ctx, canvas, card } = await whiteCard((measure) => layoutReceiptCard(slip, pageFontFamily(), measure));

  const { box, radius, background, foreground, path } = PORTAL_MARK;
  inBox(ctx, card.mark, box, () => {
    ctx.fillStyle = background;
    ctx.beginPath();
    ctx.roundRect(0, 0, box, box, radius);
    ctx.fill();
    ctx.fillStyle = foreground;
    ctx.fill(new Path2D(path));
  });

  ctx.fillStyle = CARD_INK.rule;
  for (const y of card.rules) ctx.fillRect(32, y, card.width - 64, 2);

  const { badge } = card;
  ctx.fillStyle = badge.paper;
  ctx.beginPath();
  ctx.roundRect(badge.x, badge.y, badge.width, badge.height, badge.height / 2);
  ctx.fill();
  inBox(ctx, { x: badge.iconX, y: badge.iconY, size: badge.iconSize }, 24, () => {
    ctx.strokeStyle = badge.ink;
    ctx.lineWidth = 2.25;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.beginPath();
    ctx.arc(12, 12, 10, 0, 2 * Math.PI);
    ctx.stroke();
    ctx.stroke(new Path2D(RECEIPT_SIGNS[badge.sign]));
  });

  ctx.textBaseline = 'top';
  for (const line of card.lines) {
    ctx.font = line.font;
    ctx.textAlign = line.align;
    ctx.fillStyle = line.color;
    ctx.fillText(line.text, line.x, line.y);
  }
  const blob = await toPng(canvas);
  return new File([blob], fileName, { type: 'image/png' });
}
