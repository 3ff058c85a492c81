import type { RideSeries } from "@campusride/shared/schemas/ride-series";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { rideSeriesQueryKeys } from "../../../lib/query-keys.ts";

export function getMySeries(signal?: AbortSignal): Promise<{ series: RideSeries[] }> {
  return api.get<{ series: RideSeries[] }>("/api/ride-series/mine", { signal });
}

export function mySeriesQueryOptions() {
  return queryOptions({ queryKey: rideSeriesQueryKeys.mine, queryFn: ({ signal }) => getMySeries(signal) });
}

/** The driver's weekly series (their trips' "Weekly · Mon, Wed" links read it). */
export function useMySeries() {
  return useQuery(mySeriesQueryOptions());
}
