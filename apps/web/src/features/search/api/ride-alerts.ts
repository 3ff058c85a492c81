import type {
  CreateRideAlertInput,
  RideAlert,
  RideAlertsResponse,
} from "@campusride/shared/schemas/ride-alerts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { rideAlertsQueryKey } from "../../../lib/query-keys.ts";

/** The rider's ride alerts (GET /api/ride-alerts): saved from Find a Ride, listed on My Rides. */

export function useRideAlerts() {
  return useQuery({
    queryKey: rideAlertsQueryKey,
    queryFn: ({ signal }) => api.get<RideAlertsResponse>("/api/ride-alerts", { signal }),
  });
}

/** A change to the rider's alerts: the list is read again afterwards, after a refusal too. */
function useRideAlertsMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: rideAlertsQueryKey }),
  });
}

/** POST /api/ride-alerts: the search as an alert. */
export function useSaveRideAlert() {
  return useRideAlertsMutation((input: CreateRideAlertInput) =>
    api.post<RideAlert>("/api/ride-alerts", input),
  );
}

/** DELETE /api/ride-alerts/:id */
export function useDeleteRideAlert() {
  return useRideAlertsMutation((alertId: string) =>
    api.delete<void>(`/api/ride-alerts/${encodeURIComponent(alertId)}`),
  );
}
