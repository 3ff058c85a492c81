import type { TotpInput } from "@campusride/shared/schemas/two-factor";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { adoptNewSession } from "./sign-in.ts";

/** A code from the authenticator app: finishes a sign-in, or confirms the enrolment. */
export function verifyTotp(input: TotpInput) {
  return api.post<{ token: string }>("/api/auth/two-factor/verify-totp", input);
}

/** Either way the server hands out a new session. */
export function useVerifyTotp() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: verifyTotp, onSuccess: () => adoptNewSession(queryClient) });
}
