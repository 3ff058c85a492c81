/**
 * Contact details in a ride's messages are hidden until a seat is approved (issue 11):
 * phone numbers, email addresses and payment handles are replaced by MASKED_CONTACT, so
 * students arrange and pay inside CampusRide until both sides have committed. Ordinary
 * text (times like 5:30, prices like $25, dates, I-75, a ZIP code) is left alone.
 */
import { contactText } from "./contact-text.ts";

export const MASKED_CONTACT = "[hidden until booking is approved]";

/** A run with at least this many digits (written or spelled) is taken for a phone number. */
const PHONE_MIN_DIGITS = 7;

const LOCAL_PART = String.raw`[\p{L}\p{N}_.%+-]+`;
const DOMAIN_LABEL = String.raw`[\p{L}\p{N}-]+`;
const EMAIL = new RegExp(
  String.raw`${LOCAL_PART}\s*@\s*${DOMAIN_LABEL}(?:\.${DOMAIN_LABEL})*\.[a-z]{2,}(?![\p{L}\p{N}_-])`,
  "giu",
);
/**
 * An address written to get past the mask: "ana at ufl dot edu", "ana (at) ufl (dot) edu",
 * "ana at gmail.com", "ana @ ufl . edu". Only common endings count here, so "at home. Me
 * too" stays as written.
 */
const SPELLED_AT = String.raw`(?:\s+at\s+|\s*\(at\)\s*|\s*\[at\]\s*|\s*@\s*)`;
const SPELLED_DOT = String.raw`(?:\s+dot\s+|\s*\(dot\)\s*|\s*\[dot\]\s*|\.|\s+\.\s+)`;
const COMMON_ENDING = "(?:com|edu|net|org|io|co|us|me|gov|info)";
const SPELLED_EMAIL = new RegExp(
  String.raw`(?<![\p{L}\p{N}_.+-])${LOCAL_PART}${SPELLED_AT}${DOMAIN_LABEL}(?:${SPELLED_DOT}${DOMAIN_LABEL})*?${SPELLED_DOT}${COMMON_ENDING}(?![\p{L}\p{N}_-])`,
  "giu",
);
const PAYMENT_LINK =
  /\b(?:https?:\/\/)?(?:www\.)?(?:paypal\.me|(?:account\.)?venmo\.com|cash\.app)\/[^\s]*/gi;
/** A Cash App $cashtag: a dollar sign before a letter ($25 is a price). */
const CASHTAG = /(?<![\w$])\$[a-z][\w-]{0,20}\b/gi;
const PAYMENT_APP = /\b(?:venmo|cash\s?app|zelle|pay\s?pal)\b/gi;
/** Words between a payment app and its handle: "venmo me at @x", "my zelle is x". */
const HANDLE_FILLER = new Set([
  "me",
  "at",
  "is",
  "it's",
  "its",
  "my",
  "handle",
  "username",
  "user",
  "name",
  "id",
  "on",
  "to",
  "via",
  "@",
  ":",
  "-",
]);
/** A token after a payment app that names an account: "@x", "$x", or a word with a digit, _ . or -. */
const HANDLE = /^(?:[@$][\w.-]+|[\w.-]*[\d_.-][\w.-]*\w)$/;

const DIGIT_WORDS = "zero|oh|one|two|three|four|five|six|seven|eight|nine";
const DIGIT_UNIT = String.raw`(?:\d+|\b(?:${DIGIT_WORDS})\b)`;
/** Between the digits of a number: spaces, dots, dashes, parentheses, slashes, commas, _. */
const SEPARATOR = String.raw`[ .()/,_-]{1,3}`;
/**
 * Digits or spelled digits with separators, "+1" or "(" first or not; not starting inside
 * a number ("3.5", "$1,000", "10:30") nor stopping before more of it.
 */
