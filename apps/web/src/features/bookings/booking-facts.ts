import type { RiderBooking } from "@campusride/shared/schemas/bookings";
import type { TripFact } from "../../components/ui/trip-facts.tsx";
import { bagsText, carText, seatsText } from "../../lib/trip-format.ts";
import { departureInstant } from "@campusride/shared/domain/local-time";
import { formatClockAt, formatDepartureDay, formatTripTime } from "../../lib/date-time-format.ts";

/** What a rider reads first about a request: day, time, driver and car, seats and bags. */
export function bookingFacts({
  ride,
  seatsRequested,
  bagsCount,
  departureDelayMinutes,
}: RiderBooking): TripFact[] {
  const car = carText(ride.driver);
  return [
    { label: "Date", value: formatDepartureDay(ride.departureDate) },
    { label: "Time", value: timeText(ride.departureTime, ride.departureDate, departureDelayMinutes) },
    { label: "Driver", value: car ? `${ride.driver.firstName} · ${car}` : ride.driver.firstName },
    { label: "Seats", value: seatsText(seatsRequested) },
    { label: "Bags", value: bagsText(bagsCount) },
  ];
}

/**
 * The departure time, moved by the lateness the driver announced on the trip's day
 * (docs/product/ride-day.md): "9:40 AM (10 min late; was 9:30 AM)".
 */
function timeText(time: string, date: string, delayMinutes: number | undefined): string {
  const planned = formatTripTime(time, date);
  if (!delayMinutes) return planned;
  const moved = new Date(departureInstant(date, time).getTime() + delayMinutes * 60_000).toISOString();
  return `${formatClockAt(moved)} (${delayMinutes} min late; was ${planned})`;
}
