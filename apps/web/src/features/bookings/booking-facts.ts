import type { RiderBooking } from "@campusride/shared/schemas/bookings";
import type { TripFact } from "../../components/ui/trip-facts.tsx";
import { bagsText, carText, seatsText } from "../../lib/trip-format.ts";
import { formatDepartureDay, formatTripTime } from "../../lib/date-time-format.ts";

/** What a rider reads first about a request: day, time, driver and car, seats and bags. */
export function bookingFacts({ ride, seatsRequested, bagsCount }: RiderBooking): TripFact[] {
  const car = carText(ride.driver);
  return [
    { label: "Date", value: formatDepartureDay(ride.departureDate) },
    { label: "Time", value: formatTripTime(ride.departureTime, ride.departureDate) },
    { label: "Driver", value: car ? `${ride.driver.firstName} · ${car}` : ride.driver.firstName },
    { label: "Seats", value: seatsText(seatsRequested) },
    { label: "Bags", value: bagsText(bagsCount) },
  ];
}
