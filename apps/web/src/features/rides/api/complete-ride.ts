import type { DriverRide } from "@campusride/shared/schemas/rides";
import { api } from "../../../lib/api-client.ts";
import { useRidesMutation } from "./use-rides-mutation.ts";

export function completeRide(rideId: string): Promise<DriverRide> {
  return api.post<DriverRide>(`/api/rides/${encodeURIComponent(rideId)}/complete`);
}

/** Marks a trip completed. */
export function useCompleteRide() {
  return useRidesMutation(completeRide);
}
