import type { DriverRide } from "@campusride/shared/schemas/rides";
import { api } from "../../../lib/api-client.ts";
import type { Series, SkippedRide, UpdateSeriesInput } from "../series-types.ts";
import { useSeriesMutation } from "./use-series-mutation.ts";

export interface UpdateSeriesRequest {
  seriesId: string;
  changes: UpdateSeriesInput;
}

export function updateRideSeries({
  seriesId,
  changes,
}: UpdateSeriesRequest): Promise<{ series: Series; rides: DriverRide[]; skipped: SkippedRide[] }> {
  return api.patch(`/api/ride-series/${encodeURIComponent(seriesId)}`, changes);
}

/** Changes the series and each of its future trips that the trip rules allow. */
export function useUpdateRideSeries() {
  return useSeriesMutation(updateRideSeries);
}
