import type { UpdateProfileInput } from "@campusride/shared/schemas/profile";
import { api } from "../../../lib/api-client.ts";
import { useProfileMutation } from "./use-profile-mutation.ts";

export function updateProfile(input: UpdateProfileInput): Promise<{ message: string }> {
  return api.patch<{ message: string }>("/api/me", input);
}

/** Name and phone. */
export function useUpdateProfile() {
  return useProfileMutation(updateProfile);
}
