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

describe("maskContactDetails: spellings that got past the mask before", () => {
  it.each([
    ["352*555*0142", M],
    ["352|555|0142", M],
    ["352~555~0142", M],
    ["phone: 352 555 and then 0142", `phone: ${M}`],
    ["anaATuflDOTedu", M],
    ["ig: @ana.rides", `ig: ${M}`],
    ["snap me ana_rides22", `snap me ${M}`],
  ])("%s", (input, output) => {
    expect(maskContactDetails(input)).toEqual({ text: output, masked: true });
  });
});

describe("maskContactDetails: the family of those spellings", () => {
  it.each([
    ["any separator", "352^555^0142 or 352 • 555 • 0142", `${M} or ${M}`],
    ["several separators", "352 *~* 555 *~* 0142", M],
    ["colons and hashes", "352:555:0142 or 352#555#0142", `${M} or ${M}`],
    ["dollar signs", "352 $555 $0142", M],
    ["joining words", "352 then 555 followed by 0142", M],
    ["the rest after words", "area code 352, 555 and the rest is 0142", `area code ${M}`],
    ["spelled and run together", "threefivetwo fivefivefive ohonefourtwo", M],
    ["a time-like last group", "call 352 555 2019 after class", `call ${M} after class`],
    ["next to a time", "Leaving 5:30. Call 352-555-0142", `Leaving 5:30. Call ${M}`],
    ["a plus and hashes", "+1-352#5550142", M],
    ["an international number", "+44 20 7946 0958", M],
    ["seven digits", "call me 555 0142", `call me ${M}`],
    ["AT and DOT in any case", "ana AT ufl DOT edu, ANA at UFL dot EDU", `${M}, ${M}`],
    ["bracketed", "ana{at}ufl{dot}edu or ana <at> ufl <dot> com", `${M} or ${M}`],
    ["hyphens and underscores", "ana-at-ufl-dot-edu ana_at_ufl_dot_edu", `${M} ${M}`],
    ["glued At and Dot", "ana.lopezAtgmailDotcom", M],
    ["a webmail name", "it's ana22 AT gmail", `it's ${M}`],
    ["'me at' before a glued address", "text me at anaATufl.edu", `text me at ${M}`],
    ["a handle after 'my insta is'", "my insta is ana.rides", `my insta is ${M}`],
    ["a plain name after a colon", "insta: anarides", `insta: ${M}`],
    ["a plain name after '@ '", "snap @ anarides", `snap @ ${M}`],
    ["telegram", "tg ana_rides22", `tg ${M}`],
    ["whatsapp", "wa: ana.rides", `wa: ${M}`],
    ["x", "x: @ana", `x: ${M}`],
    ["sc", "add me on sc ana_r22", `add me on sc ${M}`],
    ["discord", "hmu on discord ana#1234", `hmu on discord ${M}`],
    ["the app after the handle", "ana_rides22 on snap", `${M} on snap`],
    ["an @handle anywhere", "DM me @ana.rides", `DM me ${M}`],
    ["a profile link", "instagram.com/ana.rides and t.me/anarides", `${M} and ${M}`],
  ])("%s: %s", (_name, input, output) => {
    expect(maskContactDetails(input)).toEqual({ text: output, masked: true });
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
    "Thanksgiving break is 11/22-11/30",
    "I-75 exit 384 then 441 north",
    "Leaving 12/20/2026 10-11 if that works",
    "$12.50 $13.75 $15.00",
    "ig we can leave at 5",
    "Driving up to Columbia, SC 29201, then SC on I-95",
    "It's 2 x 3.5ft, fits in the trunk",
    "oh snap I forgot my charger, 2 min",
    "my snap is down lol",
    "my insta is private lol",
    "I'll venmo you $25 tonight",
    "Be there @noon, meet @ the Union",
    "I'm at the Union, see you at 5",
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
