/**
 * The text contact masking reads: a copy of what was written with the tricks that hide a
 * number or an address from a pattern undone — compatibility forms folded (NFKC: full-width
 * ３ and ＠, math bold digits), invisible format characters (zero-width spaces, soft
 * hyphens) dropped, every script's decimal digits written 0–9, every dash written '-',
 * every run of white space (new lines included) one space, and an O among digits a zero.
 * Each character of the copy remembers the stretch of the original it came from, so what
 * is found in the copy is hidden in the original, and everything else stays as written.
 */
interface ContactText {
  text: string;
  /** For each UTF-16 unit of `text`, where its stretch of the original starts and ends. */
  starts: number[];
  ends: number[];
}

const FORMAT_CHARACTER = /^\p{Cf}$/u;
const SPACE = /^\s$/u;
const DECIMAL_DIGIT = /^\p{Nd}$/u;
const DASH = /^\p{Pd}$/u;
/** A word of digits and the letter O ("01OO"): the O stands for a zero. */
const DIGITS_WITH_OH = /(?<![\p{L}\p{N}_])[\doO]*\d[\doO]*(?![\p{L}\p{N}_])/gu;

/**
 * The value of a decimal digit of any script. Unicode encodes each script's digits 0–9 in
 * a row, so the value is the distance from the start of its run of digits, modulo 10.
 */
function digitValue(character: string): number {
  const codePoint = character.codePointAt(0) ?? 0;
  let start = codePoint;
  while (start > 0 && DECIMAL_DIGIT.test(String.fromCodePoint(start - 1))) start -= 1;
  return (codePoint - start) % 10;
}

function foldCharacter(character: string): string {
  if (FORMAT_CHARACTER.test(character)) return "";
  if (SPACE.test(character)) return " ";
  if (DECIMAL_DIGIT.test(character)) return String(digitValue(character));
  if (DASH.test(character)) return "-";
  return character;
}

/** The copy of `input` masking reads, with where each of its characters came from. */
export function contactText(input: string): ContactText {
  let text = "";
  const starts: number[] = [];
  const ends: number[] = [];
  for (const { 0: codePoint, index: start } of input.matchAll(/[\s\S]/gu)) {
    const end = start + codePoint.length;
    // ASCII folds to itself but for white space: no need to normalize it (most text is ASCII)
    const folded =
      codePoint.charCodeAt(0) < 0x80
        ? codePoint.replace(/\s/, " ")
        : [...codePoint.normalize("NFKC")].map(foldCharacter).join("");
    // one UTF-16 unit at a time: an emoji is two, and each needs its stretch
    for (const unit of folded.split("")) {
      if (unit === " " && text.endsWith(" ")) {
        ends[ends.length - 1] = end;
        continue;
      }
      text += unit;
      starts.push(start);
      ends.push(end);
    }
  }
  text = text.replace(DIGITS_WITH_OH, (word) => word.replace(/o/gi, "0"));
  return { text, starts, ends };
}
