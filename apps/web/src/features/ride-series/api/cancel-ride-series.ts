import { api } from "../../../lib/api-client.ts";
import type { Series } from "../series-types.ts";
import { useSeriesMutation } from "./use-series-mutation.ts";

export function cancelRideSeries(seriesId: string): Promise<{ series: Series; cancelledRideIds: string[] }> {
  return api.post(`/api/ride-series/${encodeURIComponent(seriesId)}/cancel`);
}

/** Stops the series and cancels its future trips (their riders are told). */
export function useCancelRideSeries() {
  return useSeriesMutation(cancelRideSeries);
}
