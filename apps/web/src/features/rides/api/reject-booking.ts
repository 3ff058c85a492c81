import type { Booking } from "@campusride/shared/schemas/bookings";
import { api } from "../../../lib/api-client.ts";
import { useRidesMutation } from "./use-rides-mutation.ts";

export function rejectBooking(bookingId: string): Promise<Booking> {
  return api.post<Booking>(`/api/bookings/${encodeURIComponent(bookingId)}/reject`);
}

/** Rejects a request. */
export function useRejectBooking() {
  return useRidesMutation(rejectBooking);
}
