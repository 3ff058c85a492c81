import { IDEMPOTENCY_KEY_HEADER } from "@campusride/shared/schemas/idempotency";
import type { CreateRideSeriesInput, RideSeriesWithRides } from "@campusride/shared/schemas/ride-series";
import { api } from "../../../lib/api-client.ts";
import { useSeriesMutation } from "./use-series-mutation.ts";

export interface CreateSeriesRequest {
  input: CreateRideSeriesInput;
  /** The confirm screen's key: a repeated send answers with the series already made. */
  idempotencyKey: string;
}

export function createRideSeries({
  input,
  idempotencyKey,
}: CreateSeriesRequest): Promise<RideSeriesWithRides> {
  return api.post<RideSeriesWithRides>("/api/ride-series", input, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

/** Creates a weekly series and its first four weeks of trips. */
export function useCreateRideSeries() {
  return useSeriesMutation(createRideSeries);
}
