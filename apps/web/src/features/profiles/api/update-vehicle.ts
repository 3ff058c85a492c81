import type { VehicleInput } from "@campusride/shared/schemas/vehicle";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { meQueryKey } from "../../../lib/query-keys.ts";

export function updateVehicle(input: VehicleInput): Promise<{ message: string }> {
  return api.put<{ message: string }>("/api/me/vehicle", input);
}

/** Make, model, year and colour; the signed-in user's profile is read again. */
export function useUpdateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVehicle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
