import type { ActiveSessions } from "@campusride/shared/schemas/sessions";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import type { WithRecentSignIn } from "../../../components/recent-sign-in.tsx";
import { activeSessionsQueryKey } from "../../../lib/query-keys.ts";

/** The account's signed-in browsers (GET /api/me/sessions). */

export function getActiveSessions(signal?: AbortSignal): Promise<ActiveSessions> {
  return api.get<ActiveSessions>("/api/me/sessions", { signal });
}

export function useActiveSessions() {
  return useQuery({ queryKey: activeSessionsQueryKey, queryFn: ({ signal }) => getActiveSessions(signal) });
}

/** The password again, when this browser signed in more than a day ago. */
function passwordBody(currentPassword: string | undefined) {
  return currentPassword === undefined ? undefined : { currentPassword };
}

/**
 * Signs one of the account's other browsers out (asking for the password when the sign-in
 * is not recent); the list is read again.
 */
export function useRevokeSession(withRecentSignIn: WithRecentSignIn) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      withRecentSignIn((currentPassword) =>
        api.delete<null>(`/api/me/sessions/${encodeURIComponent(id)}`, {
          body: passwordBody(currentPassword),
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: activeSessionsQueryKey }),
  });
}

/** Signs every other browser of the account out; this one stays. */
export function useRevokeOtherSessions(withRecentSignIn: WithRecentSignIn) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      withRecentSignIn((currentPassword) =>
        api.post<{ revoked: number }>("/api/me/sessions/revoke-others", passwordBody(currentPassword)),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: activeSessionsQueryKey }),
  });
}
