import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MASKED_CONTACT, maskContactDetails } from "../src/domain/contact-masking.ts";

// Contact details spelled every way a student trying to get past the mask might, inside
// ordinary ride talk: each one is hidden, and every word around it is kept as written.
const M = MASKED_CONTACT;

/** A contact as written, and the text the mask should leave in its place. */
interface Spelling {
  written: string;
  masked: string;
}

/** Ordinary messages around the contact; each starts and ends with a word. */
const BEFORE = [
  "Hey, is the seat still open for Friday? If so",
  "Leaving 11/26 at 7:30 from the Reitz, $25 a seat, via I-75 then 441. Anyway",
  "I have 2 bags and a guitar, flight DL 1234 lands at 3:45pm, gate B12, so",
  "Running 5 min late, stuck on 13th. Sorry! If anything changes",
  "Can we do 10-11am on 12/20/2026 instead? It's $12.50 for gas. For questions",
  "Meet @ the Union north entrance, exit 384 is mine. Otherwise",
  "ig we can leave at 5. Driving up to Columbia, SC for the weekend, so",
];
const AFTER = [
  "thanks!",
  "see you at 5:30 by the fountain",
  "whenever, 2 bags is fine",
  "before 12/20 please, I take I-75 north to exit 384",
  "and we can split the $36.75 for gas",
];
const sentence = (list: string[]) => fc.constantFrom(...list);

/** Characters that are neither letters nor digits, one to three of them between two groups. */
const SEPARATOR_CHARACTERS = [..." -.*|~/\\_,:;#^=+!?'\"`()[]{}<>$%&@•·★♥😀\n\t–—\u200b"];
const JOINING_WORDS = [
  " and then ",
  " then ",
  " and ",
  " plus ",
  " followed by ",
  " dash ",
  ", then ",
  " ... then ",
];
const separator = fc.oneof(
  fc
    .array(fc.constantFrom(...SEPARATOR_CHARACTERS), { minLength: 1, maxLength: 3 })
    .map((found) => found.join("")),
  fc.constantFrom(...JOINING_WORDS),
);

const DIGIT_NAMES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
/** A group of digits as written, or spelled out word by word ("three five two"). */
const group = (digits: string) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(digits) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.boolean(), fc.constantFrom(" ", "-", ", "))
        .map(([oh, between]) =>
          [...digits].map((digit) => (digit === "0" && oh ? "oh" : DIGIT_NAMES[Number(digit)])).join(between),
        ),
    },
  );

/** A US number (area code and exchange 2–9 first), split 3-3-4, 3-7, 6-4 or not at all, "+1" or not. */
const phoneNumber: fc.Arbitrary<Spelling> = fc
  .tuple(
    fc.stringMatching(/^[2-9]\d{2}[2-9]\d{6}$/),
    fc.constantFrom([3, 3, 4], [3, 7], [6, 4], [10]),
    fc.constantFrom("", "", "+1 ", "+1-", "1 ", "(", "+"),
  )
  .chain(([digits, sizes, prefix]) => {
    const cuts = sizes.map((size, index) => sizes.slice(0, index).reduce((a, b) => a + b, 0) + size);
    const groups = cuts.map((end, index) => digits.slice(cuts[index - 1] ?? 0, end));
    return fc
      .tuple(fc.tuple(...groups.map(group)), fc.array(separator, { minLength: 2, maxLength: 2 }))
      .map(([written, between]) => ({
        written:
          prefix +
          written.map((part, index) => (index === 0 ? part : `${between[index - 1]}${part}`)).join(""),
        masked: M,
      }));
  });

const SPELLED_AT = [
  "@",
  " @ ",
  " at ",
  " AT ",
  " At ",
  "(at)",
  " (at) ",
  "[at]",
  " [AT] ",
  "{at}",
  "<at>",
  "-at-",
  "_at_",
  "AT",
  "At",
  " at sign ",
];
const SPELLED_DOT = [
  ".",
  " . ",
  " dot ",
  " DOT ",
  "(dot)",
  " (dot) ",
  "[dot]",
  " [DOT] ",
  "{dot}",
  "-dot-",
  "_dot_",
  "DOT",
  "Dot",
];
const label = fc.stringMatching(/^[a-z][a-z0-9]{1,9}$/).filter((found) => !["at", "dot"].includes(found));
/** An address with "@" and every "." written or spelled, or "name at gmail" with no ending. */
const emailAddress: fc.Arbitrary<Spelling> = fc.oneof(
  fc
    .tuple(
      fc.stringMatching(/^[a-z][a-z0-9]{1,7}(?:[._][a-z0-9]{1,6})?$/),
      fc.constantFrom(...SPELLED_AT),
      fc.array(fc.tuple(label, fc.constantFrom(...SPELLED_DOT)), { minLength: 1, maxLength: 2 }),
      fc.constantFrom("edu", "com", "net", "org", "EDU", "Com"),
    )
    .map(([local, at, labels, ending]) => ({
      written: `${local}${at}${labels.map(([name, dot]) => `${name}${dot}`).join("")}${ending}`,
      masked: M,
    })),
  fc
    .tuple(
      label,
      fc.constantFrom(" at ", " AT ", "(at)", "AT"),
      fc.constantFrom("gmail", "yahoo", "outlook", "icloud"),
    )
    .map(([local, at, webmail]) => ({ written: `${local}${at}${webmail}`, masked: M })),
);

