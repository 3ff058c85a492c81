import { TIMINGS } from "@campusride/shared/limits";
import type { PlaceList } from "@campusride/shared/schemas/places";
import { api } from "../../../lib/api-client.ts";

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
