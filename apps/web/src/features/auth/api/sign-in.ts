import { authRequest } from "../../../lib/auth-request.ts";

/** Starts a cookie session; the caller refreshes the session query. */
export function signIn(input: { email: string; password: string }) {
  return authRequest<{ user: { id: string } }>("/sign-in/email", input);
}
