import type { Vehicle } from "@campusride/shared/schemas/vehicle";
import { api } from "../../../lib/api-client.ts";
import { useProfileMutation } from "./use-profile-mutation.ts";

export function updateVehicle(input: Vehicle): Promise<{ message: string }> {
  return api.put<{ message: string }>("/api/me/vehicle", input);
}

/** Make, model, year and colour, and the plate. */
export function useUpdateVehicle() {
  return useProfileMutation(updateVehicle);
}
