import { IDEMPOTENCY_KEY_HEADER } from "@campusride/shared/schemas/idempotency";
import type { DriverRide } from "@campusride/shared/schemas/rides";
import { api } from "../../../lib/api-client.ts";
import type { CreateSeriesInput, Series } from "../series-types.ts";
import { useSeriesMutation } from "./use-series-mutation.ts";

export interface CreateSeriesRequest {
  input: CreateSeriesInput;
  /** The confirm screen's key: a repeated send answers with the series already made. */
  idempotencyKey: string;
}

export function createRideSeries({
  input,
  idempotencyKey,
}: CreateSeriesRequest): Promise<{ series: Series; rides: DriverRide[] }> {
  return api.post("/api/ride-series", input, { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
}

/** Creates a weekly series and its first four weeks of trips. */
export function useCreateRideSeries() {
  return useSeriesMutation(createRideSeries);
}
