/**
 * Contact details in a ride's messages are hidden until a seat is approved: phone numbers,
 * email addresses, payment and social handles are replaced by MASKED_CONTACT, so students
 * arrange and pay inside CampusRide until both sides have committed. They are found however
 * they are written to get past the mask (contact-phone-numbers.ts, contact-email-addresses.ts,
 * contact-handles.ts). Ordinary text (times like 5:30, prices like $25, dates, I-75, a ZIP
 * code) is left alone: test/fixtures/ride-messages.txt measures how often it is not.
 */
import { contactText } from "./contact-text.ts";
import { emailAddressSpans } from "./contact-email-addresses.ts";
import { handleSpans } from "./contact-handles.ts";
import { phoneNumberSpans } from "./contact-phone-numbers.ts";
import { mergeSpans } from "./contact-spans.ts";

/**
 * What stands where a contact detail was: it says what was hidden, not when it would
 * show (a hidden detail never comes back, whatever the booking becomes). Texts stored
 * with the earlier wording were rewritten to this one (migration 0017).
 */
export const MASKED_CONTACT = "[contact details hidden]";

/** Whether any of these texts had a contact detail hidden. */
export function hasHiddenContact(texts: Iterable<string | null | undefined>): boolean {
  for (const text of texts) if (text?.includes(MASKED_CONTACT)) return true;
  return false;
}

export interface MaskedText {
  text: string;
  /** Whether anything was hidden. */
  masked: boolean;
}

/**
 * Free text others read whatever the bookings: a request's note (the driver reads it
 * before approving), a review's comment (public), and a trip's notes as read by anyone
 * but its driver and the riders holding a confirmed seat (masked when read, as they were
 * written). Contact details are hidden; no text is null.
 */
export function maskFreeText(text: string | null | undefined): string | null {
  return text ? maskContactDetails(text).text : null;
}

/**
 * The text with phone numbers, email addresses and payment or social handles replaced by
 * MASKED_CONTACT. They are looked for in a folded copy (contact-text.ts: full-width or
 * other scripts' digits, invisible characters, any dash or white space) and hidden in the
 * text as written. Pure: the same text always gives the same answer.
 */
export function maskContactDetails(input: string): MaskedText {
  const folded = contactText(input);
  const { text } = folded;
  const spans = mergeSpans([...emailAddressSpans(text), ...handleSpans(text), ...phoneNumberSpans(text)]);
  let result = input;
  for (const [start, end] of spans.reverse()) {
    result = `${result.slice(0, folded.starts[start])}${MASKED_CONTACT}${result.slice(folded.ends[end - 1])}`;
  }
  return { text: result, masked: spans.length > 0 };
}
