import { api } from "../../../lib/api-client.ts";

/** Starts a cookie session; the caller refreshes the session query. */
export function signIn(input: { email: string; password: string }) {
  return api.post<{ user: { id: string } }>("/api/auth/sign-in/email", input);
}
