import { licenseFileError } from "@campusride/shared/domain/license-file";
import { SIGNUP_MESSAGES } from "@campusride/shared/messages";
import { isDriverType, signupStep1Schema, signupStep2Schema } from "@campusride/shared/schemas/signup";
import { carDetailsSchema } from "@campusride/shared/schemas/vehicle";
import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";
import { z } from "zod";
import type { WizardValues } from "./wizard-values.ts";

/** Step 3: drivers give the whole car, and a license file or 'Upload license later'. */
const driverStepSchema = z.custom<WizardValues>().superRefine((values, ctx) => {
  if (values.userType === "" || !isDriverType(values.userType)) return;
  for (const issue of carDetailsSchema.safeParse(values).error?.issues ?? []) {
    ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
  }
  const licenseError = values.licenseFile
    ? licenseFileError(values.licenseFile)
    : values.uploadLicenseLater
      ? undefined
      : SIGNUP_MESSAGES.licenseChoiceRequired;
  if (licenseError) ctx.addIssue({ code: "custom", message: licenseError, path: ["licenseFile"] });
});

/** The shared schema of steps 1–3 (the API checks the whole sign-up with them too). */
const STEP_SCHEMAS: ReadonlyArray<z.ZodType<unknown, FieldValues>> = [
  signupStep1Schema,
  signupStep2Schema,
  driverStepSchema,
];

/**
 * Step 4's schema checks the password against common-password dictionaries (~200 KB
 * gzipped): it loads when the wizard nears that step, not with /signup's first paint.
 */
export function loadPasswordStepSchema() {
  return import("@campusride/shared/schemas/password").then((module) => module.signupStep4Schema);
}

/**
 * Checks only the step on screen. The fields keep what was typed (`raw`): the sign-up
 * body is built from them, and the API parses it with the same schemas.
 */
export function stepResolver(step: number): Resolver<WizardValues> {
  const schema = STEP_SCHEMAS[step - 1];
  if (schema) return zodResolver(schema, undefined, { raw: true }) as unknown as Resolver<WizardValues>;
  return async (values, context, options) => {
    const passwordStep = await loadPasswordStepSchema();
    const resolve = zodResolver(passwordStep, undefined, { raw: true }) as unknown as Resolver<WizardValues>;
    return resolve(values, context, options);
  };
}

/** The first step before `step` whose fields do not pass, if any (a reload or Forward may skip one). */
export function firstInvalidStepBefore(step: number, values: WizardValues): number | undefined {
  const index = STEP_SCHEMAS.slice(0, step - 1).findIndex((schema) => !schema.safeParse(values).success);
  return index === -1 ? undefined : index + 1;
}
