import { IDEMPOTENCY_KEY_HEADER } from "@campusride/shared/schemas/idempotency";
import type {
  createRideSeriesInputSchema,
  RideSeriesWithRides,
} from "@campusride/shared/schemas/ride-series";
import type { z } from "zod";
import { api } from "../../../lib/api-client.ts";
import { useSeriesMutation } from "./use-series-mutation.ts";

/** POST /api/ride-series's body, as the shared schema takes it. */
export type CreateSeriesInput = z.input<typeof createRideSeriesInputSchema>;

export interface CreateSeriesRequest {
  input: CreateSeriesInput;
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
