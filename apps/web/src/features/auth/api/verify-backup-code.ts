import type { BackupCodeInput } from "@campusride/shared/schemas/two-factor";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { adoptNewSession } from "./sign-in.ts";

/** A backup code instead of the app's code, at sign-in; each works once. */
export function verifyBackupCode(input: BackupCodeInput) {
  return api.post<{ token: string }>("/api/auth/two-factor/verify-backup-code", input);
}

export function useVerifyBackupCode() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: verifyBackupCode, onSuccess: () => adoptNewSession(queryClient) });
}
