import { canvasFont, fitLine, wrapText, type Measure } from './canvas-text';
import { RECEIPT_BADGES, type ReceiptBadge, type ReceiptRow, type ReceiptStatus } from './receipt';

/**
 * The saved receipt image (no DOM), laid out as the e-slip on screen: the portal's mark and name on one line, the
 * title, a rule; the kind of move, its status badge and the amount large, centred; a rule; then each other row's
 * label over its value (a bank account over its lines, the reference in monospace groups).
 */

export const RECEIPT_CARD = {
  width: 600,
  padding: 40,
  markSize: 44,
  brandSize: 30,
  titleSize: 22,
  kindSize: 26,
  badgeSize: 24,
  badgeHeight: 46,
  amountSize: 56,
  labelSize: 22,
  valueSize: 26,
  rowGap: 16,
} as const;

/** What the card shows: the rows of receiptRows, the status they name, and the portal's name. */
export interface ReceiptSlip {
  portal: string;
  title: string;
  status: ReceiptStatus;
  rows: readonly ReceiptRow[];
}

export const CARD_INK = { text: '#111111', label: '#555555', rule: '#dee2e6' } as const;

export interface ReceiptCardLine {
  text: string;
  font: string;
  /** The left edge of the line (centred lines: its centre). */
  x: number;
  /** The top of the line. */
  y: number;
  align: 'left' | 'center';
  color: string;
}

export interface ReceiptCardBadge extends ReceiptBadge {
  x: number;
  y: number;
  width: number;
  height: number;
  /** The sign's square (24 by 24 box scaled to `iconSize`). */
  iconX: number;
  iconY: number;
  iconSize: number;
}

export interface ReceiptCardLayout {
  width: number;
  height: number;
  mark: { x: number; y: number; size: number };
  /** The tops of the rules across the card (2 px each). */
  rules: number[];
  badge: ReceiptCardBadge;
  lines: ReceiptCardLine[];
}

const step = (size: number) => Math.ceil(size * 1.35);

export const MONOSPACE = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

/** The status badge centred at `y`: a pill of the status's colour, its sign, then its word (cut to fit). */
function layoutBadge(
  slip: ReceiptSlip,
  y: number,
  badgeFont: string,
  measure: Measure,
): { badge: ReceiptCardBadge; word: ReceiptCardLine } {
  const { width, padding, badgeSize, badgeHeight } = RECEIPT_CARD;
  const look = RECEIPT_BADGES[slip.status];
  const iconSize = 28;
  const inner = 18;
  const gap = 10;
  const status = slip.rows.find((r) => r.key === 'status')?.value ?? '';
  const text = fitLine(status, width - 2 * padding - 2 * inner - iconSize - gap, badgeFont, measure);
  const badgeWidth = inner + iconSize + gap + measure(text, badgeFont) + inner;
  const x = Math.round((width - badgeWidth) / 2);
  return {
    badge: {
      ...look,
      x,
      y,
      width: badgeWidth,
      height: badgeHeight,
      iconX: x + inner,
      iconY: y + (badgeHeight - iconSize) / 2,
      iconSize,
    },
    word: {
      text,
      font: badgeFont,
      x: x + inner + iconSize + gap,
      y: y + (badgeHeight - badgeSize) / 2,
      align: 'left',
      color: look.ink,
    },
  };
}

export function layoutReceiptCard(slip: ReceiptSlip, fontFamily: string, measure: Measure): ReceiptCardLayout {
  const { width, padding, markSize, brandSize, titleSize, kindSize, badgeSize, amountSize } = RECEIPT_CARD;
  const { labelSize, valueSize, rowGap } = RECEIPT_CARD;
  const maxWidth = width - 2 * padding;
  const font = (size: number, weight: 400 | 700, family = fontFamily) => canvasFont({ size, weight }, family);
  const lines: ReceiptCardLine[] = [];
  const rules: number[] = [];
  const row = (key: ReceiptRow['key']) => slip.rows.find((r) => r.key === key);
  const centred = (text: string, size: number, weight: 400 | 700, color: string, y: number) => {
    for (const line of wrapText(text, maxWidth, font(size, weight), measure)) {
      lines.push({ text: line, font: font(size, weight), x: width / 2, y, align: 'center', color });
      y += step(size);
    }
    return y;
  };

  // The mark and the name share one line; a name too long for it ends in an ellipsis rather than wrap.
  const mark = { x: padding, y: padding, size: markSize };
  const brandX = padding + markSize + 14;
  const brandFont = font(brandSize, 700);
  lines.push({
    text: fitLine(slip.portal, width - padding - brandX, brandFont, measure),
    font: brandFont,
    x: brandX,
    y: padding + (markSize - brandSize) / 2,
    align: 'left',
    color: CARD_INK.text,
  });
  let y = padding + markSize + 10;
  for (const text of wrapText(slip.title, maxWidth, font(titleSize, 400), measure)) {
    lines.push({ text, font: font(titleSize, 400), x: padding, y, align: 'left', color: CARD_INK.label });
    y += step(titleSize);
  }
  y += rowGap / 2;
  rules.push(y);
  y += 2 + rowGap;

  y = centred(row('move')?.value ?? '', kindSize, 700, CARD_INK.text, y) + rowGap / 2;

  const { badge, word } = layoutBadge(slip, y, font(badgeSize, 700), measure);
  lines.push(word);
  y += badge.height + rowGap;

  const amount = row('amount');
  if (amount) y = centred(amount.value, amountSize, 700, CARD_INK.text, y);
  y += rowGap / 2;
  rules.push(y);
  y += 2 + rowGap;

  const labelFont = font(labelSize, 400);
  for (const detail of slip.rows) {
    if (detail.key === 'move' || detail.key === 'status' || detail.key === 'amount') continue;
    for (const text of wrapText(detail.label, maxWidth, labelFont, measure)) {
      lines.push({ text, font: labelFont, x: padding, y, align: 'left', color: CARD_INK.label });
      y += step(labelSize);
    }
    const valueFont = font(valueSize, 700, detail.groups ? MONOSPACE : fontFamily);
    const values = detail.groups ? [detail.groups.join(' ')] : (detail.lines ?? [detail.value]);
    for (const value of values)
      for (const text of wrapText(value, maxWidth, valueFont, measure)) {
        lines.push({ text, font: valueFont, x: padding, y, align: 'left', color: CARD_INK.text });
        y += step(valueSize);
      }
    y += rowGap;
  }
  return { width, height: y - rowGap + padding, mark, rules, badge, lines };
}
