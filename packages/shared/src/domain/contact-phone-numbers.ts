/**
 * Phone numbers in free text, however they are split: "352 555 0142", "352*555*0142",
 * "352|555|0142", "three five two…", "352 555 and then 0142". The text is read as groups
 * of digits (or spelled digits); groups with only punctuation, spaces or a few joining
 * words between them ("and then", "dash", "followed by") are one run. A run is a phone
 * number when its digits that are not a time, a date, a price, a highway or a gate add up
 * to seven or more, or when it is shaped like one (3-3-4, ten digits in a row), whatever
 * its pieces look like. Ordinary ride talk (5:30, $25, 12/20/2026, I-75 then 441, exit
 * 384, 2025-2026) stays as written.
 */
import { type Span, matchSpans } from "./contact-spans.ts";

/** A run with at least this many digits (written or spelled) is taken for a phone number. */
const PHONE_MIN_DIGITS = 7;
/** At most this many joining words in a row between two groups of a run. */
const MAX_JOINING_WORDS = 5;

/** A word of spelled digits, one or several run together ("five", "threefivetwo"). */
const DIGIT_WORDS = /^(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)+$/i;
const DIGIT_WORD = /zero|oh|one|two|three|four|five|six|seven|eight|nine/gi;
/** Words that may stand between the pieces of a number written to get past the mask. */
const JOINING_WORDS = new Set([
  "and",
  "then",
  "plus",
  "next",
  "after",
  "that",
  "followed",
  "by",
  "comma",
  "dash",
  "hyphen",
  "space",
  "dot",
  "slash",
  "the",
  "last",
  "rest",
  "ending",
  "ends",
  "in",
  "with",
  "is",
  "it",
  "s",
  "number",
  "area",
  "code",
  "also",
  "n",
]);

/** Numbers that are not pieces of a phone number, each checked by `valid` when given. */
interface NotAPhone {
  pattern: RegExp;
  valid?: (found: RegExpExecArray) => boolean;
}

const day = (month: number, dayOfMonth: number) =>
  month >= 1 && month <= 12 && dayOfMonth >= 1 && dayOfMonth <= 31;
/** Month and day either way round: 12/20 and 20/12. */
const monthAndDay = (first: string, second: string) =>
  day(Number(first), Number(second)) || day(Number(second), Number(first));
const roundOrSmall = (number: string) => {
  const groups = number.replace(/\..*$/, "").split(",");
  return groups.join("").length <= 6 || groups.slice(1).every((group) => group === "000");
};

