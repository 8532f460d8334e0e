import { canvasFont, wrapText, type Measure } from './canvas-text';

/** The saved receipt image (no DOM): the title on top, then each row's label over its value, wrapped to the card. */

export const RECEIPT_CARD = {
  width: 600,
  padding: 40,
  titleSize: 34,
  labelSize: 22,
  valueSize: 28,
  rowGap: 14,
} as const;

export interface ReceiptCardLine {
  text: string;
  font: string;
  /** The left edge of the line (the title: its centre). */
  x: number;
  /** The top of the line. */
  y: number;
  align: 'left' | 'center';
  /** Label lines are grey, the rest near-black. */
  tone: 'label' | 'text';
}

export interface ReceiptCardLayout {
  width: number;
  height: number;
  /** The rule under the title. */
  ruleY: number;
  lines: ReceiptCardLine[];
}

const step = (size: number) => Math.ceil(size * 1.35);

export function layoutReceiptCard(
  title: string,
  rows: readonly { label: string; value: string }[],
  fontFamily: string,
  measure: Measure,
): ReceiptCardLayout {
  const { width, padding, titleSize, labelSize, valueSize, rowGap } = RECEIPT_CARD;
  const maxWidth = width - 2 * padding;
  const lines: ReceiptCardLine[] = [];
  let y = padding;
  const titleFont = canvasFont({ size: titleSize, weight: 700 }, fontFamily);
  for (const text of wrapText(title, maxWidth, titleFont, measure)) {
    lines.push({ text, font: titleFont, x: width / 2, y, align: 'center', tone: 'text' });
    y += step(titleSize);
  }
  const ruleY = y + rowGap / 2;
  y = ruleY + rowGap;
  const labelFont = canvasFont({ size: labelSize, weight: 400 }, fontFamily);
  const valueFont = canvasFont({ size: valueSize, weight: 700 }, fontFamily);
  for (const row of rows) {
    for (const text of wrapText(row.label, maxWidth, labelFont, measure)) {
      lines.push({ text, font: labelFont, x: padding, y, align: 'left', tone: 'label' });
      y += step(labelSize);
    }
    for (const text of wrapText(row.value, maxWidth, valueFont, measure)) {
      lines.push({ text, font: valueFont, x: padding, y, align: 'left', tone: 'text' });
      y += step(valueSize);
    }
    y += rowGap;
  }
  return { width, height: y - rowGap + padding, ruleY, lines };
}
