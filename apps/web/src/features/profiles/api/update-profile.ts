import type { UpdateProfileInput } from "@campusride/shared/schemas/profile";
import { type VehicleInput } from "@campusride/shared/schemas/vehicle";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export function updateProfile(input: UpdateProfileInput): Promise<{ message: string }> {
  return api.patch<{ message: string }>("/api/me", input);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["me"] }),
  });
}

export function updateVehicle(input: VehicleInput): Promise<{ message: string }> {
  return api.put<{ message: string }>("/api/me/vehicle", input);
}

export function useUpdateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVehicle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["me"] }),
  });
}
