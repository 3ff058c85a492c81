import type { Booking } from "@campusride/shared/schemas/bookings";
import { api } from "../../../lib/api-client.ts";
import { useRidesMutation } from "./use-rides-mutation.ts";

export function approveBooking(bookingId: string): Promise<Booking> {
  return api.post<Booking>(`/api/bookings/${encodeURIComponent(bookingId)}/approve`);
}

/** Approves a request; the server answers 409 when the trip has too few seats left. */
export function useApproveBooking() {
  return useRidesMutation(approveBooking);
}
