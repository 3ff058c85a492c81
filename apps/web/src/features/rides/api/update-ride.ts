import type { DriverRide, UpdateRideInput } from "@campusride/shared/schemas/rides";
import { api } from "../../../lib/api-client.ts";
import { useRidesMutation } from "./use-rides-mutation.ts";

export interface UpdateRideRequest {
  rideId: string;
  changes: UpdateRideInput;
}

export function updateRide({ rideId, changes }: UpdateRideRequest): Promise<DriverRide> {
  return api.patch<DriverRide>(`/api/rides/${encodeURIComponent(rideId)}`, changes);
}

/** Changes a trip's departure time, notes, seats, preferences or instant booking. */
export function useUpdateRide() {
  return useRidesMutation(updateRide);
}
