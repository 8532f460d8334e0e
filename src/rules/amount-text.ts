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
  const [units, decimals] = plain.split('.') as [string, string | undefined];
  const digits = units.replace(/^0+(?=\d)/, '') || (decimals === undefined ? '' : '0');
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return decimals === undefined ? grouped : `${grouped}.${decimals}`;
}

/**
 * Why a written amount cannot be taken as it stands, so it is refused with a message rather
 * than read as another amount: `fraction`, decimals in a currency without them (kip: "150000.75" is neither
 * 150,000 nor 15,000,075); `decimals`, more decimals than the currency takes ("150.755" baht); `separator`, a "."
 * or "," that is neither the decimal point nor a group of three ("150,75", "1,50,000", "1.5.00").
 */
export type AmountProblem = 'fraction' | 'decimals' | 'separator';

export type AmountReading = { plain: string } | { problem: AmountProblem };

/** "1,500" or "1,500,000": groups of exactly three after the first. */
const COMMA_GROUPS = /^\d{1,3}(?:,\d{3})+$/;
/** "1.500.000": dots between thousands, two at least ("1.500" may be 1.5: refused as decimals, not read as 1,500). */
const DOT_GROUPS = /^\d{1,3}(?:\.\d{3}){2,}$/;

/**
 * Whole digits and a decimal part (after the decimal mark) as one plain amount, or the problem. `pasted`: an amount
 * written elsewhere, whose zeros beyond the currency's decimals change nothing ("150000.00" kip is 150,000 kip). A
 * field's own text is strict: a point in kip is refused until it is removed, zeros included, so that digits typed
 * after it are never taken as more whole kip.
 */
function withDecimals(units: string, fraction: string, decimals: number, pasted: boolean): AmountReading {
  const extra = fraction.slice(decimals);
  if (decimals === 0) return pasted && /^0*$/.test(fraction) ? { plain: units } : { problem: 'fraction' };
  if (extra !== '' && !(pasted && /^0*$/.test(extra))) return { problem: 'decimals' };
  return { plain: `${units}.${fraction.slice(0, decimals)}` };
}

/**
 * An amount as written: "1,500,000", "1500000", "150.00", "1,500.50", "12." (a point typed last); and, `pasted` from
 * elsewhere, "1.500.000" (dots between thousands), "1.500,50" (a decimal comma after dot groups), zeros beyond the
 * currency's decimals. Letters, spaces and currency signs are left out ("฿1,500", "150 baht"). `decimals`: how many
 * the currency takes (2 baht, 0 kip). Its plain form ("1500000", "1500.5", "12.") or why it cannot be taken; null
 * when it holds no digit at all.
 */
export function readAmount(text: string, decimals = 2, pasted = false): AmountReading | null {
  const kept = text.replace(/[^\d.,]/g, '');
  if (!/\d/.test(kept)) return null;
  if (/^\d*$/.test(kept) || COMMA_GROUPS.test(kept)) return { plain: kept.replace(/,/g, '') };
  if (pasted && DOT_GROUPS.test(kept)) return { plain: kept.replace(/\./g, '') };
  // One decimal point, after plain digits or comma groups ("150.00", "1,500.50", ".5", "12.").
  const point = /^(\d*|\d{1,3}(?:,\d{3})+)\.(\d*)$/.exec(kept);
  // "1.500" or "150.000" pasted: three digits after a lone point may be a thousands mark; not read either way.
  if (point && pasted && !point[1].includes(',') && point[2].length === 3 && decimals < 3)
    return { problem: 'separator' };
  if (point) return withDecimals(point[1].replace(/,/g, ''), point[2], decimals, pasted);
  // A decimal comma after dot groups ("1.500,50"); a comma alone is not read as one ("150,75": 150.75 or 15,075?).
  const comma = pasted ? /^(\d{1,3}(?:\.\d{3})+),(\d+)$/.exec(kept) : null;
  if (comma) return withDecimals(comma[1].replace(/\./g, ''), comma[2], decimals, pasted);
  return { problem: 'separator' };
}

/** Why a field's text cannot be taken as an amount of the currency, or null when it can (or is empty). */
export function amountProblem(text: string, decimals = 2): AmountProblem | null {
  const reading = readAmount(text, decimals);
  return reading && 'problem' in reading ? reading.problem : null;
}

