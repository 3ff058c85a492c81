import striptags from "striptags";
import { LIMITS } from "./limits.ts";

/**
 * Sanitisers of free text, emails, phones and addresses. They never throw: callers validate the result
 * (an emptied field is then reported as missing, with the field's own message).
 */

/** Strips markup and trims; caps the length (default 1000). */
export function sanitizeText(value: string, max: number = LIMITS.text): string {
  return collapseEntities(striptags(value)).trim().slice(0, max);
}

/** Lowercases and trims an email address; the pattern check is the schema's job. */
export function sanitizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** Keeps only digits, + - ( ) and spaces; at most 20 characters. */
export function sanitizePhone(value: string): string {
  return value
    .replace(/[^\d+\-() ]/g, "")
    .trim()
    .slice(0, LIMITS.phone);
}

/** Strips markup from an address; at most 500 characters. */
export function sanitizeAddress(value: string): string {
  return sanitizeText(value, LIMITS.address);
}

// Markup written as entities (&lt;script&gt;) is text, but the browser would show it
// literally; decoding the three structural entities keeps stored text readable and a
// second strip removes anything they spelled.
function collapseEntities(value: string): string {
  if (!/&(lt|gt|amp);/.test(value)) return value;
  return striptags(value.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&"));
}
