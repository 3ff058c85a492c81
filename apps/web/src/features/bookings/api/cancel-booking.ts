import type { Booking } from "@campusride/shared/schemas/bookings";
import { api } from "../../../lib/api-client.ts";
import { useBookingsMutation } from "./use-bookings-mutation.ts";

export function cancelBooking(bookingId: string): Promise<Booking> {
  return api.post<Booking>(`/api/bookings/${encodeURIComponent(bookingId)}/cancel`);
}

/** Withdraws one of the rider's pending requests. */
export function useCancelBooking() {
  return useBookingsMutation(cancelBooking);
}
