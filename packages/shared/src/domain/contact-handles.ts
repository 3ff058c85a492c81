/**
 * Accounts named in free text: payment handles ("venmo @x", "$cashtag", "zelle x22"),
 * social handles after the app's name ("ig: @ana.rides", "snap me ana_rides22", "add me on
 * telegram: anarides"), @handles anywhere, and links to a payment or social profile.
 * "Is venmo fine?", "ig we can leave at 5", "Columbia, SC 29201", "2 x 2 feet", "meet @
 * the Union" and "@noon" stay as written.
 */
import { type Span, matchSpans } from "./contact-spans.ts";

const CONTACT_LINK = new RegExp(
  String.raw`\b(?:https?:\/\/)?(?:www\.)?(?:paypal\.me|(?:account\.)?venmo\.com|cash\.app|instagram\.com|instagr\.am|snapchat\.com|facebook\.com|fb\.com|fb\.me|m\.me|tiktok\.com|twitter\.com|x\.com|t\.me|telegram\.me|wa\.me|discord\.gg|discord\.com|linktr\.ee|threads\.net)\/[^\s]*`,
  "gi",
);
/** A Cash App $cashtag: a dollar sign before a letter ($25 is a price). */
const CASHTAG = /(?<![\w$])\$[a-z][\w-]{0,20}\b/gi;

/** Apps whose name alone says an account follows: any handle-like word after it is one. */
const APPS =
  /(?<![\p{L}\p{N}_])(?:venmo|cash\s?app|zelle|pay\s?pal|instagram|insta|ig|snapchat|snap|telegram|whatsapp|discord|facebook|tiktok|twitter|threads|kik|groupme|messenger|linkedin|bereal|e-?mail|gmail)(?![\p{L}\p{N}_])/giu;
/**
 * Apps whose short name is also an ordinary word (SC, x, DC): only an account that starts
 * with a letter or "@" counts after it ("sc ana_r22", "x: @ana"), so "Columbia, SC 29201"
 * and "2 x 3.5ft" stay as written.
 */
const SHORT_APP_NAMES = /(?<![\p{L}\p{N}_])(?:sc|tg|wa|fb|dc|tt|x|signal)(?![\p{L}\p{N}_])/giu;
const STARTS_LIKE_A_NAME = /^[@\p{L}_]/u;
/** Apps whose name may be followed by a plain word after a colon or "@": "ig: anarides". */
const SOCIAL_APP =
  /^(?:instagram|insta|ig|snapchat|snap|telegram|whatsapp|discord|tiktok|twitter|threads|kik)$/i;
/** An account written before its app's name: "ana_r22 on snap", "ana.rides (ig)". */
const APP_AFTER_HANDLE =
  /(?<![\p{L}\p{N}_.@-])([\p{L}\p{N}_.-]+)(?:\s+(?:on|at)\s+|\s*[@(-]\s*)(?:instagram|insta|ig|snapchat|snap|telegram|whatsapp|discord|tiktok|twitter|threads|venmo|cash\s?app|zelle)(?![\p{L}\p{N}_])/giu;

/** Words between an app and its account: "venmo me at @x", "my zelle is x", "add me on snap: x". */
const FILLER = new Set([
  "me",
  "at",
  "is",
  "it's",
  "its",
  "it",
  "my",
  "handle",
  "username",
  "user",
  "name",
  "id",
  "on",
  "to",
  "via",
  "add",
  "dm",
  "follow",
  "hmu",
  "message",
  "msg",
  "account",
  "acc",
  "@",
  ":",
  "-",
]);
/**
 * "@name", "$name", or a word with a letter and a digit, _ or . ("ana_r", "ana.rides22",
 * "ana#1234") that is not a time, an ordinal, a road or initials ("5pm", "2nd", "I-75", "U.S.").
 */
const SIGIL_HANDLE = /^[@$][\p{L}_][\p{L}\p{N}_.-]*$/u;
const HANDLE = /^(?=.*\p{L})(?=.*[\p{N}_.])[\p{L}\p{N}_.#-]*[\p{L}\p{N}_]$/u;
const NOT_A_HANDLE =
  /^(?:\d+(?:st|nd|rd|th|am|pm|a|p|ish|min|mins|hrs?|k|x\d+)|[a-z]{1,2}-?\d{1,4}|\d{1,4}[a-z]{1,2}|(?:[a-z]\.)+[a-z]?)$/i;
const PLAIN_NAME = /^[\p{L}][\p{L}\p{N}]{2,}$/u;

/** After "@": a name, not a time ("@5pm") nor a place or time of day ("@noon", "@the Union"). */
const AT_HANDLE = /(?<![\p{L}\p{N}_.+-])[\p{L}\p{N}_.+-]*@([\p{L}\p{N}_][\p{L}\p{N}_.-]*[\p{L}\p{N}_])/gu;
const NOT_AN_AT_HANDLE = new Set([
  "noon",
  "midnight",
  "night",
  "tonight",
  "tomorrow",
  "home",
  "work",
  "school",
  "campus",
  "the",
  "my",
  "your",
  "his",
  "her",
  "their",
  "our",
  "this",
  "that",
]);

const isHandle = (word: string) => SIGIL_HANDLE.test(word) || (HANDLE.test(word) && !NOT_A_HANDLE.test(word));

/**
 * Where the account named after the app, within the next few words from `from`, is. A
 * plain word ("anarides") counts only where `plain` allows it, right after a colon or "@";
 * after a `strict` (short) app name, only an account that starts like a name.
 */
function handleAfter(text: string, from: number, plain: boolean, strict = false): Span | undefined {
  const words = /([\s:,]*)([^\s:,]+)/gy;
  words.lastIndex = from;
  let colon = false;
  for (let count = 0; count < 5; count += 1) {
    const match = words.exec(text);
    if (!match) return undefined;
    const [, gap = "", written = ""] = match;
    const word = written.replace(/[!?,.;)]+$/, "");
    colon ||= gap.includes(":");
    const named = isHandle(word) && (!strict || STARTS_LIKE_A_NAME.test(word));
    if (named || (plain && colon && PLAIN_NAME.test(word))) {
      const start = match.index + gap.length;
      return [start, start + word.length];
    }
    if (!FILLER.has(word.toLowerCase())) return undefined;
    colon = word === "@";
  }
  return undefined;
}

function appHandleSpans(text: string): Span[] {
  const spans: (Span | undefined)[] = [];
  for (const app of text.matchAll(APPS)) {
    spans.push(handleAfter(text, app.index + app[0].length, SOCIAL_APP.test(app[0])));
  }
  for (const app of text.matchAll(SHORT_APP_NAMES)) {
    spans.push(handleAfter(text, app.index + app[0].length, false, true));
  }
  for (const found of text.matchAll(APP_AFTER_HANDLE)) {
    const word = found[1] ?? "";
    if (isHandle(word)) spans.push([found.index, found.index + word.length]);
  }
  return spans.filter((span) => span !== undefined);
}

/** Where the payment and social accounts in the folded text are. */
export function handleSpans(text: string): Span[] {
  return [
    ...matchSpans(text, CONTACT_LINK),
    ...appHandleSpans(text),
    ...matchSpans(text, CASHTAG),
    ...matchSpans(text, AT_HANDLE, (found) => {
      const name = found[1] ?? "";
      return /\p{L}/u.test(name) && !NOT_AN_AT_HANDLE.has(name.toLowerCase()) && !NOT_A_HANDLE.test(name);
    }),
  ];
}
