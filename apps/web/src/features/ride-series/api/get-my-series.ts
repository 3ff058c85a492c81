import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { rideSeriesQueryKeys } from "../../../lib/query-keys.ts";
import type { Series } from "../series-types.ts";

export function getMySeries(signal?: AbortSignal): Promise<{ series: Series[] }> {
  return api.get("/api/ride-series/mine", { signal });
}

export function mySeriesQueryOptions() {
  return queryOptions({ queryKey: rideSeriesQueryKeys.mine, queryFn: ({ signal }) => getMySeries(signal) });
}

/** The driver's weekly series (their trips' "Weekly · Mon, Wed" tags read it). */
export function useMySeries() {
  return useQuery(mySeriesQueryOptions());
}
