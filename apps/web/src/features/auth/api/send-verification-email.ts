import { VERIFIED_CALLBACK_PATH } from "@campusride/shared/paths";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { withBrowserCheck, type ReportBrowserCheck } from "../browser-check.ts";

/** Mails the verification link again. */
export function sendVerificationEmail(email: string, reportCheck?: ReportBrowserCheck) {
  const body = { email, callbackURL: VERIFIED_CALLBACK_PATH };
  return withBrowserCheck(
    (headers) => api.post<{ status: boolean }>("/api/auth/send-verification-email", body, { headers }),
    reportCheck,
  );
}

export function useSendVerificationEmail(reportCheck?: ReportBrowserCheck) {
  return useMutation({ mutationFn: (email: string) => sendVerificationEmail(email, reportCheck) });
}
