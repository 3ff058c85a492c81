import { VERIFIED_CALLBACK_PATH } from "@campusride/shared/paths";
import type { SignupInput } from "@campusride/shared/schemas/signup-input";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { withBrowserCheck, type ReportBrowserCheck } from "../browser-check.ts";

/** Creates the account (checked by the API with the wizard's schema); no session until verified. */
export function signUp(input: SignupInput, reportCheck?: ReportBrowserCheck) {
  const body = { ...input, callbackURL: VERIFIED_CALLBACK_PATH };
  return withBrowserCheck(
    (headers) => api.post<{ user: { id: string } }>("/api/auth/sign-up/email", body, { headers }),
    reportCheck,
  );
}

export function useSignUp(reportCheck?: ReportBrowserCheck) {
  return useMutation({ mutationFn: (input: SignupInput) => signUp(input, reportCheck) });
}
