import { TIMINGS } from "@campusride/shared/limits";
import type { BookingScope, MyBookings } from "@campusride/shared/schemas/bookings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { usePollingFallback } from "../../../lib/live-updates.ts";
import { bookingsQueryKeys } from "../../../lib/query-keys.ts";

export function getMyBookings(scope: BookingScope, signal?: AbortSignal): Promise<MyBookings> {
  return api.get<MyBookings>(`/api/bookings/mine?scope=${scope}`, { signal });
}

export function myBookingsQueryOptions(scope: BookingScope) {
  return queryOptions({
    queryKey: bookingsQueryKeys.mine(scope),
    queryFn: ({ signal }) => getMyBookings(scope, signal),
  });
}

/**
 * The rider's Upcoming Rides or Past & Cancelled. Drivers' answers arrive through the live
 * stream; while it is down, active rides are polled every 60 s while shown (docs/product/bookings.md#my-rides).
 */
export function useMyBookings(scope: BookingScope) {
  const refetchInterval = usePollingFallback(TIMINGS.ridePolling);
  return useQuery({ ...myBookingsQueryOptions(scope), refetchInterval });
}
