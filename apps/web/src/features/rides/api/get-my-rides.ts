import { TIMINGS } from "@campusride/shared/limits";
import type { DriverRide, RideScope } from "@campusride/shared/schemas/rides";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { usePollingFallback } from "../../../lib/live-updates.ts";
import { ridesQueryKeys } from "../../../lib/query-keys.ts";

export function getMyRides(scope: RideScope, signal?: AbortSignal): Promise<{ rides: DriverRide[] }> {
  return api.get<{ rides: DriverRide[] }>(`/api/rides/mine?scope=${scope}`, { signal });
}

export function myRidesQueryOptions(scope: RideScope) {
  return queryOptions({
    queryKey: ridesQueryKeys.mine(scope),
    queryFn: ({ signal }) => getMyRides(scope, signal),
  });
}

/**
 * The driver's upcoming or past trips. The live stream's events refresh them; while it is
 * down they are read again every 10 s while shown (docs/product/trips.md#refresh).
 */
export function useMyRides(scope: RideScope) {
  const refetchInterval = usePollingFallback(TIMINGS.dashboardRefresh);
  return useQuery({ ...myRidesQueryOptions(scope), refetchInterval });
}
