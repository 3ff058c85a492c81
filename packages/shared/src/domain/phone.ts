import { parsePhoneNumberFromString } from "libphonenumber-js";
import { sanitizePhone } from "../sanitize.ts";

/*
 * Phone numbers of any country, stored in E.164 (+13525550142, +447911123456) whatever way
 * they were typed, so two spellings of one number are one value. A number without a country
 * code is a US one. People see a US number in the national format and any other in the
 * international one, which dials from anywhere.
 * docs/decisions/0040-international-phone-numbers.md says why.
 */

/** "0044 …" is how much of the world writes "+44 …"; no US number starts with 0. */
function withPlus(typed: string): string {
  return typed.replace(/^00(?=[1-9])/, "+");
}

/** The number in E.164 when it is a valid number (a US one when it has no country code), else undefined. */
export function toE164(value: string): string | undefined {
  const phone = parsePhoneNumberFromString(withPlus(sanitizePhone(value)), "US");
  return phone?.isValid() ? phone.number : undefined;
}

/** How a stored number is shown: (352) 555-0142 for the US, +44 7911 123456 for others; anything else as it is. */
export function formatPhone(value: string): string {
  const phone = parsePhoneNumberFromString(value, "US");
  if (!phone?.isValid()) return value;
  return phone.country === "US" ? phone.formatNational() : phone.formatInternational();
}
