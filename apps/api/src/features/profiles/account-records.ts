import type { SignupData } from "@campusride/shared/schemas/signup-input";
import type { Database } from "../../db/client.ts";
import { createProfileForSignup } from "./service.ts";

/** Claims the license file a new account uploaded at sign-up (the licenses feature answers). */
type ClaimSignupLicense = (tx: Database, uploadId: string, userId: string) => Promise<void>;

/** A new account's own rows, written in the sign-up transaction: its profile, then its license file. */
export function accountRecordsWriter(claimLicense: ClaimSignupLicense) {
  return async (tx: Database, userId: string, data: SignupData): Promise<void> => {
    await createProfileForSignup(tx, userId, data);
    if (data.licenseUploadId) await claimLicense(tx, data.licenseUploadId, userId);
  };
}
