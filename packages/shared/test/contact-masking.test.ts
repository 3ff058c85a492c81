import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MASKED_CONTACT, maskContactDetails } from "../src/domain/contact-masking.ts";

const M = MASKED_CONTACT;
const masked = (text: string) => maskContactDetails(text).text;

describe("maskContactDetails: phone numbers", () => {
  it.each([
    ["call me at 352 555 0100", `call me at ${M}`],
    ["(352) 555-0100 works", `${M} works`],
    ["+1 352 555 0100", M],
    ["+1 (352) 555-0100.", `${M}.`],
    ["1-800-555-0100", M],
    ["352.555.0100", M],
    ["352-555-0100", M],
    ["3525550100", M],
    ["text 555-0100 tonight", `text ${M} tonight`],
    ["+13525550100", M],
    ["my number: three five two five five five zero one zero zero", `my number: ${M}`],
    ["three 5 two 555 oh one oh oh", M],
    ["It's 352 five five five 0100!", `It's ${M}!`],
  ])("%s", (input, output) => {
    expect(maskContactDetails(input)).toEqual({ text: output, masked: true });
  });
});

describe("maskContactDetails: email addresses", () => {
  it.each([
    ["write to ana.lopez@ufl.edu please", `write to ${M} please`],
    ["ANA+rides@Gmail.COM", M],
    ["ana (at) gmail (dot) com", M],
    ["ana at gmail dot com", M],
    ["ana @ gmail.com", M],
  ])("%s", (input, output) => {
    expect(masked(input)).toBe(output);
  });
});

describe("maskContactDetails: payment handles", () => {
  it.each([
    ["venmo @x", `venmo ${M}`],
    ["Venmo me at @ana-lopez-7 before the trip", `Venmo me at ${M} before the trip`],
    ["my venmo is ana_lopez", `my venmo is ${M}`],
    ["cashapp $analopez", `cashapp ${M}`],
    ["send it to $AnaL", `send it to ${M}`],
    ["Cash App: $ana", `Cash App: ${M}`],
    ["zelle ana.lopez22", `zelle ${M}`],
    ["PayPal: @ana.l", `PayPal: ${M}`],
    ["paypal.me/analopez", M],
    ["https://www.paypal.me/analopez thanks", `${M} thanks`],
    ["venmo.com/u/ana-lopez", M],
    ["https://cash.app/$ana", M],
    ["zelle 352-555-0100", `zelle ${M}`],
  ])("%s", (input, output) => {
    expect(masked(input)).toBe(output);
  });

  it("keeps the payment app's name and ordinary words after it", () => {
    expect(masked("Is venmo fine for you?")).toBe("Is venmo fine for you?");
    expect(masked("I can pay with zelle or cash")).toBe("I can pay with zelle or cash");
  });
});

