import type { WomenOnlyChangeRequestInput } from "@campusride/shared/schemas/profile";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /api/me/women-only-trips/change-request: asks our team to change the choice once made. */
export function requestWomenOnlyChange(
  input: WomenOnlyChangeRequestInput,
): Promise<{ id: string; message: string }> {
  return api.post("/api/me/women-only-trips/change-request", input);
}

export function useRequestWomenOnlyChange() {
  return useMutation({ mutationFn: requestWomenOnlyChange });
}
