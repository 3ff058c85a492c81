import { VERIFIED_CALLBACK_PATH } from "@campusride/shared/paths";
import type { SignupInput } from "@campusride/shared/schemas/signup-input";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** Creates the account (checked by the API with the wizard's schema); no session until verified. */
export function signUp(input: SignupInput) {
  return api.post<{ user: { id: string } }>("/api/auth/sign-up/email", {
    ...input,
    callbackURL: VERIFIED_CALLBACK_PATH,
  });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
