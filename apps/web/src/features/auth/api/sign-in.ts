import type { SigninInput } from "@campusride/shared/schemas/signup";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { rememberSession } from "../session-keys.ts";
import { sessionQueryOptions } from "./get-session.ts";

/** Starts a cookie session. */
export function signIn(input: SigninInput) {
  return api.post<{ user: { id: string } }>("/api/auth/sign-in/email", input);
}

/** Signs in; the new session replaces whatever the top bar and the guards had cached. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: async () => {
      const session = await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
      if (session) rememberSession(session.user.id, session.session.id);
      // everything else cached belonged to the signed-out visitor (or another account)
      await queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== sessionQueryOptions.queryKey[0],
      });
    },
  });
}
