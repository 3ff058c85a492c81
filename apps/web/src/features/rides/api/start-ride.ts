import type { TripDay } from "@campusride/shared/schemas/bookings";
import type { StartRideInput } from "@campusride/shared/schemas/no-shows";
import { api } from "../../../lib/api-client.ts";
import { useRidesMutation } from "./use-rides-mutation.ts";

function startRide({ rideId, pickedUp }: { rideId: string } & StartRideInput): Promise<TripDay> {
  return api.post<TripDay>(`/api/rides/${encodeURIComponent(rideId)}/start`, { pickedUp });
}

/** The driver starts the trip with the approved riders in the car (docs/product/ride-day.md). */
export function useStartRide() {
  return useRidesMutation(startRide);
}
