import type { z } from "zod";
import { signupStep1Schema } from "./signup-personal.ts";
import { optionalCarFields, requireDriverCar, storedProfile } from "./signup-input.ts";
import { signupStep2Schema } from "./signup.ts";

/**
 * The profile a Google sign-in completes (/signup-complete, POST /api/me/complete-signup):
 * the wizard's own fields, without the email (the account's, checked at sign-in) and
 * without a password or a license file (uploaded later from the profile).
 */
export const completeSignupInputSchema = signupStep1Schema
  .omit({ email: true })
  .extend(signupStep2Schema.shape)
  .extend(optionalCarFields.omit({ licenseUploadId: true }).shape)
  .superRefine(requireDriverCar)
  .transform(storedProfile);

export type CompleteSignupInput = z.input<typeof completeSignupInputSchema>;
export type CompleteSignupData = z.output<typeof completeSignupInputSchema>;
