import type { PlaceList } from "@campusride/shared/schemas/places";
import { PLACE_QUERY_MIN } from "@campusride/shared/schemas/places";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** Places whose name starts with `query` (at least 2 characters, US only, up to 10). */
export function getPlaceSuggestions(query: string, signal?: AbortSignal): Promise<PlaceList> {
  return api.get<PlaceList>(`/api/places/autocomplete?q=${encodeURIComponent(query)}`, { signal });
}

export function placeSuggestionsQueryOptions(query: string) {
  const text = query.trim();
  return queryOptions({
    queryKey: ["places", "autocomplete", text.toLowerCase()],
    queryFn: ({ signal }) => getPlaceSuggestions(text, signal),
    enabled: text.length >= PLACE_QUERY_MIN,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function usePlaceSuggestions(query: string) {
  return useQuery(placeSuggestionsQueryOptions(query));
}
