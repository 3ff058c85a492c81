import type { ActiveSessions } from "@campusride/shared/schemas/sessions";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** The account's signed-in browsers (GET /api/me/sessions). */
export const activeSessionsQueryKey = ["me", "sessions"] as const;

export function getActiveSessions(signal?: AbortSignal): Promise<ActiveSessions> {
  return api.get<ActiveSessions>("/api/me/sessions", { signal });
}

export function useActiveSessions() {
  return useQuery({ queryKey: activeSessionsQueryKey, queryFn: ({ signal }) => getActiveSessions(signal) });
}

/** Signs one of the account's other browsers out; the list is read again. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`/api/me/sessions/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: activeSessionsQueryKey }),
  });
}

/** Signs every other browser of the account out; this one stays. */
export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ revoked: number }>("/api/me/sessions/revoke-others"),
    onSettled: () => queryClient.invalidateQueries({ queryKey: activeSessionsQueryKey }),
  });
}
