import { TIMINGS } from "@campusride/shared/limits";
import type { NotificationsPage } from "@campusride/shared/schemas/notifications";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { usePollingFallback } from "../../../lib/live-updates.ts";
import { notificationsQueryKeys } from "../../../lib/query-keys.ts";

/** A page of the user's notifications, newest first; `before` asks for those older than that id. */
export function getNotifications(before?: string, signal?: AbortSignal): Promise<NotificationsPage> {
  const query = before ? `?before=${encodeURIComponent(before)}` : "";
  return api.get<NotificationsPage>(`/api/notifications${query}`, { signal });
}

export const notificationsQueryOptions = infiniteQueryOptions({
  queryKey: notificationsQueryKeys.list,
  queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last) => (last.hasMore ? last.notifications.at(-1)?.id : undefined),
});

/**
 * The bell's list and unread count (the first page's). The live stream refreshes it;
 * while the stream is down it is read again as active rides are (60 s).
 */
export function useNotifications() {
  const refetchInterval = usePollingFallback(TIMINGS.ridePolling);
  return useInfiniteQuery({ ...notificationsQueryOptions, refetchInterval });
}
