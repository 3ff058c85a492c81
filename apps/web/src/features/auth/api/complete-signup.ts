import type { CompleteSignupInput } from "@campusride/shared/schemas/complete-signup";
import type { MeResponse } from "@campusride/shared/schemas/profile";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { meQueryKey } from "../../../lib/query-keys.ts";

/** Writes the profile of an account made by Google sign-in; answers like GET /api/me. */
export function completeSignup(input: CompleteSignupInput): Promise<MeResponse> {
  return api.post<MeResponse>("/api/me/complete-signup", input);
}

export function useCompleteSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeSignup,
    onSuccess: (me) => queryClient.setQueryData(meQueryKey, me),
  });
}
