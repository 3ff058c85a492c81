import type { MatchedRide, SearchResponse } from "@campusride/shared/schemas/search";

// A search date is a calendar date: formatted at noon UTC in UTC, it never shifts a day.
const searchDate = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

/** "2026-06-12" → "Fri, Jun 12": searches look days, not years, ahead. */
export function formatSearchDate(date: string): string {
  const parsed = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : searchDate.format(parsed);
}

/** "5 seats left", "1 seat left". */
export function seatsLeftText(count: number): string {
  return `${count} ${count === 1 ? "seat" : "seats"} left`;
}

/** How far the driver goes out of their way for the rider: "+12 mi detour", "No detour". */
export function detourText(ride: Pick<MatchedRide, "detourMiles">): string {
  const miles = Math.round(ride.detourMiles);
  return miles < 1 ? "No detour" : `+${miles} mi detour`;
}

/** "Silver Toyota Camry", or undefined when the driver gave no car. */
export function carText(driver: MatchedRide["driver"]): string | undefined {
  const car = [driver.carColor, driver.carMake, driver.carModel].filter(Boolean).join(" ");
  return car || undefined;
}

/** "3 of 12 rides that day match your trip", and whether the list shows only the best. */
export function summaryText({ data, summary }: SearchResponse): string {
  const { matchedRides, totalRides } = summary;
  const rides = `${matchedRides} of ${totalRides} ${totalRides === 1 ? "ride" : "rides"} that day`;
  const verb = matchedRides === 1 ? "matches" : "match";
  const shown = data.length < matchedRides ? ` — showing the best ${data.length}` : "";
  return `${rides} ${verb} your trip${shown}`;
}
