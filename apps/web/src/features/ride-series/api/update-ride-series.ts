import type {
  updateRideSeriesInputSchema,
  updateRideSeriesResponseSchema,
} from "@campusride/shared/schemas/ride-series";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { useSeriesMutation } from "./use-series-mutation.ts";

/** The series and its trips after the change, and the trips that kept their own values. */
export type SeriesUpdated = z.infer<typeof updateRideSeriesResponseSchema>;

/** PATCH's body: what changes, as the shared schema takes it. */
export type UpdateSeriesInput = z.input<typeof updateRideSeriesInputSchema>;

export interface UpdateSeriesRequest {
  seriesId: string;
  changes: UpdateSeriesInput;
}

export function updateRideSeries({ seriesId, changes }: UpdateSeriesRequest): Promise<SeriesUpdated> {
  return api.patch<SeriesUpdated>(`/api/ride-series/${encodeURIComponent(seriesId)}`, changes);
}

/** Changes the series and each of its future trips that the trip rules allow. */
export function useUpdateRideSeries() {
  return useSeriesMutation(updateRideSeries);
}
