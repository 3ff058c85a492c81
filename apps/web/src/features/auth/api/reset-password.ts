import { authRequest } from "../../../lib/auth-request.ts";

/** Sets the new password with the mailed token; every session of the account ends. */
export function resetPassword(input: { newPassword: string; token: string }) {
  return authRequest<{ status: boolean }>("/reset-password", input);
}
