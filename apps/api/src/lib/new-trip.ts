import { DEFAULT_TRIP_PREFERENCES } from "@campusride/shared/domain/trip-preferences";
import type { CreateRide, TripSpotValue } from "@campusride/shared/schemas/rides";
import type { NewRideRow } from "../db/schema/index.ts";

/** Every field a driver gives a new trip but its date and time (a weekly series keeps them as its template). */
export type TripOffer = Omit<CreateRide, "departureDate" | "departureTime">;

/**
 * A new active trip's row: the driver's offer on a date at a time (America/New_York) and
 * the same instant as `departureAt`. A one-off trip (features/rides) and each trip of a
 * weekly series (features/ride-series) are written from it alike.
 */
export function newTripRow(
  driverId: string,
  offer: TripOffer,
  departure: { date: string; time: string; at: Date },
): NewRideRow {
  return {
    driverId,
    departureCity: offer.departureCity,
    destinationCity: offer.destinationCity,
    originAddress: offer.originAddress ?? null,
    destinationAddress: offer.destinationAddress ?? null,
    originLat: offer.originLat ?? null,
    originLng: offer.originLng ?? null,
    destinationLat: offer.destinationLat ?? null,
    destinationLng: offer.destinationLng ?? null,
    departureDate: departure.date,
    departureTime: departure.time,
    departureAt: departure.at,
    availableSeats: offer.availableSeats,
    pricePerSeatCents: offer.pricePerSeatCents,
    // kept as written: riders read it with contact details hidden until their seat is confirmed
    notes: offer.notes ?? null,
    distanceMiles: offer.distance ?? null,
    timeLength: offer.timeLength ?? null,
    ...(offer.preferences ?? DEFAULT_TRIP_PREFERENCES),
    instantBooking: offer.instantBooking ?? false,
    ...pickupColumns(offer.pickupSpot ?? null),
    ...dropoffColumns(offer.dropoffSpot ?? null),
    status: "active",
  };
}

/** A pickup spot's columns: all of the spot, or all null. */
export function pickupColumns(spot: TripSpotValue | null) {
  return {
    pickupLabel: spot?.label ?? null,
    pickupLat: spot?.lat ?? null,
    pickupLng: spot?.lng ?? null,
    pickupNote: spot?.note ?? null,
  };
}

/** A drop-off spot's columns: all of the spot, or all null. */
export function dropoffColumns(spot: TripSpotValue | null) {
  return {
    dropoffLabel: spot?.label ?? null,
    dropoffLat: spot?.lat ?? null,
    dropoffLng: spot?.lng ?? null,
    dropoffNote: spot?.note ?? null,
  };
}
