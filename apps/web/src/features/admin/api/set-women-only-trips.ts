import type { AdminWomenOnlyTripsInput } from "@campusride/shared/schemas/safety";
import { api } from "../../../lib/api-client.ts";
import { useReportsMutation } from "./use-reports-mutation.ts";

export function setWomenOnlyTrips({
  userId,
  ...body
}: AdminWomenOnlyTripsInput & { userId: string }): Promise<{ message: string }> {
  return api.post(`/api/admin/users/${encodeURIComponent(userId)}/women-only-trips`, body);
}

/** Sets or clears a student's women-only choice from a report, which is then actioned. */
export function useSetWomenOnlyTrips() {
  return useReportsMutation(setWomenOnlyTrips);
}