const NUMBER_RUN = new RegExp(
  String.raw`(?<!\d|\$|\d[.:/,])(?:[+(]\s?)?${DIGIT_UNIT}(?:${SEPARATOR}${DIGIT_UNIT})*\)?(?!\d|[.,:/]\d)`,
  "gi",
);
const DIGIT_WORD = new RegExp(`^(?:${DIGIT_WORDS})$`, "i");
/** Runs of many digits that are not phone numbers: dates, a range of years or dates, a ZIP+4, thousands. */
const DATE = String.raw`(?:\d{4}[ ./-]\d{1,2}[ ./-]\d{1,2}|\d{1,2}[ ./-]\d{1,2}[ ./-]\d{2,4}|\d{1,2}/\d{1,2})`;
const NOT_A_PHONE = [
  new RegExp(String.raw`^${DATE}(?:\s?-\s?${DATE})?$`),
  /^(?:19|20)\d{2}\s?-\s?(?:19|20)\d{2}$/,
  /^\d{5}-\d{4}$/,
  /^\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?$/,
];

export interface MaskedText {
  text: string;
  /** Whether anything was hidden. */
  masked: boolean;
}

function digitCount(run: string): number {
  let count = 0;
  for (const unit of run.split(/[^\da-z]+/i)) {
    if (/^\d+$/.test(unit)) count += unit.length;
    else if (DIGIT_WORD.test(unit)) count += 1;
  }
  return count;
}

type Span = [start: number, end: number];

function isPhoneNumber(run: string): boolean {
  const bare = run.replace(/^[+(\s]+|[)\s]+$/g, "");
  return digitCount(run) >= PHONE_MIN_DIGITS && !NOT_A_PHONE.some((pattern) => pattern.test(bare));
}

function matchSpans(text: string, pattern: RegExp, keep: (found: string) => boolean = () => true): Span[] {
  return [...text.matchAll(pattern)]
    .filter((found) => found[0].length > 0 && keep(found[0]))
    .map((found) => [found.index, found.index + found[0].length]);
}

/** Where the account named after a payment app, within its next few words, is. */
function paymentHandleSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (const app of text.matchAll(PAYMENT_APP)) {
    const words = /([\s:,]*)([^\s:,]+)/gy;
    words.lastIndex = app.index + app[0].length;
    for (let count = 0; count < 4; count += 1) {
      const match = words.exec(text);
      if (!match) break;
      const word = (match[2] ?? "").replace(/[!?,.;]+$/, "");
      if (HANDLE.test(word)) {
        const start = match.index + (match[1] ?? "").length;
        spans.push([start, start + word.length]);
        break;
      }
      if (!HANDLE_FILLER.has(word.toLowerCase())) break;
    }
  }
  return spans;
}

/** Overlapping spans as one, in order. */
function mergeSpans(spans: Span[]): Span[] {
  const merged: Span[] = [];
  for (const [start, end] of [...spans].sort((a, b) => a[0] - b[0])) {
    const last = merged.at(-1);
    if (last && start < last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/**
 * Free text others read whatever the bookings: a request's note (the driver reads it
 * before approving), a trip's notes (its public page), a review's comment (public).
 * Contact details are always hidden; no text is null.
 */
export function maskFreeText(text: string | null | undefined): string | null {
  return text ? maskContactDetails(text).text : null;
}

/**
 * The text with phone numbers, email addresses and payment handles replaced by
 * MASKED_CONTACT. They are looked for in a folded copy (contact-text.ts: full-width or
 * other scripts' digits, invisible characters, any dash or white space) and hidden in the
 * text as written. Pure: the same text always gives the same answer.
 */
export function maskContactDetails(input: string): MaskedText {
  const folded = contactText(input);
  const { text } = folded;
  const spans = mergeSpans([
    ...matchSpans(text, PAYMENT_LINK),
    ...matchSpans(text, EMAIL),
    ...matchSpans(text, SPELLED_EMAIL),
    ...paymentHandleSpans(text),
    ...matchSpans(text, CASHTAG),
    ...matchSpans(text, NUMBER_RUN, isPhoneNumber),
  ]);
  let result = input;
  for (const [start, end] of spans.reverse()) {
    result = `${result.slice(0, folded.starts[start])}${MASKED_CONTACT}${result.slice(folded.ends[end - 1])}`;
  }
  return { text: result, masked: spans.length > 0 };
}
