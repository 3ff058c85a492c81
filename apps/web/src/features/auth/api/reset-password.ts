import { api } from "../../../lib/api-client.ts";

/** Sets the new password with the mailed token; every session of the account ends. */
export function resetPassword(input: { newPassword: string; token: string }) {
  return api.post<{ status: boolean }>("/api/auth/reset-password", input);
}
