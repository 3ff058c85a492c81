import type { DriverRide, PublicRide } from "@campusride/shared/schemas/rides";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { ridesQueryKeys } from "../../../lib/query-keys.ts";

/** A ride: its driver gets the driver's view (notes as written, requests waiting), anyone else the public one. */
export type RideView = PublicRide | DriverRide;

export function getRide(rideId: string, signal?: AbortSignal): Promise<RideView> {
  return api.get<RideView>(`/api/rides/${encodeURIComponent(rideId)}`, { signal });
}

export function rideQueryOptions(rideId: string) {
  return queryOptions({
    queryKey: ridesQueryKeys.detail(rideId),
    queryFn: ({ signal }) => getRide(rideId, signal),
  });
}

export function useRide(rideId: string) {
  return useQuery(rideQueryOptions(rideId));
}
