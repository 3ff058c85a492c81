import { licenseFileError } from "@campusride/shared/domain/license-file";
import { isDriverType } from "@campusride/shared/domain/user-types";
import { SIGNUP_MESSAGES } from "@campusride/shared/messages";
import { carDetailsSchema } from "@campusride/shared/schemas/vehicle";
import { z } from "zod";
import type { WizardValues } from "./wizard-values.ts";

export { signupStep2Schema } from "@campusride/shared/schemas/signup";

/** Step 3: drivers give the whole car, and a license file or 'Upload license later'. */
export const driverStepSchema = z.custom<WizardValues>().superRefine((values, ctx) => {
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
