import { authRequest } from "../../../lib/auth-request.ts";

/** Mails a reset link if the account exists (the answer is the same either way). */
export function requestPasswordReset(input: { email: string; redirectTo: string }) {
  return authRequest<{ status: boolean }>("/request-password-reset", input);
}
