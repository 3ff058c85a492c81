import { RESET_PASSWORD_PATH } from "@campusride/shared/paths";
import type { PasswordResetRequest } from "@campusride/shared/schemas/signup";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** Mails a reset link if the account exists (the answer is the same either way). */
export function requestPasswordReset(input: PasswordResetRequest) {
  return api.post<{ status: boolean }>("/api/auth/request-password-reset", {
    ...input,
    redirectTo: RESET_PASSWORD_PATH,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
