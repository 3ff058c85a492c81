import { parsePhoneNumberFromString } from "libphonenumber-js";
import { sanitizePhone } from "../sanitize.ts";

/*
 * Phone numbers are US numbers, stored in E.164 (+13525550142) whatever way they were
 * typed, so two spellings of one number are one value; people see the national format.
 * docs/decisions/0008-us-phone-numbers-in-e164.md says why.
 */

/** The number in E.164 when it is a valid US number, else undefined. */
export function toUsE164(value: string): string | undefined {
  const phone = parsePhoneNumberFromString(sanitizePhone(value), "US");
  return phone?.isValid() && phone.country === "US" ? phone.number : undefined;
}

/** How a stored number is shown: (352) 555-0142; anything else as it is. */
export function formatPhone(value: string): string {
  const phone = parsePhoneNumberFromString(value, "US");
  return phone?.isValid() && phone.country === "US" ? phone.formatNational() : value;
}
