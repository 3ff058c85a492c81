import type { RideSeries } from "@campusride/shared/schemas/ride-series";
import { api } from "../../../lib/api-client.ts";
import { useSeriesMutation } from "./use-series-mutation.ts";

interface SeriesCancelled {
  series: RideSeries;
  cancelledRideIds: string[];
}

export function cancelRideSeries(seriesId: string): Promise<SeriesCancelled> {
  return api.post<SeriesCancelled>(`/api/ride-series/${encodeURIComponent(seriesId)}/cancel`);
}

/** Stops the series and cancels its future trips (their riders are told). */
export function useCancelRideSeries() {
  return useSeriesMutation(cancelRideSeries);
}
