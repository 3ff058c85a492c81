import { z } from "zod";
import { LIMITS } from "../limits.ts";
import { SIGNUP_MESSAGES } from "../messages.ts";
import { graduationYears, USER_TYPES } from "../domain/user-types.ts";
import { sanitizeEmail, sanitizeText } from "../sanitize.ts";

// The user types and their rules need no schema library: they live in domain/user-types.ts
// (screens import them from there) and are re-exported here for the API.
export {
  ROLE_LABELS,
  USER_TYPES,
  graduationYears,
  isDriverType,
  isRiderType,
  type UserType,
} from "../domain/user-types.ts";

/** The .edu rule: the address (lowercased, trimmed) must have a domain ending in .edu. */
export function isEduEmail(email: string): boolean {
  const normalised = sanitizeEmail(email);
  const at = normalised.lastIndexOf("@");
  return at > 0 && normalised.slice(at + 1).endsWith(".edu") && normalised.length > at + 5;
}

/** Characters as PostgreSQL's char_length counts them (code points): an emoji is one. */
function characterCount(value: string): number {
  return [...value].length;
}

/**
 * Required free text as stored: markup stripped and trimmed, not empty, and at most `max`
 * characters. Longer text is refused with `tooLong`, never cut: the database keeps no more
 * (its check constraints), and what the student typed is what is stored.
 */
function requiredText(max: number, required: string, tooLong: string) {
  return z
    .string({ error: required })
    .transform((value) => sanitizeText(value, Number.POSITIVE_INFINITY))
    .pipe(
      z
        .string()
        .min(1, required)
        .refine((value) => characterCount(value) <= max, tooLong),
    );
}

/** A required name: markup stripped, trimmed, not empty, at most 50 characters. */
export function requiredName(required: string, tooLong: string) {
  return requiredText(LIMITS.name, required, tooLong);
}

export const eduEmailSchema = z
  .string({ error: SIGNUP_MESSAGES.emailRequired })
  .transform(sanitizeEmail)
  .pipe(
    z
      .string()
      .min(1, SIGNUP_MESSAGES.emailRequired)
      .max(LIMITS.email, SIGNUP_MESSAGES.emailInvalid)
      .pipe(z.email(SIGNUP_MESSAGES.emailInvalid))
      .refine(isEduEmail, SIGNUP_MESSAGES.emailNotEdu),
  );

/** Step 2: studies, role and the women-only trips choice. */
export const signupStep2Schema = z.object({
  graduationYear: z.coerce
    .number({ error: SIGNUP_MESSAGES.graduationYearRequired })
    .int(SIGNUP_MESSAGES.graduationYearRequired)
    .refine((year) => {
      const years = graduationYears();
      return year >= years[0]! - 1 && year <= years.at(-1)! + 1;
    }, SIGNUP_MESSAGES.graduationYearRequired),
  university: requiredText(
    LIMITS.university,
    SIGNUP_MESSAGES.universityRequired,
    SIGNUP_MESSAGES.universityTooLong,
  ),
  userType: z.enum(USER_TYPES, { error: SIGNUP_MESSAGES.roleRequired }),
  /** Ticked: she asks for women-only trips, and the choice is made (a change is reviewed). */
  womenOnlyTrips: z.boolean().optional(),
});

export const signinInputSchema = z.object({
  email: z.string().trim().min(1, SIGNUP_MESSAGES.emailRequired).transform(sanitizeEmail),
  password: z.string().min(1, SIGNUP_MESSAGES.passwordRequired),
});
export type SigninInput = z.input<typeof signinInputSchema>;

/** The reset request: one email field. */
export const passwordResetRequestSchema = z.object({
  email: z.string().trim().min(1, SIGNUP_MESSAGES.emailRequired).transform(sanitizeEmail),
});
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;