/**
 * The amount a field's text stands for ("1,000.50" -> 1000.5, " 100 " -> 100); NaN when it is not an amount as
 * written: anything but digits, grouping commas and one point, or (with `decimals`) more decimals than that.
 */
export function parseAmount(text: string, decimals = Number.POSITIVE_INFINITY): number {
  const cleaned = text.trim();
  if (!/^[\d.,]+$/.test(cleaned)) return Number.NaN;
  const reading = readAmount(cleaned, Number.isFinite(decimals) ? decimals : 20);
  if (!reading || 'problem' in reading) return Number.NaN;
  return Number(reading.plain);
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
  /** The edit put in text written elsewhere (a paste or a drop): it is read as one whole amount. */
  pasted?: boolean;
  /** The most decimals the amount takes (2 unless told): an edit that would add more is refused as typed. */
  decimals?: number;
}

/** How many decimals the plain text carries; a point with none after it counts as one (more are coming). */
function decimalsOf(plain: string): number {
  const point = plain.indexOf('.');
  return point < 0 ? 0 : Math.max(1, plain.length - point - 1);
}

/** The caret in `text` after its first `count` digits (0: the start). */
function caretAfterDigits(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] >= '0' && text[i] <= '9') seen += 1;
    if (seen === count) return i + 1;
  }
  return text.length;
}

const marks = (text: string, mark: string) => text.split(mark).length - 1;

/**
 * An edit read as a written amount (a paste, a "." or "," the field cannot group by itself, or an edit of text
 * that was refused): its amount, grouped, when it reads as one; else the text as written (letters and spaces
 * left out), never some other amount, for the field to refuse with its message (amountProblem).
 */
function readEdit(text: string, caret: number, decimals: number, pasted: boolean): { text: string; caret: number } {
  const written = text.replace(/[^\d.,]/g, '');
  const before = text.slice(0, caret).replace(/[^\d.,]/g, '');
  const reading = readAmount(written, decimals, pasted);
  if (!reading) return { text: '', caret: 0 };
  if ('problem' in reading) return { text: written, caret: before.length };
  const grouped = groupAmountText(reading.plain);
  if (pasted) return { text: grouped, caret: grouped.length };
  // After a decimal mark typed last, the caret goes after the point grouping kept.
  const digits = before.replace(/\D/g, '').length;
  const at = caretAfterDigits(grouped, digits);
  return { text: grouped, caret: grouped[at] === '.' && /[.,]$/.test(before) ? at + 1 : at };
}

/**
 * The grouped text and where the caret goes after an edit: it stays next to the same digit it followed. An edit
 * that gives the amount more decimals than it takes is refused, as typed.
 * Deleting only a grouping comma (Backspace just after one, Delete just before one) deletes the digit
 * beyond it, as banking apps do, instead of the comma coming straight back.
 *
 * An amount is never changed by a factor: a paste is read whole ("1,500,000", "1.500.000",
 * "150.00"); a "," typed by hand, or a "." in a currency without decimals, stays where it was typed, and the text
 * is refused (amountProblem) until it reads as one amount, so "150000.75" in kip never becomes 15,000,075 and
 * "150,75" never 15,075.
 */
export function editAmountText({ text, caret, previous, deletion, decimals = 2, ...edit }: AmountEdit): {
  text: string;
  caret: number;
} {
  const pasted = edit.pasted === true || (deletion === undefined && text.length - previous.length > 1);
  const typedMark =
    deletion === undefined &&
    (marks(text, ',') > marks(previous, ',') || (decimals === 0 && marks(text, '.') > marks(previous, '.')));
  if (pasted || typedMark || amountProblem(previous, decimals) !== null) return readEdit(text, caret, decimals, pasted);
  const added = decimalsOf(significant(text));
  if (added > decimals) {
    // A decimal more than the currency takes (a text that had more already is a problem, read above): the field
    // stays as it was.
    return { text: previous, caret: Math.max(0, Math.min(previous.length, caret - (text.length - previous.length))) };
  }
  let edited = text;
  let at = caret;
  // One character deleted is the one that stood at the caret: a comma there is all that went.
  const removedOnlyComma = deletion !== undefined && edited.length === previous.length - 1 && previous[at] === ',';
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
