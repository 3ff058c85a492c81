import { z } from "zod";
import { LIMITS } from "../limits.ts";
import { SIGNUP_MESSAGES } from "../messages.ts";
import { sanitizeEmail, sanitizeText } from "../sanitize.ts";
import { requiredPhoneSchema } from "./phone.ts";

export const USER_TYPES = ["rider", "driver", "both"] as const;
export type UserType = (typeof USER_TYPES)[number];

export const ROLE_LABELS: Record<UserType, string> = {
  rider: "Rider only",
  driver: "Driver only",
  both: "Both rider and driver",
};

/** True when the user type includes driving. */
export function isDriverType(userType: UserType | null | undefined): boolean {
  return userType === "driver" || userType === "both";
}

/** True when the user type includes riding. */
export function isRiderType(userType: UserType | null | undefined): boolean {
  return userType === "rider" || userType === "both";
}

/** The .edu rule: the address (lowercased, trimmed) must have a domain ending in .edu. */
export function isEduEmail(email: string): boolean {
  const normalised = sanitizeEmail(email);
  const at = normalised.lastIndexOf("@");
  return at > 0 && normalised.slice(at + 1).endsWith(".edu") && normalised.length > at + 5;
}

/** Graduation years offered: 8 years starting from the current year minus 1. */
export function graduationYears(now: Date = new Date()): number[] {
  const first = now.getFullYear() - 1;
  return Array.from({ length: 8 }, (_, index) => first + index);
}

/** A required name: markup stripped, trimmed, at most 50 characters, not empty. */
export function requiredName(message: string) {
  return z
    .string({ error: message })
    .transform((value) => sanitizeText(value, LIMITS.name))
    .pipe(z.string().min(1, message));
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

/** Step 1: who you are. */
export const signupStep1Schema = z.object({
  firstName: requiredName(SIGNUP_MESSAGES.firstNameRequired),
  lastName: requiredName(SIGNUP_MESSAGES.lastNameRequired),
  email: eduEmailSchema,
  phone: requiredPhoneSchema,
});

/** Step 2: studies and role. */
export const signupStep2Schema = z.object({
  graduationYear: z.coerce
    .number({ error: SIGNUP_MESSAGES.graduationYearRequired })
    .int(SIGNUP_MESSAGES.graduationYearRequired)
    .refine((year) => {
      const years = graduationYears();
      return year >= years[0]! - 1 && year <= years.at(-1)! + 1;
    }, SIGNUP_MESSAGES.graduationYearRequired),
  university: z
    .string({ error: SIGNUP_MESSAGES.universityRequired })
    .transform((value) => sanitizeText(value, LIMITS.university))
    .pipe(z.string().min(1, SIGNUP_MESSAGES.universityRequired)),
  userType: z.enum(USER_TYPES, { error: SIGNUP_MESSAGES.roleRequired }),
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
