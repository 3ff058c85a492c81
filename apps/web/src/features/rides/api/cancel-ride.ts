import type { DriverRide } from "@campusride/shared/schemas/rides";
import { api } from "../../../lib/api-client.ts";
import { useRidesMutation } from "./use-rides-mutation.ts";

export function cancelRide(rideId: string): Promise<DriverRide> {
  return api.post<DriverRide>(`/api/rides/${encodeURIComponent(rideId)}/cancel`);
}

/** Cancels a trip; its riders' bookings then show 'Ride Cancelled'. */
export function useCancelRide() {
  return useRidesMutation(cancelRide);
}
