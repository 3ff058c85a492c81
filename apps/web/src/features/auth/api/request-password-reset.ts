import { RESET_PASSWORD_PATH } from "@campusride/shared/paths";
import type { PasswordResetRequest } from "@campusride/shared/schemas/signup";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { withBrowserCheck, type ReportBrowserCheck } from "../browser-check.ts";

/** Mails a reset link if the account exists (the answer is the same either way). */
export function requestPasswordReset(input: PasswordResetRequest, reportCheck?: ReportBrowserCheck) {
  const body = { ...input, redirectTo: RESET_PASSWORD_PATH };
  return withBrowserCheck(
    (headers) => api.post<{ status: boolean }>("/api/auth/request-password-reset", body, { headers }),
    reportCheck,
  );
}

export function useRequestPasswordReset(reportCheck?: ReportBrowserCheck) {
  return useMutation({
    mutationFn: (input: PasswordResetRequest) => requestPasswordReset(input, reportCheck),
  });
}
