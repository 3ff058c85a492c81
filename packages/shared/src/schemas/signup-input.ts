import { z } from "zod";
import { SIGNUP_MESSAGES } from "../messages.ts";
import { passwordLengthSchema, refinePasswordStrength, signupPasswordOwner } from "./password.ts";
import { signupStep1Schema } from "./signup-personal.ts";
import { isDriverType, signupStep2Schema, type UserType } from "./signup.ts";
import { carDetailsSchema } from "./vehicle.ts";

export const optionalCarFields = z.object({
  carMake: z.string().nullish(),
  carModel: z.string().nullish(),
  carYear: z.union([z.number(), z.string()]).nullish(),
  carColor: z.string().nullish(),
  /** Id of a license file uploaded during sign-up (POST /api/signup/license). */
  licenseUploadId: z.uuid().nullish(),
});

type CarFields = z.output<typeof optionalCarFields> & { userType: UserType };

/** A driver's (or both's) car is complete: each wrong field is its own issue, on its own path. */
export function requireDriverCar(value: CarFields, ctx: z.RefinementCtx): void {
  if (!isDriverType(value.userType)) return;
  const car = carDetailsSchema.safeParse(value);
  // each wrong car field is reported on its own path, so the form can mark it
  for (const issue of car.error?.issues ?? []) {
    ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
  }
}

/** The car as stored: a driver's, or nothing for a rider. */
function storedCar(value: CarFields) {
  const isDriver = isDriverType(value.userType);
  return {
    carMake: isDriver ? (value.carMake ?? null) : null,
    carModel: isDriver ? (value.carModel ?? null) : null,
    carYear: isDriver && value.carYear != null ? Number(value.carYear) : null,
    carColor: isDriver ? (value.carColor ?? null) : null,
  };
}

type ProfileFields = CarFields &
  Pick<z.output<typeof signupStep1Schema>, "firstName" | "lastName" | "phone"> &
  Pick<z.output<typeof signupStep2Schema>, "graduationYear" | "university" | "womenOnlyTrips">;

/** The profile as stored, from the sign-up or its completion after Google: riders' car fields dropped. */
export function storedProfile(value: ProfileFields) {
  return {
    firstName: value.firstName,
    lastName: value.lastName,
    phone: value.phone,
    graduationYear: value.graduationYear,
    university: value.university,
    userType: value.userType,
    womenOnlyTrips: value.womenOnlyTrips === true,
    ...storedCar(value),
  };
}

/** The sign-up body's fields and the rules between them, but for the password's strength. */
const signupFieldsSchema = signupStep1Schema
  .extend(signupStep2Schema.shape)
  .extend(optionalCarFields.shape)
  .extend({
    password: passwordLengthSchema,
    confirmPassword: z.string({ error: SIGNUP_MESSAGES.passwordMismatch }),
    callbackURL: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({ code: "custom", message: SIGNUP_MESSAGES.passwordMismatch, path: ["confirmPassword"] });
    }
    requireDriverCar(value, ctx);
  });

type SignupFields = z.output<typeof signupFieldsSchema>;

/** The sign-up as stored: riders' car fields are dropped. */
function toSignupData(value: SignupFields) {
  const isDriver = isDriverType(value.userType);
  return {
    ...storedProfile(value),
    email: value.email,
    licenseUploadId: isDriver ? (value.licenseUploadId ?? null) : null,
    password: value.password,
  };
}

/**
 * The whole sign-up body (better-auth's sign-up/email plus the profile metadata). The
 * server parses it before any account exists. The password may not be common, nor built
 * from CampusRide's words or the student's own name and address.
 */
export const signupInputSchema = signupFieldsSchema
  .superRefine((value, ctx) =>
    refinePasswordStrength(ctx, value.password, signupPasswordOwner(value), "password"),
  )
  .transform(toSignupData);

/**
 * An account the server makes itself (the demo data): the same body, its password chosen
 * by the operator (DEMO_PASSWORD) or published for development, not by a student.
 */
export const serverSignupInputSchema = signupFieldsSchema.transform(toSignupData);

export type SignupInput = z.input<typeof signupInputSchema>;
export type SignupData = z.output<typeof signupInputSchema>;
