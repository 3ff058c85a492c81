import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import { z } from "zod";
import { LIMITS } from "../limits.ts";
import { PASSWORD_MESSAGES, SIGNUP_MESSAGES } from "../messages.ts";

/*
 * Kept apart from signup.ts: the common-password dictionaries weigh ~200 KB gzipped, and
 * only the screens that set a password (sign-up, reset) should download them.
 */

/*
 * zxcvbn scores 0..4 by the guesses a cracker needs; 2 means at least 10^6, which every
 * password of the common-password list (and its l33t or capitalised variants) falls
 * short of, while any 8 characters that are not a known pattern pass: the spec's
 * minimum of 8 stays a real minimum.
 */
const MIN_SCORE = 2;

// Built on first use: the dictionaries take ~100 ms to index, paid only by the screens
// and requests that set a password.
let estimator: ZxcvbnFactory | undefined;

/** True when the password is not a common one nor an easy pattern (works offline). */
export function isStrongPassword(password: string): boolean {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator.check(password).score >= MIN_SCORE;
}

/** Length as a person counts it: characters (code points), not UTF-16 units. */
export function passwordLength(password: string): number {
  return [...password].length;
}

/** A password being chosen (sign-up, reset, change): length in characters, not common. */
export const passwordSchema = z.string({ error: PASSWORD_MESSAGES.required }).superRefine((value, ctx) => {
  const length = passwordLength(value);
  const message =
    length === 0
      ? PASSWORD_MESSAGES.required
      : length < LIMITS.passwordMin
        ? PASSWORD_MESSAGES.tooShort
        : length > LIMITS.passwordMax
          ? PASSWORD_MESSAGES.tooLong
          : isStrongPassword(value)
            ? undefined
            : PASSWORD_MESSAGES.tooCommon;
  if (message) ctx.addIssue({ code: "custom", message });
});

/** Step 4: password and confirmation. */
export const signupStep4Schema = z
  .object({
    password: passwordSchema,
    confirmPassword: z.string({ error: SIGNUP_MESSAGES.passwordMismatch }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: SIGNUP_MESSAGES.passwordMismatch,
    path: ["confirmPassword"],
  });

/** The reset form: the same rules as a new account's password, and the two must match. */
export const resetPasswordFormSchema = z
  .object({
    password: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: SIGNUP_MESSAGES.passwordMismatch,
    path: ["confirmPassword"],
  });
