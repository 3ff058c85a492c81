import { TIMINGS } from "@campusride/shared/limits";
import type { BookingScope, MyBookings } from "@campusride/shared/schemas/bookings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
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

/** The rider's Upcoming Rides or Past & Cancelled, read again every 10 s while shown: drivers answer meanwhile. */
export function useMyBookings(scope: BookingScope) {
  return useQuery({ ...myBookingsQueryOptions(scope), refetchInterval: TIMINGS.dashboardRefresh });
}
