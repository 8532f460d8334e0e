/** Text on a canvas card (no DOM): line wrapping that measures with the card's own font. */

/** Width in px of a text in a font (the canvas's measureText in the app, a stand-in in tests). */
export type Measure = (text: string, font: string) => number;

/** A canvas font shorthand, e.g. "700 34px system-ui, sans-serif". */
export function canvasFont(line: { size: number; weight: 400 | 700 }, fontFamily: string): string {
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

type ShareNavigator = Partial<Pick<Navigator, 'share' | 'canShare'>>;

/** Whether this browser can share a PNG file (a Share button shows only then); asked with an empty probe file. */
export function canShareFiles(nav: ShareNavigator | undefined): boolean {
  if (!nav || typeof nav.share !== 'function' || typeof nav.canShare !== 'function' || typeof File !== 'function')
    return false;
  try {
    return nav.canShare({ files: [new File([], 'image.png', { type: 'image/png' })] });
  } catch {
    return false;
  }
}

/** The text on one line: as it is when it fits, else cut at a grapheme and ended with an ellipsis. */
export function fitLine(text: string, maxWidth: number, font: string, measure: Measure): string {
  const whole = text.trim();
  if (measure(whole, font) <= maxWidth) return whole;
  let kept = '';
  for (const g of graphemes(whole)) {
    if (measure(`${kept}${g}…`, font) > maxWidth) break;
    kept += g;
  }
  return `${kept.trimEnd()}…`;
}
