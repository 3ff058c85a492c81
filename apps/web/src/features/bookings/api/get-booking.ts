import type { RiderBooking } from "@campusride/shared/schemas/bookings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { bookingsQueryKeys } from "../../../lib/query-keys.ts";

export function getBooking(bookingId: string, signal?: AbortSignal): Promise<RiderBooking> {
  return api.get<RiderBooking>(`/api/bookings/${encodeURIComponent(bookingId)}`, { signal });
}

export function bookingQueryOptions(bookingId: string) {
  return queryOptions({
    queryKey: bookingsQueryKeys.detail(bookingId),
    queryFn: ({ signal }) => getBooking(bookingId, signal),
  });
}

/** One of the rider's bookings with its ride (404 for anyone else's). */
export function useBooking(bookingId: string) {
  return useQuery(bookingQueryOptions(bookingId));
}
