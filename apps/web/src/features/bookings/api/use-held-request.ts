import type { RiderBooking } from "@campusride/shared/schemas/bookings";
import { useQuery } from "@tanstack/react-query";
import { myBookingsQueryOptions } from "./get-my-bookings.ts";

/**
 * The request the signed-in rider already holds on this ride, pending or confirmed (a
 * rider holds at most one), read from their upcoming rides. `isChecking` while that list
 * loads; a list that failed to load finds nothing (the server still refuses a second one).
 */
export function useHeldRequest(
  rideId: string,
  isEnabled: boolean,
): { heldRequest: RiderBooking | undefined; isChecking: boolean } {
  const upcoming = useQuery({ ...myBookingsQueryOptions("upcoming"), enabled: isEnabled });
  const heldRequest = upcoming.data?.bookings.find(
    (booking) => booking.rideId === rideId && (booking.status === "pending" || booking.status === "approved"),
  );
  return { heldRequest, isChecking: isEnabled && upcoming.isPending };
}
