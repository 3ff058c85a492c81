import { TIMINGS } from "@campusride/shared/limits";
import type { TripRequests } from "@campusride/shared/schemas/bookings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { usePollingFallback } from "../../../lib/live-updates.ts";
import { ridesQueryKeys } from "../../../lib/query-keys.ts";

export function getTripRequests(rideId: string, signal?: AbortSignal): Promise<TripRequests> {
  return api.get<TripRequests>(`/api/rides/${encodeURIComponent(rideId)}/requests`, { signal });
}

export function tripRequestsQueryOptions(rideId: string) {
  return queryOptions({
    queryKey: ridesQueryKeys.requests(rideId),
    queryFn: ({ signal }) => getTripRequests(rideId, signal),
  });
}

/**
 * A trip with its pending, approved and rejected requests, for its driver. A new request
 * arrives through the live stream; while it is down, read again as the dashboard is (10 s).
 */
export function useTripRequests(rideId: string) {
  const refetchInterval = usePollingFallback(TIMINGS.dashboardRefresh);
  return useQuery({ ...tripRequestsQueryOptions(rideId), refetchInterval });
}
