import { api } from "../../../lib/api-client.ts";

/** Mails a reset link if the account exists (the answer is the same either way). */
export function requestPasswordReset(input: { email: string; redirectTo: string }) {
  return api.post<{ status: boolean }>("/api/auth/request-password-reset", input);
}
