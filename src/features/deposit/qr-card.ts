/** The saved QR image (no DOM): where the code and the text lines go, the file name, whether files can be shared. */

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

/** Width in px of a text in a font (the canvas's measureText in the app, a stand-in in tests). */
export type Measure = (text: string, font: string) => number;

export const CARD = { qrSize: 480, padding: 32, gap: 16, lineHeight: 1.35 } as const;

export function cardFont(line: Pick<CardLine, 'size' | 'weight'>, fontFamily: string): string {
  return `${line.weight} ${line.size}px ${fontFamily || 'sans-serif'}`;
}

/** Grapheme clusters, so a Thai or Lao vowel or tone mark is never split from its consonant. */
function graphemes(text: string): string[] {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    return Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (s) => s.segment);
  }
  return Array.from(text);
}

/** Splits one too-long word at grapheme boundaries into pieces that each fit. */
function breakWord(word: string, fits: (text: string) => boolean): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const g of graphemes(word)) {
    if (current && !fits(current + g)) {
      pieces.push(current);
      current = g;
    } else current += g;
  }
  if (current) pieces.push(current);
  return pieces;
}

/** Greedy wrap at spaces; a word wider than the line is broken at grapheme boundaries. */
export function wrapText(text: string, maxWidth: number, font: string, measure: Measure): string[] {
  const fits = (candidate: string) => measure(candidate, font) <= maxWidth;
  const lines: string[] = [];
  let current = '';
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (fits(candidate)) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    const pieces = fits(word) ? [word] : breakWord(word, fits);
    current = pieces.pop() ?? '';
    lines.push(...pieces);
  }
  if (current) lines.push(current);
  return lines;
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

/** "qr-kbank-1000.50.png": provider and amount, nothing the server could use to shape a path. */
export function qrFileName(provider: string, amount: number): string {
  const safeProvider = provider.toLowerCase().replace(/[^a-z0-9]+/g, '') || 'code';
  const safeAmount = Number.isFinite(amount) ? amount.toFixed(2) : '0.00';
  return `qr-${safeProvider}-${safeAmount}.png`;
}

type ShareNavigator = Partial<Pick<Navigator, 'share' | 'canShare'>>;

/** Whether this browser can share a PNG file (the Share button shows only then); asked with an empty probe file. */
export function canShareFiles(nav: ShareNavigator | undefined): boolean {
  if (!nav || typeof nav.share !== 'function' || typeof nav.canShare !== 'function' || typeof File !== 'function')
    return false;
  try {
    return nav.canShare({ files: [new File([], 'qr.png', { type: 'image/png' })] });
  } catch {
    return false;
  }
}
