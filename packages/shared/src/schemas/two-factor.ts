import { z } from "zod";
import { SIGNUP_MESSAGES, TWO_FACTOR_MESSAGES } from "../messages.ts";

/** A TOTP code as typed: spaces dropped ("123 456"), then exactly 6 digits. */
export const totpCodeSchema = z
  .string({ error: TWO_FACTOR_MESSAGES.codeFormat })
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, TWO_FACTOR_MESSAGES.codeFormat));

/** A backup code as typed ("abcde-12345"), trimmed. */
export const backupCodeSchema = z
  .string({ error: TWO_FACTOR_MESSAGES.backupCodeFormat })
  .trim()
  .min(1, TWO_FACTOR_MESSAGES.backupCodeFormat)
  .max(32, TWO_FACTOR_MESSAGES.backupCodeFormat);

/** The sign-in code step, and the enrolment's confirmation. */
export const totpInputSchema = z.object({ code: totpCodeSchema });
export type TotpInput = z.input<typeof totpInputSchema>;

export const backupCodeInputSchema = z.object({ code: backupCodeSchema });
export type BackupCodeInput = z.input<typeof backupCodeInputSchema>;

/** Turning two-factor authentication on or off: the current password. */
export const twoFactorPasswordSchema = z.object({
  password: z.string({ error: SIGNUP_MESSAGES.passwordRequired }).min(1, SIGNUP_MESSAGES.passwordRequired),
});
export type TwoFactorPasswordInput = z.input<typeof twoFactorPasswordSchema>;
