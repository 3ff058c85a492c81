import type { TwoFactorPasswordInput } from "@campusride/shared/schemas/two-factor";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** The authenticator key (an otpauth:// URI) and the backup codes, shown once. */
export interface TwoFactorEnrolment {
  totpURI: string;
  backupCodes: string[];
}

/** Starts the enrolment; two-factor authentication is on once a code confirms it (verify-totp). */
export function enableTwoFactor(input: TwoFactorPasswordInput) {
  return api.post<TwoFactorEnrolment>("/api/auth/two-factor/enable", input);
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}
