import type { RouteInfoResult } from "@campusride/shared/schemas/rides";
import { api } from "../../../lib/api-client.ts";
import { useRidesMutation } from "./use-rides-mutation.ts";

export function updateRouteInfo(): Promise<RouteInfoResult> {
  return api.post<RouteInfoResult>("/api/rides/route-info");
}

/** Fills in distance and time for the driver's trips that miss them (docs/product/trips.md#route-info). */
export function useUpdateRouteInfo() {
  return useRidesMutation(updateRouteInfo);
}
