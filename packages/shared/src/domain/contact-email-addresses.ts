/**
 * Email addresses in free text, written plainly or spelled to get past the mask: "ana at
 * ufl dot edu", "ana (at) ufl [dot] edu", "ana AT gmail", "ana-at-ufl-dot-edu",
 * "anaATuflDOTedu".
 */
import { type Span, matchSpans } from "./contact-spans.ts";

const LOCAL_PART = String.raw`[\p{L}\p{N}_.%+-]+`;
const DOMAIN_LABEL = String.raw`[\p{L}\p{N}-]+`;
const NOT_AFTER = String.raw`(?![\p{L}\p{N}_-])`;

const EMAIL = new RegExp(
  String.raw`${LOCAL_PART}@${DOMAIN_LABEL}(?:\.${DOMAIN_LABEL})*\.[a-z]{2,}${NOT_AFTER}`,
  "giu",
);

/**
 * The spelled pattern is case-sensitive, as "AT" glued between lower-case parts
 * ("anaATufl") is told from a word by its case; the spelled words match in any case.
 */
const anyCase = (words: string) => words.replace(/[a-z]/g, (letter) => `[${letter}${letter.toUpperCase()}]`);
const GLUED = String.raw`(?<=[\p{Ll}\p{N}])`;
/**
 * "@", " @ ", "(at)", "[at]", "{at}", "<at>", " at ", "-at-", "_at_", " at sign ", "AT"
 * glued. An "@" with a space on one side only starts a handle ("text me at @ana.r").
 */
const SPELLED_AT = String.raw`(?:@|\s+@\s+|\s*[[({<]\s*${anyCase("at")}\s*[\])}>]\s*|[\s_-]+${anyCase("at")}(?:\s+${anyCase("sign")})?[\s_-]+|${GLUED}(?:AT|At))`;
/** ".", " . ", "(dot)", "[dot]", " dot ", "-dot-", "DOT" glued. */
const SPELLED_DOT = String.raw`(?:\.|\s+\.\s+|\s*[[({<]\s*${anyCase("dot")}\s*[\])}>]\s*|[\s_-]+${anyCase("dot")}[\s_-]+|${GLUED}(?:DOT|Dot))`;
const COMMON_ENDING = anyCase("(?:com|edu|net|org|io|co|us|me|gov|info)");
const WEBMAIL = anyCase("(?:gmail|googlemail|yahoo|ymail|hotmail|outlook|icloud|aol|protonmail|proton|gmx)");
/**
 * A spelled address counts only with a common ending or a webmail name after the "at", so
 * "meet at home. Me too" and "I'm at the Union" stay as written.
 */
/**
 * A label of the domain, up to an "-at-" or a glued "AT" in it: in "text me at ana-at-ufl.edu"
 * and "text me at anaATufl.edu" the address starts at "ana".
 */
const SPELLED_LABEL = String.raw`(?:(?![_-]${anyCase("at")}[_-]|${GLUED}A[tT])[\p{L}\p{N}-])+`;
const SPELLED_EMAIL = new RegExp(
  String.raw`(?<![\p{L}\p{N}_.+-])${LOCAL_PART}${SPELLED_AT}(?:${SPELLED_LABEL}(?:${SPELLED_DOT}${SPELLED_LABEL})*${SPELLED_DOT}${COMMON_ENDING}|${WEBMAIL})${NOT_AFTER}`,
  "gu",
);

/** Where the email addresses in the folded text are. */
export function emailAddressSpans(text: string): Span[] {
  return [...matchSpans(text, EMAIL), ...matchSpans(text, SPELLED_EMAIL)];
}
