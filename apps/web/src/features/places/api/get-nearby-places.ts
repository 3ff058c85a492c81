import type { PlaceList } from "@campusride/shared/schemas/places";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { placesQueryKeys } from "../../../lib/query-keys.ts";

export interface NearbyInput {
  lat: number;
  lng: number;
  /** Default: restaurant, gas_station, university. */
  types?: string[];
  /** Meters; default 5 000. */
  radius?: number;
}

/** Places of some types near a point (up to 20), nearest first. */
export function getNearbyPlaces(input: NearbyInput, signal?: AbortSignal): Promise<PlaceList> {
  const params = new URLSearchParams({ lat: String(input.lat), lng: String(input.lng) });
  if (input.types?.length) params.set("types", input.types.join(","));
  if (input.radius) params.set("radius", String(input.radius));
  return api.get<PlaceList>(`/api/places/nearby?${params}`, { signal });
}

export function nearbyPlacesQueryOptions(input: NearbyInput) {
  return queryOptions({
    queryKey: placesQueryKeys.nearby(input),
    queryFn: ({ signal }) => getNearbyPlaces(input, signal),
  });
}

export function useNearbyPlaces(input: NearbyInput | undefined) {
  return useQuery({
    ...nearbyPlacesQueryOptions(input ?? { lat: 0, lng: 0 }),
    enabled: Boolean(input),
  });
}
