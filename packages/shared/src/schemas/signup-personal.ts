import { z } from "zod";
import { SIGNUP_MESSAGES } from "../messages.ts";
import { requiredPhoneSchema } from "./phone.ts";
import { eduEmailSchema, requiredName } from "./signup.ts";

// Its own module: the phone rules carry the phone-number library, which sign-in and the
// other account forms that import ./signup.ts do not need on their first load.

/** Sign-up step 1: who you are. */
export const signupStep1Schema = z.object({
  firstName: requiredName(SIGNUP_MESSAGES.firstNameRequired, SIGNUP_MESSAGES.firstNameTooLong),
  lastName: requiredName(SIGNUP_MESSAGES.lastNameRequired, SIGNUP_MESSAGES.lastNameTooLong),
  email: eduEmailSchema,
  phone: requiredPhoneSchema,
});
