import type { TripDay } from "@campusride/shared/schemas/bookings";
import type { NoShowDisputeInput } from "@campusride/shared/schemas/no-shows";
import { api } from "../../../lib/api-client.ts";
import { useBookingsMutation } from "./use-bookings-mutation.ts";

function reportDriverNoShow(rideId: string): Promise<TripDay> {
  return api.post<TripDay>(`/api/rides/${encodeURIComponent(rideId)}/driver-no-show`);
}

function disputeNoShow({ bookingId, ...body }: { bookingId: string } & NoShowDisputeInput) {
  return api.post<{ id: string; message: string }>(
    `/api/bookings/${encodeURIComponent(bookingId)}/no-show/dispute`,
    body,
  );
}

/** The rider reports that the driver did not come: the trip is cancelled and refunded. */
export function useReportDriverNoShow() {
  return useBookingsMutation(reportDriverNoShow);
}

/** The rider disputes being marked a no-show (a report for the admins). */
export function useDisputeNoShow() {
  return useBookingsMutation(disputeNoShow);
}
