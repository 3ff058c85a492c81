/**
 * Contact details in a ride's messages are hidden until a seat is approved (issue 11):
 * phone numbers, email addresses and payment handles are replaced by MASKED_CONTACT, so
 * students arrange and pay inside CampusRide until both sides have committed. Ordinary
 * text (times like 5:30, prices like $25, dates, I-75, a ZIP code) is left alone.
 */
export const MASKED_CONTACT = "[hidden until booking is approved]";

/** A run with at least this many digits (written or spelled) is taken for a phone number. */
const PHONE_MIN_DIGITS = 7;

const EMAIL = /[\w.%+-]+\s*@\s*[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}\b/gi;
/** "ana at ufl dot edu", "ana (at) ufl (dot) edu": an address spelled out to get past the mask. */
const SPELLED_EMAIL =
  /\b[\w.+-]+\s*(?:\s+at\s+|\(at\)|\[at\])\s*[\w-]+\s*(?:\s+dot\s+|\(dot\)|\[dot\])\s*(?:com|edu|net|org|io|co|us|me)\b/gi;
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
const DIGIT_UNIT = `(?:\\d+|${DIGIT_WORDS})`;
/** Digits or spelled digits separated by spaces, dots, dashes or parentheses, "+1" first or not. */
const NUMBER_RUN = new RegExp(
  `(?<![\\w$.:/,])[+(]?\\s?${DIGIT_UNIT}(?:[ \\t.()-]{1,3}${DIGIT_UNIT})*\\)?(?![\\w:/]|[.,]\\d)`,
  "gi",
);
const DIGIT_WORD = new RegExp(`^(?:${DIGIT_WORDS})$`, "i");
/** Runs of many digits that are not phone numbers: a date, a range of years, a ZIP+4. */
const NOT_A_PHONE = [
  /^\d{4}[ .-]\d{1,2}[ .-]\d{1,2}$/,
  /^\d{1,2}[ .-]\d{1,2}[ .-]\d{4}$/,
  /^(?:19|20)\d{2}\s?-\s?(?:19|20)\d{2}$/,
  /^\d{5}-\d{4}$/,
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

function maskNumberRun(run: string): string {
  const bare = run.replace(/^[+(\s]+|[)\s]+$/g, "");
  if (digitCount(run) < PHONE_MIN_DIGITS || NOT_A_PHONE.some((pattern) => pattern.test(bare))) return run;
  return MASKED_CONTACT;
}

/** Where the account named after a payment app, within its next few words, is: [start, end). */
function paymentHandleSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
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

function maskSpans(text: string, spans: Array<[number, number]>): string {
  let result = text;
  for (const [start, end] of [...spans].sort((a, b) => b[0] - a[0])) {
    result = `${result.slice(0, start)}${MASKED_CONTACT}${result.slice(end)}`;
  }
  return result;
}

/**
 * The text with phone numbers, email addresses and payment handles replaced by
 * MASKED_CONTACT. Pure: the same text always gives the same answer.
 */
export function maskContactDetails(input: string): MaskedText {
  let text = input.replace(PAYMENT_LINK, MASKED_CONTACT).replace(EMAIL, MASKED_CONTACT);
  text = text.replace(SPELLED_EMAIL, MASKED_CONTACT);
  text = maskSpans(text, paymentHandleSpans(text));
  text = text.replace(CASHTAG, MASKED_CONTACT).replace(NUMBER_RUN, maskNumberRun);
  return { text, masked: text !== input };
}
