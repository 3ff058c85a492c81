import { api } from "../../../lib/api-client.ts";

/** Creates the account (checked by the API with the wizard's schema); no session until verified. */
export function signUp(input: Record<string, unknown>) {
  return api.post<{ user: { id: string } }>("/api/auth/sign-up/email", input);
}
