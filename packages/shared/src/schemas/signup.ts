import { z } from "zod";
import { CAR_COLORS, CAR_MAKES, CAR_MODELS, OLDEST_CAR_YEAR, type CarMake } from "../domain/vehicles.ts";
import { LIMITS } from "../limits.ts";
import { sanitizeEmail, sanitizePhone, sanitizeText } from "../sanitize.ts";

/** Texts of spec §5 "Sign-up" and §8 "Authentication and profile". */
export const SIGNUP_MESSAGES = {
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  emailRequired: "Email is required",
  emailInvalid: "Invalid email format",
  emailNotEdu: "Please use your .edu email address",
  phoneRequired: "Phone number is required",
  graduationYearRequired: "Graduation year is required",
  universityRequired: "University is required",
  roleRequired: "Please select your role",
  carDetailsRequired: "All car details are required for drivers",
  licenseChoiceRequired: "Please upload your driver license or choose to upload it later.",
  licenseType: "Please upload a valid image (JPEG, PNG) or PDF file.",
  licenseSize: "File size must be less than 5MB.",
  licenseOneFile: "Please upload one file.",
  licenseUnreadable: "The upload could not be read. Please try again.",
  passwordRequired: "Password is required",
  passwordMismatch: "Passwords do not match",
  passwordTooShort: `Password must be at least ${LIMITS.passwordMin} characters long.`,
  rateLimited: "Too many signup attempts. Please wait before trying again.",
  accountCreationFailed: "Account creation failed",
  createFailed: "Failed to create account.",
} as const;

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
  phone: z
    .string({ error: SIGNUP_MESSAGES.phoneRequired })
    .transform(sanitizePhone)
    .pipe(z.string().min(1, SIGNUP_MESSAGES.phoneRequired)),
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

/** A complete car: make and colour from the lists, a model of that make, a year 2008..now. */
export const carDetailsSchema = z
  .object({
    carMake: z.enum(CAR_MAKES, { error: SIGNUP_MESSAGES.carDetailsRequired }),
    carModel: z
      .string({ error: SIGNUP_MESSAGES.carDetailsRequired })
      .min(1, SIGNUP_MESSAGES.carDetailsRequired),
    carYear: z.coerce
      .number({ error: SIGNUP_MESSAGES.carDetailsRequired })
      .int(SIGNUP_MESSAGES.carDetailsRequired)
      .min(OLDEST_CAR_YEAR, SIGNUP_MESSAGES.carDetailsRequired)
      .refine((year) => year <= new Date().getFullYear() + 1, SIGNUP_MESSAGES.carDetailsRequired),
    carColor: z.enum(CAR_COLORS, { error: SIGNUP_MESSAGES.carDetailsRequired }),
  })
  .refine((car) => (CAR_MODELS[car.carMake as CarMake] as readonly string[]).includes(car.carModel), {
    message: SIGNUP_MESSAGES.carDetailsRequired,
    path: ["carModel"],
  });

export type CarDetailsInput = z.input<typeof carDetailsSchema>;

export const signinInputSchema = z.object({
  email: z.string().trim().min(1, SIGNUP_MESSAGES.emailRequired),
  password: z.string().min(1, SIGNUP_MESSAGES.passwordRequired),
});
