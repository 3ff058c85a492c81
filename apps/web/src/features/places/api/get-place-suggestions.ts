import { TIMINGS } from "@campusride/shared/limits";
import { PLACE_QUERY_MIN, type PlaceList } from "@campusride/shared/schemas/places";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { placesQueryKeys } from "../../../lib/query-keys.ts";

/**
 * Places whose name starts with `query` (at least 2 characters, US only, up to 10).
 * `session` groups one person's typing until they choose a place (maps services bill per
 * session).
 */
export function getPlaceSuggestions(
  query: string,
  signal?: AbortSignal,
  session?: string,
): Promise<PlaceList> {
  const params = new URLSearchParams({ q: query });
  if (session) params.set("session", session);
  // Places that have not answered within 10 s are "failed to load"; the box says so.
  const timeout = AbortSignal.timeout(TIMINGS.mapsTimeout);
  return api.get<PlaceList>(`/api/places/autocomplete?${params}`, {
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
}

/** A random autocomplete session token (works on plain http too, unlike randomUUID). */
export function newPlacesSession(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export function placeSuggestionsQueryOptions(query: string) {
  const text = query.trim();
  return queryOptions({
    queryKey: placesQueryKeys.autocomplete(text),
    queryFn: ({ signal }) => getPlaceSuggestions(text, signal),
    enabled: text.length >= PLACE_QUERY_MIN,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function usePlaceSuggestions(query: string) {
  return useQuery(placeSuggestionsQueryOptions(query));
}
