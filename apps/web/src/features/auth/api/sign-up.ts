import { authRequest } from "../../../lib/auth-request.ts";

/** Creates the account (checked by the API with the wizard's schema); no session until verified. */
export function signUp(body: Record<string, unknown>) {
  return authRequest<{ user: { id: string } }>("/sign-up/email", body);
}