const NOT_A_PHONE: NotAPhone[] = [
  // times: 5:30, 10:45pm, 5 pm, 10-11am, 6:30 to 7 p.m.
  { pattern: /(?<![\d:.,/])\d{1,2}:\d{2}(?!\d|[:.,/]\d)/g },
  {
    pattern: /(?<![\d:.,/])\d{1,2}(?::\d{2})?(?:\s?(?:-|to)\s?\d{1,2}(?::\d{2})?)?\s?[ap]\.?m\.?(?!\p{L})/giu,
  },
  // dates and their ranges: 11/26, 12/20/2026, 12-20-26, 11/22-11/30, 2026-12-18
  {
    pattern: /(?<!\d|\d[/.])(\d{1,2})([/.-])(\d{1,2})(?:\2(\d{4}|\d{2}))?(?!\d|\2\d)/g,
    valid: (found) => (found[2] === "/" || found[4] !== undefined) && monthAndDay(found[1]!, found[3]!),
  },
  {
    pattern: /(?<![\d/.-])(?:19|20)\d{2}([/.-])(\d{1,2})\1(\d{1,2})(?!\d|[/.-]\d)/g,
    valid: (found) => day(Number(found[2]), Number(found[3])),
  },
  // prices and amounts: $25, $12.50, $1,000, 3.5, 1,000,000
  { pattern: /(?<!\p{N})\$\s?(?:\d{1,3}(?:,\d{3})+|\d{1,5})(?:\.\d{1,2})?(?!\d|[.,]\d)/gu },
  { pattern: /(?<![\d.,])\d{1,4}\.\d{1,2}(?!\d|[.,]\d)/g },
  {
    pattern: /(?<![\d.,])\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?(?!\d|[.,]\d)/g,
    valid: (found) => roundOrSmall(found[0]),
  },
  // a ZIP+4
  { pattern: /(?<![\d-])\d{5}-\d{4}(?!\d|-\d)/g },
  // a number named by the word before it: exit 384, SR 26, gate 12, room 214, #203
  {
    pattern:
      /(?<!\p{L})(?:exit|route|rte|rt|hwy|highway|interstate|us|sr|cr|gate|terminal|door|flight|seat|row|room|rm|bus|suite|ste|apt|unit|lot|garage|level|floor|mile|marker|mm|building|bldg|tower|zone|carousel|claim|curb|platform|train|#)\.?\s?[-#]?\s?\d+/giu,
  },
  // I-75, and codes of capitals before a number: DL 1234, UA1523, SW 34th
  { pattern: /(?<!\p{L})(?:I-?|[A-Z]{2}\s?|[A-Z]\d\s)\d+/gu },
];

interface Group {
  start: number;
  end: number;
  /** How many digits: its length, or how many spelled digits it has ("five" 1, "threefive" 2). */
  digits: number;
  written: boolean;
  /** Part of a time, date, price, highway… */
  notAPhone: boolean;
  year: boolean;
}

/** Where the numbers that are not phone pieces are, as a flag per character of `text`. */
function notAPhoneMap(text: string): boolean[] {
  const covered = Array.from({ length: text.length }, () => false);
  for (const { pattern, valid } of NOT_A_PHONE) {
    for (const [start, end] of matchSpans(text, pattern, valid)) covered.fill(true, start, end);
  }
  return covered;
}

/** The text's groups of digits as runs: groups joined by punctuation or joining words. */
function digitRuns(text: string): Group[][] {
  const covered = notAPhoneMap(text);
  const runs: Group[][] = [];
  let run: Group[] = [];
  let joiningWords = 0;
  const close = () => {
    if (run.length > 0) runs.push(run);
    run = [];
    joiningWords = 0;
  };
  for (const { 0: token, index: start } of text.matchAll(/\d+|\p{L}+/gu)) {
    const end = start + token.length;
    const written = /^\d/.test(token);
    if (written || DIGIT_WORDS.test(token)) {
      run.push({
        start,
        end,
        digits: written ? token.length : (token.match(DIGIT_WORD) ?? []).length,
        written,
        notAPhone: written && covered.slice(start, end).every(Boolean),
        year: /^(?:19|20)\d{2}$/.test(token),
      });
      joiningWords = 0;
    } else if (run.length > 0 && JOINING_WORDS.has(token.toLowerCase()) && joiningWords < MAX_JOINING_WORDS) {
      joiningWords += 1;
    } else {
      close();
    }
  }
  close();
  return runs;
}

const sum = (groups: Group[]) => groups.reduce((total, group) => total + group.digits, 0);

/** A run's groups as written: spelled digits in a row ("three five two") are one piece. */
function pieces(run: Group[]): Group[][] {
  const result: Group[][] = [];
  for (const group of run) {
    const last = result.at(-1);
    if (last && !group.written && !last[0]!.written) last.push(group);
    else result.push([group]);
  }
  return result;
}

/** How many pieces from `sizes[at]` make a number: ten digits or more in one, 3-3-4, 3-7, 6-4. */
function phoneShapeLength(sizes: number[], at: number): number {
  if (sizes[at]! >= 10) return 1;
  if (sizes.slice(at, at + 3).join("-") === "3-3-4") return 3;
  return /^(?:3-7|6-4)$/.test(sizes.slice(at, at + 2).join("-")) ? 2 : 0;
}

/** The groups of a run shaped like a phone number, whatever its pieces look like. */
function phoneShaped(run: Group[]): Group[] {
  const runPieces = pieces(run);
  const sizes = runPieces.map(sum);
  for (let index = 0; index < runPieces.length; index += 1) {
    const length = phoneShapeLength(sizes, index);
    if (length > 0) return runPieces.slice(index, index + length).flat();
  }
  return [];
}

/**
 * The groups of a run that make it a phone number, or none: its pieces that are not a time,
 * a date, a price… when they add up to seven digits (not years alone), and the groups
 * shaped like a number.
 */
function phoneGroups(run: Group[]): Group[] {
  const candidates = run.filter((group) => !group.notAPhone);
  const shaped = phoneShaped(run);
  const enoughDigits = sum(candidates) >= PHONE_MIN_DIGITS && candidates.some((group) => !group.year);
  return enoughDigits || shaped.length > 0 ? [...candidates, ...shaped] : [];
}

/** A span widened to the "+" or "(" written just before it and a ")" it leaves open. */
function widen(text: string, [start, end]: Span): Span {
  const before = /[+(]\s?$/.exec(text.slice(Math.max(0, start - 2), start));
  const from = before ? start - before[0].length : start;
  const inside = text.slice(from, end);
  const open = (inside.match(/\(/g) ?? []).length > (inside.match(/\)/g) ?? []).length;
  const close = open ? /^\s?\)/.exec(text.slice(end)) : null;
  return [from, close ? end + close[0].length : end];
}

/** Where the phone numbers in the folded text are. */
export function phoneNumberSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (const run of digitRuns(text)) {
    const groups = phoneGroups(run);
    if (groups.length === 0) continue;
    const start = Math.min(...groups.map((group) => group.start));
    const end = Math.max(...groups.map((group) => group.end));
    spans.push(widen(text, [start, end]));
  }
  return spans;
}
