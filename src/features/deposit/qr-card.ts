/** The saved QR image (no DOM): where the code and the text lines go, the file name. */

import { canvasFont, wrapText, type Measure } from '@/lib/canvas-text';

export interface CardLine {
  text: string;
  /** Font size in px. */
  size: number;
  weight: 400 | 700;
}

export interface PlacedLine {
  text: string;
  /** A canvas font shorthand, e.g. "700 34px system-ui, sans-serif". */
  font: string;
  /** The centre of the line. */
  x: number;
  /** The top of the line. */
  y: number;
}

export interface CardLayout {
  width: number;
  height: number;
  qr: { x: number; y: number; size: number };
  lines: PlacedLine[];
}

export const CARD = { qrSize: 480, padding: 32, gap: 16, lineHeight: 1.35 } as const;

export function cardFont(line: Pick<CardLine, 'size' | 'weight'>, fontFamily: string): string {
  return canvasFont(line, fontFamily);
}

/** The code on top (with a white margin that is its quiet zone), each text line centred under it, wrapped to the card. */
export function layoutQrCard(lines: readonly CardLine[], fontFamily: string, measure: Measure): CardLayout {
  const { qrSize, padding, gap, lineHeight } = CARD;
  const width = qrSize + 2 * padding;
  const maxWidth = width - 2 * padding;
  const placed: PlacedLine[] = [];
  let y = padding + qrSize + gap;
  for (const line of lines) {
    const font = cardFont(line, fontFamily);
    const step = Math.ceil(line.size * lineHeight);
    for (const text of wrapText(line.text, maxWidth, font, measure)) {
      placed.push({ text, font, x: width / 2, y });
      y += step;
    }
  }
  return { width, height: y + padding, qr: { x: padding, y: padding, size: qrSize }, lines: placed };
}

/**
 * "qr-kbank-1000.50.png", "qr-payonex-100000.png" (kip, no decimals): provider and amount with the currency's
 * decimals, nothing the server could use to shape a path.
 */
export function qrFileName(provider: string, amount: number, decimals = 2): string {
  const safeProvider = provider.toLowerCase().replace(/[^a-z0-9]+/g, '') || 'code';
  const safeAmount = (Number.isFinite(amount) ? amount : 0).toFixed(decimals);
  return `qr-${safeProvider}-${safeAmount}.png`;
}
