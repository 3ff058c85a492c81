import type { PlaceList } from "@campusride/shared/schemas/places";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { placesQueryKeys } from "../../../lib/query-keys.ts";

/** Places matching a free-text search (up to 10). */
export function searchPlaces(query: string, signal?: AbortSignal): Promise<PlaceList> {
  return api.get<PlaceList>(`/api/places/search?q=${encodeURIComponent(query)}`, { signal });
}

export function searchPlacesQueryOptions(query: string) {
  return queryOptions({
    queryKey: placesQueryKeys.search(query),
    queryFn: ({ signal }) => searchPlaces(query.trim(), signal),
    enabled: query.trim().length >= 2,
  });
}

export function useSearchPlaces(query: string) {
  return useQuery(searchPlacesQueryOptions(query));
}
