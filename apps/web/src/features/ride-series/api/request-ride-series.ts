import type {
  RequestRideSeriesResult,
  requestRideSeriesInputSchema,
} from "@campusride/shared/schemas/ride-series";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { useSeriesMutation } from "./use-series-mutation.ts";

export interface SeriesRequest {
  seriesId: string;
  input: z.input<typeof requestRideSeriesInputSchema>;
}

export function requestRideSeries({ seriesId, input }: SeriesRequest): Promise<RequestRideSeriesResult> {
  return api.post<RequestRideSeriesResult>(
    `/api/ride-series/${encodeURIComponent(seriesId)}/requests`,
    input,
  );
}

/** Requests a seat on every upcoming trip of a series, in one step. */
export function useRequestRideSeries() {
  return useSeriesMutation(requestRideSeries);
}
