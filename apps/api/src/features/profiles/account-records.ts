import type { OnAccountCreated } from "../auth/create-auth.ts";
import { claimSignupLicense } from "../licenses/service.ts";
import { createProfileForSignup } from "./service.ts";

/** A new account's own rows, written in the sign-up transaction: profile, license file. */
export const createAccountRecords: OnAccountCreated = async (tx, userId, data) => {
  await createProfileForSignup(tx, userId, data);
  if (data.licenseUploadId) await claimSignupLicense(tx, data.licenseUploadId, userId);
};
