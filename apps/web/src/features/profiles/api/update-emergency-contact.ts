import type { EmergencyContactInput } from "@campusride/shared/schemas/profile";
import { api } from "../../../lib/api-client.ts";
import { useProfileMutation } from "./use-profile-mutation.ts";

export function updateEmergencyContact(input: EmergencyContactInput): Promise<{ message: string }> {
  return api.put<{ message: string }>("/api/me/emergency-contact", input);
}

/** The emergency contact's name, phone and email (where Share my trip sends its link). */
export function useUpdateEmergencyContact() {
  return useProfileMutation(updateEmergencyContact);
}
