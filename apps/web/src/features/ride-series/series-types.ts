import type { Booking } from "@campusride/shared/schemas/bookings";
import type { CreateRideInput, DriverRide, PublicRide } from "@campusride/shared/schemas/rides";

/** A driver's weekly series as the API answers it (weekdays ISO: 1 = Monday … 7 = Sunday). */
export interface Series {
  id: string;
  driverId: string;
  weekdays: number[];
  departureTime: string;
  startsOn: string;
  endsOn: string;
  status: "active" | "cancelled";
  departureCity: string;
  destinationCity: string;
  originAddress: string | null;
  destinationAddress: string | null;
  availableSeats: number;
  pricePerSeatCents: number;
  riderPricePerSeatCents: number;
  nextDepartureDate: string | null;
  upcomingCount: number;
}

/** POST /api/ride-series: a trip's fields without its one date and time, and the schedule. */
export type CreateSeriesInput = Omit<CreateRideInput, "departureDate" | "departureTime"> & {
  weekdays: number[];
  departureTime: string;
  startsOn: string;
  endsOn: string;
};

export interface SeriesWithRides {
  series: Series;
  rides: (PublicRide | DriverRide)[];
}

export interface UpdateSeriesInput {
  pricePerSeatCents?: number;
  availableSeats?: number;
  notes?: string;
  departureTime?: string;
  endsOn?: string;
}

/** A trip a series-wide change or request left out, and why. */
export interface SkippedRide {
  rideId: string;
  reason: string;
}

export interface SeriesRequestInput {
  seatsRequested: number;
  bagsCount: number;
  notes?: string;
}

export interface SeriesRequestResult {
  bookings: Booking[];
  skipped: SkippedRide[];
}
