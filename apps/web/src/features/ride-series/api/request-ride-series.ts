import { api } from "../../../lib/api-client.ts";
import type { SeriesRequestInput, SeriesRequestResult } from "../series-types.ts";
import { useSeriesMutation } from "./use-series-mutation.ts";

export interface SeriesRequest {
  seriesId: string;
  input: SeriesRequestInput;
}

export function requestRideSeries({ seriesId, input }: SeriesRequest): Promise<SeriesRequestResult> {
  return api.post(`/api/ride-series/${encodeURIComponent(seriesId)}/requests`, input);
}

/** Requests a seat on every upcoming trip of a series, in one step. */
export function useRequestRideSeries() {
  return useSeriesMutation(requestRideSeries);
}