describe("maskContactDetails: numbers and addresses disguised to get past the mask", () => {
  it.each([
    ["full-width digits", "call ３５２５５５０１００", `call ${M}`],
    ["zero-width spaces", "call 352\u200b555\u200b0100 ok", `call ${M} ok`],
    ["soft hyphens and word joiners", "3\u00ad5\u20602 555 0100", M],
    ["Arabic-Indic digits", "call ٣٥٢٥٥٥٠١٠٠", `call ${M}`],
    ["Devanagari digits", "३५२ ५५५ ०१००", M],
    ["math bold digits", "𝟑𝟓𝟐 𝟓𝟓𝟓 𝟎𝟏𝟎𝟎", M],
    ["slashes", "352/555/0100", M],
    ["commas", "352,555,0100", M],
    ["underscores", "352_555_0100", M],
    ["en dashes", "352–555–0100", M],
    ["em dashes", "352—555—0100", M],
    ["new lines", "call\n352\n555\n0100\nthanks", `call\n${M}\nthanks`],
    ["many spaces", "352    555     0100", M],
    ["O for zero", "352-555-01OO", M],
    ["a letter after", "352 555 0100x", `${M}x`],
    ["a letter before", "tel3525550100", `tel${M}`],
    ["a colon after", "call 3525550100: thanks", `call ${M}: thanks`],
    ["a full-width at sign", "ana＠ufl.edu", M],
    ["spaces around @ and the dot", "write ana @ ufl . edu", `write ${M}`],
    ["at and dot spelled", "ana at gmail dot com", M],
    ["at spelled, the dot written", "mail ana at gmail.com today", `mail ${M} today`],
    ["[at] and a written dot", "ana[at]ufl.edu", M],
    ["an accented local part", "josé@ufl.edu", M],
    ["a full-width cashtag", "＄analopez", M],
  ])("%s: %s", (_name, input, output) => {
    expect(maskContactDetails(input)).toEqual({ text: output, masked: true });
  });

  it("keeps the rest of the text exactly as written", () => {
    expect(masked("Café ３ bags 😀 — call ３５２５５５０１００ — 👨‍👩‍👧 ok")).toBe(
      `Café ３ bags 😀 — call ${M} — 👨‍👩‍👧 ok`,
    );
  });

  const separator = fc.constantFrom(" ", "-", ".", "/", ",", "_", "–", "—", "\n", "  ", "\u200b", "");
  const digitSet = fc.constantFrom(0x30, 0xff10, 0x660, 0x966, 0x1d7ce, 0x1d7ec);
  it("never lets a phone number through, whatever digits and separators write it", () => {
    fc.assert(
      fc.property(
        digitSet,
        fc.stringMatching(/^\d{10}$/),
        fc.tuple(separator, separator),
        fc.string({ maxLength: 10 }),
        (zero, digits, [first, second], before) => {
          const written = [...digits].map((digit) => String.fromCodePoint(zero + Number(digit))).join("");
          const phone = `${written.slice(0, 3)}${first}${written.slice(3, 6)}${second}${written.slice(6)}`;
          const result = masked(`${before} ${phone} `);
          expect(result).toContain(M);
          expect(result).not.toContain(written.slice(-4));
        },
      ),
    );
  });
});

describe("maskContactDetails: ordinary text is left alone", () => {
  it.each([
    "Leaving at 5:30 from the Reitz Union",
    "It's $25 a seat, $25.50 with the fee",
    "I can do 10:30 - 11:45",
    "Departure 2026-12-03, back 12/05/2026",
    "Taking I-75 then exit 384",
    "Meet at 1600 W University Ave, 32601",
    "ZIP 32601-1234",
    "Class of 2025-2026",
    "2 bags, 3 seats, 1 cooler",
    "one or two bags is fine",
    "I'll be there at five, maybe ten past",
    "Room 101 in building 2",
    "The 3.5 hour drive",
    "Seats: 1, 2, 3 or 4",
    "See you at the airport @ noon",
    "Flight AA1234",
    "Price $1,000? No, $45",
    "Pickup 5:30, drop-off 7:45",
    "Gas is $25, tolls $3.50",
    "Leaving 12/03, back 12/05",
    "Away 12/03-12/07",
    "Northbound on I-75 to I-10",
    "seat 2 of 4",
    "Spring 2026, summer 2026",
    "Between 2019 and 2026",
    "It's 1,000,000 times better",
    "Meet at home. Me and my sister ride",
    "Look at the map @ noon. Co-driver wanted",
    "Room 101\n\nBuilding 2",
    "Tickets are 12/03/2026 to 12/05/2026",
    "",
  ])("%s", (input) => {
    expect(maskContactDetails(input)).toEqual({ text: input, masked: false });
  });

  it("never masks text without digits, @, $ or a payment app", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-y ,.!?'-]{0,200}$/), (input) => {
        fc.pre(!/\b(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)\b/i.test(input));
        fc.pre(!/venmo|cash\s?app|zelle|pay\s?pal|\bat\b|\(at\)|\bdot\b/i.test(input));
        expect(maskContactDetails(input)).toEqual({ text: input, masked: false });
      }),
    );
  });

  it("never lets ten digits in a row through, whatever surrounds them", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }),
        fc.stringMatching(/^\d{10}$/),
        fc.string({ maxLength: 20 }),
        (before, digits, after) => {
          expect(masked(`${before} ${digits} ${after}`)).not.toContain(digits);
        },
      ),
    );
  });
});
