import { api } from "../../../lib/api-client.ts";

/** Mails the verification link again. */
export function sendVerificationEmail(input: { email: string; callbackURL: string }) {
  return api.post<{ status: boolean }>("/api/auth/send-verification-email", input);
}
