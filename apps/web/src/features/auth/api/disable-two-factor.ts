import type { TwoFactorPasswordInput } from "@campusride/shared/schemas/two-factor";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { adoptNewSession } from "./sign-in.ts";

/** Turns two-factor authentication off (the key and backup codes are removed). */
export function disableTwoFactor(input: TwoFactorPasswordInput) {
  return api.post<{ status: boolean }>("/api/auth/two-factor/disable", input);
}

/** The server replaces the session with one carrying the account's new state. */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disableTwoFactor, onSuccess: () => adoptNewSession(queryClient) });
}
