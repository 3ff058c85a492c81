import type { SigninInput } from "@campusride/shared/schemas/signup";
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { withBrowserCheck, type ReportBrowserCheck } from "../browser-check.ts";
import { rememberSession } from "../session-keys.ts";
import { sessionQueryOptions } from "./get-session.ts";

/** The password step's answer: signed in, or (two-factor accounts) a code is needed first. */
export type SignInAnswer =
  { user: { id: string }; twoFactorRedirect?: undefined } | { twoFactorRedirect: true };

/** Starts a cookie session, or a two-factor challenge (after a browser check, when one is asked for). */
export function signIn(input: SigninInput, reportCheck?: ReportBrowserCheck) {
  return withBrowserCheck(
    (headers) => api.post<SignInAnswer>("/api/auth/sign-in/email", input, { headers }),
    reportCheck,
  );
}

/** A new session (a sign-in, or a second factor) replaces whatever the top bar and the guards had cached. */
export async function adoptNewSession(queryClient: QueryClient) {
  const session = await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
  if (session) rememberSession(session.user.id, session.session.id);
  // everything else cached belonged to the signed-out visitor (or another account)
  await queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] !== sessionQueryOptions.queryKey[0],
  });
}

/** Signs in; the new session replaces whatever the top bar and the guards had cached. */
export function useSignIn(reportCheck?: ReportBrowserCheck) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SigninInput) => signIn(input, reportCheck),
    onSuccess: async (answer) => {
      // a two-factor challenge is not a session yet
      if (!answer.twoFactorRedirect) await adoptNewSession(queryClient);
    },
  });
}
