import type { Booking } from "@campusride/shared/schemas/bookings";
import { api } from "../../../lib/api-client.ts";
import { useRidesMutation } from "./use-rides-mutation.ts";

/** A women-only trip's driver rejects a request and reports its rider as not eligible, in one step. */
export function reportNotEligible(bookingId: string): Promise<{ booking: Booking; message: string }> {
  return api.post(`/api/bookings/${encodeURIComponent(bookingId)}/report-not-eligible`);
}

export function useReportNotEligible() {
  return useRidesMutation(reportNotEligible);
}
