import { LIMITS } from "@campusride/shared/limits";
import {
  SIGNUP_MESSAGES,
  carDetailsSchema,
  isDriverType,
  signupStep1Schema,
  signupStep2Schema,
} from "@campusride/shared/schemas/signup";
import { signupStep4Schema } from "@campusride/shared/schemas/password";
import type { z } from "zod";
import type { FieldErrors, WizardValues } from "./wizard-values.ts";

const LICENSE_TYPES = ["image/jpeg", "image/jpg", "image/png", "application/pdf"];

function issuesToErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
}

/** A license file the browser can already refuse (the server checks the content again). */
export function licenseFileError(file: File): string | undefined {
  const isAllowedName = /\.(jpe?g|png|pdf)$/i.test(file.name);
  if (!isAllowedName || (file.type !== "" && !LICENSE_TYPES.includes(file.type)))
    return SIGNUP_MESSAGES.licenseType;
  if (file.size >= LIMITS.licenseMaxBytes) return SIGNUP_MESSAGES.licenseSize;
  return undefined;
}

/** The errors of one wizard step (empty when the step is valid), with the spec's messages. */
export function validateStep(step: number, values: WizardValues): FieldErrors {
  if (step === 1) {
    const result = signupStep1Schema.safeParse(values);
    return result.success ? {} : issuesToErrors(result.error);
  }
  if (step === 2) {
    const result = signupStep2Schema.safeParse({
      graduationYear: values.graduationYear === "" ? undefined : values.graduationYear,
      university: values.university,
      userType: values.userType === "" ? undefined : values.userType,
    });
    return result.success ? {} : issuesToErrors(result.error);
  }
  if (step === 3) {
    if (values.userType === "" || !isDriverType(values.userType)) return {};
    const errors: FieldErrors = {};
    if (!carDetailsSchema.safeParse(values.car).success) errors.car = SIGNUP_MESSAGES.carDetailsRequired;
    if (values.licenseFile) {
      const fileError = licenseFileError(values.licenseFile);
      if (fileError) errors.license = fileError;
    } else if (!values.uploadLicenseLater) {
      errors.license = SIGNUP_MESSAGES.licenseChoiceRequired;
    }
    return errors;
  }
  const result = signupStep4Schema.safeParse(values);
  return result.success ? {} : issuesToErrors(result.error);
}
