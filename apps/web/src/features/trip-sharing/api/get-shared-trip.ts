import type { SharedTrip } from "@campusride/shared/schemas/trip-sharing";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { sharedTripQueryKey } from "../../../lib/query-keys.ts";

export function getSharedTrip(token: string, signal?: AbortSignal): Promise<SharedTrip> {
  return api.get<SharedTrip>(`/api/shared-trips/${encodeURIComponent(token)}`, { signal });
}

export function sharedTripQueryOptions(token: string) {
  return queryOptions({
    queryKey: sharedTripQueryKey(token),
    queryFn: ({ signal }) => getSharedTrip(token, signal),
    // a link that is not found (or has expired) stays so: no retry
    retry: false,
  });
}

/** A shared trip, read-only, for whoever holds its link (no sign-in). */
export function useSharedTrip(token: string) {
  return useQuery(sharedTripQueryOptions(token));
}
