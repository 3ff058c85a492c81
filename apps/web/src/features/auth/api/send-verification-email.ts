import { authRequest } from "../../../lib/auth-request.ts";

/** Mails the verification link again. */
export function sendVerificationEmail(input: { email: string; callbackURL: string }) {
  return authRequest<{ status: boolean }>("/send-verification-email", input);
}
