import type { WomenOnlyTripsInput } from "@campusride/shared/schemas/profile";
import { api } from "../../../lib/api-client.ts";
import { useProfileMutation } from "./use-profile-mutation.ts";

/** PUT /api/me/women-only-trips: the student makes her women-only choice (once). */
export function updateWomenOnlyTrips(input: WomenOnlyTripsInput): Promise<WomenOnlyTripsInput> {
  return api.put<WomenOnlyTripsInput>("/api/me/women-only-trips", input);
}

export function useUpdateWomenOnlyTrips() {
  return useProfileMutation(updateWomenOnlyTrips);
}
