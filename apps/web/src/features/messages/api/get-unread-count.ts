import { TIMINGS } from "@campusride/shared/limits";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { usePollingFallback } from "../../../lib/live-updates.ts";
import { messagesQueryKeys } from "../../../lib/query-keys.ts";

export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  return (await api.get<{ unreadCount: number }>("/api/conversations/unread-count", { signal })).unreadCount;
}

export const unreadCountQueryOptions = queryOptions({
  queryKey: messagesQueryKeys.unread,
  queryFn: ({ signal }) => getUnreadCount(signal),
});

/** Messages the user has not read, across threads: the top bar's badge. */
export function useUnreadMessages() {
  const refetchInterval = usePollingFallback(TIMINGS.ridePolling);
  return useQuery({ ...unreadCountQueryOptions, refetchInterval });
}
