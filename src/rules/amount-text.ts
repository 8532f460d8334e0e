/**
 * An amount as the member types it (src/locales/GLOSSARY.md, "Money and dates"): digits grouped by threes with a
 * comma while typing, so 100000 and 1000000 read apart (100,000 / 1,000,000). Only the digits and one decimal
 * point are kept; the grouping commas are display only, and the amount read back (parseAmount, the one reader of
 * a typed amount) drops them, so a request carries the plain number.
 */

/** The characters that carry the amount: digits and the first decimal point. */
function significant(text: string): string {
  let out = '';
  let point = false;
  for (const char of text) {
    if (char >= '0' && char <= '9') out += char;
    else if (char === '.' && !point) {
      point = true;
      out += char;
    }
  }
  return out;
}

/**
 * "1000000.5" -> "1,000,000.5"; "0012" -> "12"; ".5" -> "0.5"; commas, spaces and letters are dropped. A `whole`
 * amount (kip: no fraction of one is typed or moved) keeps only what stands before a point: "1000.50" -> "1,000".
 */
export function groupAmountText(text: string, whole = false): string {
  const plain = whole ? (significant(text).split('.')[0] ?? '') : significant(text);
  if (plain === '') return '';
  const [units, decimals] = plain.split('.') as [string, string | undefined];
  const digits = units.replace(/^0+(?=\d)/, '') || (decimals === undefined ? '' : '0');
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return decimals === undefined ? grouped : `${grouped}.${decimals}`;
}

/** The amount a field's text stands for ("1,000.50" -> 1000.5, " 100 " -> 100); NaN when it is not a number. */
export function parseAmount(text: string): number {
  const cleaned = text.replace(/,/g, '').trim();
  if (!/^\d*\.?\d*$/.test(cleaned) || cleaned === '' || cleaned === '.') return Number.NaN;
  return Number(cleaned);
}

/** How many amount characters (digits and the point) stand before `caret` in `text`. */
function significantBefore(text: string, caret: number): number {
  return significant(text.slice(0, caret)).length;
}

/** The caret in `grouped` that has `count` amount characters before it (after any comma that follows them). */
function caretAfter(grouped: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < grouped.length; i += 1) {
    if (grouped[i] !== ',') seen += 1;
    if (seen === count) return i + 1;
  }
  return grouped.length;
}

export interface AmountEdit {
  /** The field's text after the edit, before grouping. */
  text: string;
  /** The caret after the edit. */
  caret: number;
  /** The text before the edit (grouped). */
  previous: string;
  /** 'backward' for Backspace, 'forward' for Delete, else undefined (typing, pasting). */
  deletion?: 'backward' | 'forward';
  /** The most decimals the amount takes (2 unless told): an edit that would add more is refused as typed. */
  decimals?: number;
}

/** How many decimals the plain text carries; a point with none after it counts as one (more are coming). */
function decimalsOf(plain: string): number {
  const point = plain.indexOf('.');
  return point < 0 ? 0 : Math.max(1, plain.length - point - 1);
}

/**
 * The grouped text and where the caret goes after an edit: it stays next to the same digit it followed. An edit
 * that gives the amount more decimals than it takes is refused, as typed (issue 40 item 13).
 * Deleting only a grouping comma (Backspace just after one, Delete just before one) deletes the digit
 * beyond it, as banking apps do, instead of the comma coming straight back.
 */
export function editAmountText({ text, caret, previous, deletion, decimals = 2 }: AmountEdit): {
  text: string;
  caret: number;
} {
  const added = decimalsOf(significant(text));
  if (added > decimals && added > decimalsOf(significant(previous))) {
    // A third decimal (a point at all, for a currency without decimals): the field stays as it was.
    return { text: previous, caret: Math.max(0, Math.min(previous.length, caret - (text.length - previous.length))) };
  }
  let edited = text;
  let at = caret;
  const removedOnlyComma =
    deletion !== undefined &&
    edited.length === previous.length - 1 &&
    significant(edited) === significant(previous) &&
    previous[at] === ',';
  if (removedOnlyComma) {
    if (deletion === 'backward' && at > 0) {
      edited = edited.slice(0, at - 1) + edited.slice(at);
      at -= 1;
    } else if (deletion === 'forward') {
      edited = edited.slice(0, at) + edited.slice(at + 1);
    }
  }
  const count = significantBefore(edited, at);
  const grouped = groupAmountText(edited);
  // Leading zeros dropped or a "0" added before a point move the count by the same amount.
  const shift = significant(grouped).length - significant(edited).length;
  return { text: grouped, caret: caretAfter(grouped, Math.max(0, count + shift)) };
}
