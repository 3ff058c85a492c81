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
