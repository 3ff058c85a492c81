import type { SearchInput, SearchResponse } from "@campusride/shared/schemas/search";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { searchQueryKey } from "../../../lib/query-keys.ts";

/** POST /api/search: the rides that match, best first, and how many of that day's do. */
export function searchRides(input: SearchInput, signal?: AbortSignal): Promise<SearchResponse> {
  return api.post<SearchResponse>("/api/search", input, { signal });
}

/**
 * One cache entry per search, so Back to an earlier search shows its rides at once; and
 * always stale, so that return asks again too: seats go while the rider looks elsewhere.
 */
export function searchRidesQueryOptions(input: SearchInput) {
  return queryOptions({
    queryKey: [...searchQueryKey, input],
    queryFn: ({ signal }) => searchRides(input, signal),
    staleTime: 0,
    retry: false,
  });
}

/** The search's rides, once there is a complete search (`input`) to run. */
export function useSearchRides(input: SearchInput | undefined) {
  return useQuery({
    ...searchRidesQueryOptions(input ?? EMPTY_INPUT),
    enabled: input !== undefined,
  });
}

const EMPTY_INPUT: SearchInput = {
  originLat: 0,
  originLng: 0,
  destinationLat: 0,
  destinationLng: 0,
  passengers: 1,
  departureDate: "",
};