const PLATFORMS = ["ig", "insta", "instagram", "snap", "snapchat", "sc", "telegram", "tg", "whatsapp", "wa"];
const MORE_PLATFORMS = ["discord", "fb", "facebook", "tiktok", "twitter", "x"];
const WORDS_BEFORE_HANDLE = [
  " ",
  ": ",
  " : ",
  " - ",
  " me ",
  " me at ",
  " is ",
  " handle is ",
  " username: ",
  " at ",
  " @ ",
];
const inAnyCase = (word: string) =>
  fc.constantFrom(word, word.toUpperCase(), `${word.charAt(0).toUpperCase()}${word.slice(1)}`);
/**
 * An account name as people pick them: three or more letters, then a digit, _ or . ("ana_r",
 * "ana.rides22"). Two letters and digits alone read as a gate or a seat ("B12") and are kept.
 */
const handleName = fc.stringMatching(/^[a-z]{3,8}(?:[._][a-z]{1,6}|\d{1,3}|_[a-z0-9]{1,5})[a-z0-9]{0,3}$/);
/** A handle after an app's name, with or without ":", "@", "me", "at"; the words before it are kept. */
const socialHandle: fc.Arbitrary<Spelling> = fc
  .tuple(
    fc.constantFrom(...PLATFORMS, ...MORE_PLATFORMS).chain(inAnyCase),
    fc.constantFrom(...WORDS_BEFORE_HANDLE),
    fc.constantFrom("", "@"),
    handleName,
  )
  .map(([platform, words, sign, name]) => ({
    written: `${platform}${words}${sign}${name}`,
    masked: `${platform}${words}${M}`,
  }));
/** "@name" on its own, and a plain name right after "ig:" or "snap @". */
const atHandle: fc.Arbitrary<Spelling> = fc.oneof(
  fc
    .tuple(fc.constantFrom("", "find me ", "dm "), handleName)
    .map(([words, name]) => ({ written: `${words}@${name}`, masked: `${words}${M}` })),
  fc
    .tuple(
      fc.constantFrom("ig", "insta", "snap", "telegram", "discord"),
      fc.constantFrom(": ", " @ ", ":"),
      fc.stringMatching(/^[a-z]{3,12}$/),
    )
    .map(([platform, words, name]) => ({
      written: `${platform}${words}${name}`,
      masked: `${platform}${words}${M}`,
    })),
);

const LEAD_INS = ["text me at", "call", "my number is", "reach me:", "hit me up", "email me at", "add me"];
const contact = fc.oneof(phoneNumber, emailAddress, socialHandle, atHandle);

/** `spelling` inside ordinary talk: the message, and the message the mask should make of it. */
function inMessage(before: string, lead: string, spelling: Spelling, after: string) {
  return {
    message: `${before} ${lead} ${spelling.written} ${after}`,
    expected: `${before} ${lead} ${spelling.masked} ${after}`,
  };
}

function expectHidden(arbitrary: fc.Arbitrary<Spelling>) {
  fc.assert(
    fc.property(
      sentence(BEFORE),
      fc.constantFrom(...LEAD_INS),
      arbitrary,
      sentence(AFTER),
      (before, lead, spelling, after) => {
        const { message, expected } = inMessage(before, lead, spelling, after);
        expect(maskContactDetails(message)).toEqual({ text: expected, masked: true });
      },
    ),
    { numRuns: 300 },
  );
}

describe("maskContactDetails: generated spellings inside ordinary messages", () => {
  it("hides US phone numbers split by any separator, joining words or spelled digits", () => {
    expectHidden(phoneNumber);
  });

  it("hides email addresses with the at and the dots spelled in any case or bracketed", () => {
    expectHidden(emailAddress);
  });

  it("hides social handles after the app's name, with or without ':', '@', 'me', 'at'", () => {
    expectHidden(socialHandle);
  });

  it("hides @handles anywhere, and a plain name right after 'ig:' or 'snap @'", () => {
    expectHidden(atHandle);
  });

  it("hides every contact of a message with several, and keeps each sentence between them", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(sentence(BEFORE), fc.constantFrom(...LEAD_INS), contact, sentence(AFTER)), {
          minLength: 2,
          maxLength: 4,
        }),
        (parts) => {
          const messages = parts.map((part) => inMessage(...part));
          const result = maskContactDetails(messages.map(({ message }) => message).join("\n"));
          expect(result).toEqual({ text: messages.map(({ expected }) => expected).join("\n"), masked: true });
        },
      ),
      { numRuns: 100 },
    );
  });
});
