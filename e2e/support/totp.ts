import { codeAt, keyFromText } from "../../apps/api/test/support/totp.ts";

/*
 * What an authenticator app does with the key the /profile card shows: RFC 6238 codes
 * (HMAC-SHA1, 6 digits, 30 s steps), computed by the API tests' own authenticator.
 */

export { currentStep } from "../../apps/api/test/support/totp.ts";

/** How long one code lasts. */
export const STEP_MS = 30_000;

/** The 6-digit code of `step` for the base32 `key` (spaces allowed, as the card groups it). */
export function totpCode(key: string, step: number): string {
  return codeAt(keyFromText(key), step);
}
