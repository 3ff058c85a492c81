import { BOOKING_MESSAGES } from "@campusride/shared/messages";
import type { MatchedRide, SearchResponse } from "@campusride/shared/schemas/search";

/** Where the signed-in rider stands with a ride: it is their own trip, or they asked for seats on it. */
export type RideStanding = "own" | "requested" | "confirmed";

/** The words a card shows in place of 'Book seat'. */
export const STANDING_TEXT: Record<RideStanding, string> = {
  own: "Your trip",
  requested: "Requested",
  confirmed: BOOKING_MESSAGES.confirmed,
};

/** How far the driver goes out of their way for the rider: "+12 mi detour", "No detour". */
export function detourText(ride: Pick<MatchedRide, "detourMiles">): string {
  const miles = Math.round(ride.detourMiles);
  return miles < 1 ? "No detour" : `+${miles} mi detour`;
}

/** "3 of 12 rides that day match your trip", and whether the list shows only the best. */
export function summaryText({ data, summary }: SearchResponse): string {
  const { matchedRides, totalRides } = summary;
  const rides = `${matchedRides} of ${totalRides} ${totalRides === 1 ? "ride" : "rides"} that day`;
  const verb = matchedRides === 1 ? "matches" : "match";
  const shown = data.length < matchedRides ? ` — showing the best ${data.length}` : "";
  return `${rides} ${verb} your trip${shown}`;
}
