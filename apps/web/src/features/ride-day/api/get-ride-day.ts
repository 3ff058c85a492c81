import { TIMINGS } from "@campusride/shared/limits";
import type { RideDay } from "@campusride/shared/schemas/ride-day";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { usePollingFallback } from "../../../lib/live-updates.ts";
import { ridesQueryKeys } from "../../../lib/query-keys.ts";

export function getRideDay(rideId: string, signal?: AbortSignal): Promise<RideDay> {
  return api.get<RideDay>(`/api/rides/${encodeURIComponent(rideId)}/day`, { signal });
}

export function rideDayQueryOptions(rideId: string) {
  return queryOptions({
    queryKey: ridesQueryKeys.day(rideId),
    queryFn: ({ signal }) => getRideDay(rideId, signal),
    // someone who may not follow the trip's day hears 404: asking again cannot change it
    retry: false,
  });
}

/**
 * A trip's live status and timeline (docs/product/ride-day.md#live-status), for its driver
 * and approved riders. The other side's statuses arrive through the live stream (a
 * ride_day_status notification reads it again); while it is down, read again every 10 s.
 */
export function useRideDay(rideId: string) {
  const refetchInterval = usePollingFallback(TIMINGS.dashboardRefresh);
  return useQuery({ ...rideDayQueryOptions(rideId), refetchInterval });
}
