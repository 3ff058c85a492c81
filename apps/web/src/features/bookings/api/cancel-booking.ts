import type { Booking } from "@campusride/shared/schemas/bookings";
import { api } from "../../../lib/api-client.ts";
import { useBookingsMutation } from "./use-bookings-mutation.ts";

export function cancelBooking(bookingId: string): Promise<Booking> {
  return api.post<Booking>(`/api/bookings/${encodeURIComponent(bookingId)}/cancel`);
}

/** Withdraws one of the rider's pending requests, or cancels a confirmed seat (refunded per the Terms). */
export function useCancelBooking() {
  return useBookingsMutation(cancelBooking);
}
