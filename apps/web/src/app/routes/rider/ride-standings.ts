import type { UserType } from "@campusride/shared/domain/user-types";
import type { MatchedRide } from "@campusride/shared/schemas/search";
import { useQuery } from "@tanstack/react-query";
import { myBookingsQueryOptions } from "../../../features/bookings/api/get-my-bookings.ts";
import type { RideStanding } from "../../../features/search/ride-text.ts";

/** The signed-in user the search is for. */
export interface SearchViewer {
  id: string;
  userType: UserType;
  /** Asks for women-only trips (their profile): the search includes them. */
  womenOnlyTrips?: boolean;
}

/**
 * Where the signed-in rider stands with each ride found: their own trip (a 'both' user
 * finds their trips as a driver too), or one they have a pending or confirmed request on
 * (from their upcoming bookings, read beside the search: the results never wait for it).
 */
export function useRideStandings(
  viewer: SearchViewer | undefined,
): (ride: MatchedRide) => RideStanding | undefined {
  const isRider = viewer?.userType === "rider" || viewer?.userType === "both";
  const upcoming = useQuery({ ...myBookingsQueryOptions("upcoming"), enabled: isRider });
  const requested = new Map<string, RideStanding>();
  for (const booking of upcoming.data?.bookings ?? []) {
    if (booking.status === "pending") requested.set(booking.rideId, "requested");
    if (booking.status === "approved") requested.set(booking.rideId, "confirmed");
  }
  return (ride) => {
    if (viewer && ride.driverId === viewer.id) return "own";
    return isRider ? requested.get(ride.id) : undefined;
  };
}
