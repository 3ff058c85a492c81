import type { RouteResult } from "@campusride/shared/schemas/places";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { routeQueryKey } from "../../../lib/query-keys.ts";

export interface RouteEndpoints {
  /** A place id or "lat,lng". */
  from: string;
  to: string;
  /** The driver's car, for the suggested price; the default car when absent. */
  make?: string;
  model?: string;
}

/** Road distance, duration and suggested price between two places. */
export function getRoute(input: RouteEndpoints, signal?: AbortSignal): Promise<RouteResult> {
  const params = new URLSearchParams({ from: input.from, to: input.to });
  if (input.make && input.model) {
    params.set("make", input.make);
    params.set("model", input.model);
  }
  return api.get<RouteResult>(`/api/routes?${params}`, { signal });
}

export function routeQueryOptions(input: RouteEndpoints) {
  return queryOptions({
    queryKey: routeQueryKey(input),
    queryFn: ({ signal }) => getRoute(input, signal),
    staleTime: 60 * 60_000,
    retry: false,
  });
}

export function useRoute(input: RouteEndpoints | undefined) {
  return useQuery({ ...routeQueryOptions(input ?? { from: "", to: "" }), enabled: Boolean(input) });
}

/**
 * How a chosen place is sent to the routes endpoint: offline ids as they are (the server
 * knows their city, for the fixed city pairs), anything else as "lat,lng".
 */
export function routeEndpoint(place: { placeId: string; lat: number; lng: number }): string {
  return /^(city|campus|landmark):/.test(place.placeId) ? place.placeId : `${place.lat},${place.lng}`;
}
