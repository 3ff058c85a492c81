import type { CreateRideInput, DriverRide } from "@campusride/shared/schemas/rides";
import { api } from "../../../lib/api-client.ts";
import { useRidesMutation } from "./use-rides-mutation.ts";

export interface CreateRideRequest {
  input: CreateRideInput;
  /** One key per confirm screen: a repeated request answers with the trip already made. */
  idempotencyKey: string;
}

export function createRide({ input, idempotencyKey }: CreateRideRequest): Promise<DriverRide> {
  return api.post<DriverRide>("/api/rides", input, { headers: { "idempotency-key": idempotencyKey } });
}

/** Creates the confirmed trip. */
export function useCreateRide() {
  return useRidesMutation(createRide);
}
