import type { RideSeriesWithRides } from "@campusride/shared/schemas/ride-series";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { rideSeriesQueryKeys } from "../../../lib/query-keys.ts";

export function getRideSeries(seriesId: string, signal?: AbortSignal): Promise<RideSeriesWithRides> {
  return api.get<RideSeriesWithRides>(`/api/ride-series/${encodeURIComponent(seriesId)}`, { signal });
}

export function rideSeriesQueryOptions(seriesId: string) {
  return queryOptions({
    queryKey: rideSeriesQueryKeys.detail(seriesId),
    queryFn: ({ signal }) => getRideSeries(seriesId, signal),
  });
}

/** A series and its upcoming trips, by date (its driver and riders alike). */
export function useRideSeries(seriesId: string) {
  return useQuery(rideSeriesQueryOptions(seriesId));
}
