import { VERIFIED_CALLBACK_PATH } from "@campusride/shared/paths";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** Mails the verification link again. */
export function sendVerificationEmail(email: string) {
  return api.post<{ status: boolean }>("/api/auth/send-verification-email", {
    email,
    callbackURL: VERIFIED_CALLBACK_PATH,
  });
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
