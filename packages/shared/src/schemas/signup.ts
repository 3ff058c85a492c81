import { z } from "zod";
import { LIMITS } from "../limits.ts";
import { SIGNUP_MESSAGES } from "../messages.ts";
import { sanitizeEmail, sanitizeText } from "../sanitize.ts";
import { requiredPhoneSchema } from "./phone.ts";
import { carDetailsSchema } from "./vehicle.ts";

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

const passwordSchema = z
  .string({ error: SIGNUP_MESSAGES.passwordRequired })
  .min(1, SIGNUP_MESSAGES.passwordRequired)
  .min(LIMITS.passwordMin, SIGNUP_MESSAGES.passwordTooShort)
  .max(128, "Password must be at most 128 characters long.");

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

const optionalCarFields = z.object({
  carMake: z.string().nullish(),
  carModel: z.string().nullish(),
  carYear: z.union([z.number(), z.string()]).nullish(),
  carColor: z.string().nullish(),
  /** Id of a license file uploaded during sign-up (POST /api/signup/license). */
  licenseUploadId: z.uuid().nullish(),
});

/**
 * The whole sign-up body (better-auth's sign-up/email plus the profile metadata). The
 * server parses it before any account exists; riders' car fields are dropped.
 */
export const signupInputSchema = signupStep1Schema
  .extend(signupStep2Schema.shape)
  .extend(optionalCarFields.shape)
  .extend({
    password: passwordSchema,
    confirmPassword: z.string({ error: SIGNUP_MESSAGES.passwordMismatch }),
    callbackURL: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({ code: "custom", message: SIGNUP_MESSAGES.passwordMismatch, path: ["confirmPassword"] });
    }
    if (isDriverType(value.userType)) {
      const car = carDetailsSchema.safeParse(value);
      // each wrong car field is reported on its own path, so the wizard can mark it
      for (const issue of car.error?.issues ?? []) {
        ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
      }
    }
  })
  .transform((value) => {
    const isDriver = isDriverType(value.userType);
    return {
      firstName: value.firstName,
      lastName: value.lastName,
      email: value.email,
      phone: value.phone,
      graduationYear: value.graduationYear,
      university: value.university,
      userType: value.userType,
      carMake: isDriver ? (value.carMake ?? null) : null,
      carModel: isDriver ? (value.carModel ?? null) : null,
      carYear: isDriver && value.carYear != null ? Number(value.carYear) : null,
      carColor: isDriver ? (value.carColor ?? null) : null,
      licenseUploadId: isDriver ? (value.licenseUploadId ?? null) : null,
      password: value.password,
    };
  });

export type SignupInput = z.input<typeof signupInputSchema>;
export type SignupData = z.output<typeof signupInputSchema>;

/** The reset form checks only that the two passwords match (spec §5). */
export const resetPasswordFormSchema = z
  .object({
    password: z.string().min(1, SIGNUP_MESSAGES.passwordRequired),
    confirmPassword: z.string(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: SIGNUP_MESSAGES.passwordMismatch,
    path: ["confirmPassword"],
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
