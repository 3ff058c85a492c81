import type { PlaceDetails } from "@campusride/shared/schemas/places";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { placesQueryKeys } from "../../../lib/query-keys.ts";

/** A place's address and coordinates by its id. */
export function getPlace(placeId: string, signal?: AbortSignal): Promise<PlaceDetails> {
  return api.get<PlaceDetails>(`/api/places/${encodeURIComponent(placeId)}`, { signal });
}

export function placeQueryOptions(placeId: string) {
  return queryOptions({
    queryKey: placesQueryKeys.details(placeId),
    queryFn: ({ signal }) => getPlace(placeId, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePlace(placeId: string | undefined) {
  return useQuery({ ...placeQueryOptions(placeId ?? ""), enabled: Boolean(placeId) });
}
