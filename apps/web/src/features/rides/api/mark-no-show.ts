import type { Booking } from "@campusride/shared/schemas/bookings";
import { api } from "../../../lib/api-client.ts";
import { useRidesMutation } from "./use-rides-mutation.ts";

export function markNoShow(bookingId: string): Promise<Booking> {
  return api.post<Booking>(`/api/bookings/${encodeURIComponent(bookingId)}/no-show`);
}

/** Marks a confirmed rider who was not at the pickup once the trip has left (the seat is paid to the driver). */
export function useMarkNoShow() {
  return useRidesMutation(markNoShow);
}
