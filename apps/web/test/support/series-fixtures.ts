import type { RideSeries } from "@campusride/shared/schemas/ride-series";
import { daysFromToday } from "./trip-fixtures.ts";

/** A weekly series as the API answers it: Gainesville → Orlando, Mon and Wed at 7:30, from 3 days on. */
export function rideSeriesOf(overrides: Partial<RideSeries> = {}): RideSeries {
  const startsOn = overrides.startsOn ?? daysFromToday(3);
  return {
    id: "7d1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
    driverId: "driver-1",
    weekdays: [1, 3],
    departureTime: "07:30",
    startsOn,
    endsOn: daysFromToday(40),
    status: "active",
    departureCity: "Gainesville",
    destinationCity: "Orlando",
    originAddress: null,
    destinationAddress: null,
    availableSeats: 3,
    pricePerSeatCents: 1800,
    riderPricePerSeatCents: 2520,
    nextDepartureDate: startsOn,
    upcomingCount: 2,
    ...overrides,
  };
}
