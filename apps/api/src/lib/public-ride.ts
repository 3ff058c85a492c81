import { shortTime } from "@campusride/shared/domain/local-time";
import { maskFreeText } from "@campusride/shared/domain/contact-masking";
import { riderPriceCents } from "@campusride/shared/domain/pricing";
import type { PublicRide, TripSpot } from "@campusride/shared/schemas/rides";
import { getTableColumns } from "drizzle-orm";
import { profiles, rides, type RideRow } from "../db/schema/index.ts";
import { shownFirstName, shownLastName } from "./deleted-user.ts";

/**
 * A ride as anyone may see it (docs/product/search.md#results): the columns to select, rides joined
 * with its driver's profile, and how they become the API's public ride. Trips and search
 * both show it.
 */
export const publicRideColumns = {
  ...getTableColumns(rides),
  driverFirstName: shownFirstName,
  driverLastName: shownLastName,
  carMake: profiles.carMake,
  carModel: profiles.carModel,
  carColor: profiles.carColor,
  carYear: profiles.carYear,
};

export type PublicRideRow = RideRow & {
  driverFirstName: string;
  driverLastName: string;
  carMake: string | null;
  carModel: string | null;
  carColor: string | null;
  carYear: number | null;
};

function spot(
  label: string | null,
  lat: number | null,
  lng: number | null,
  note: string | null,
): TripSpot | null {
  if (label === null || lat === null || lng === null) return null;
  return { label, lat, lng, note };
}

/**
 * The fields anyone may see (the public view), and the trip's notes: with contact
 * details hidden, unless `notesAsWritten` (its driver, a rider holding a confirmed seat).
 * The pickup and drop-off spots only `withSpots` (its driver, a rider holding a confirmed
 * seat with no block between them), else null.
 */
export function toPublicRide(
  row: PublicRideRow,
  { notesAsWritten = false, withSpots = false } = {},
): PublicRide {
  return {
    id: row.id,
    driverId: row.driverId,
    departureCity: row.departureCity,
    destinationCity: row.destinationCity,
    originAddress: row.originAddress,
    destinationAddress: row.destinationAddress,
    originLat: row.originLat,
    originLng: row.originLng,
    destinationLat: row.destinationLat,
    destinationLng: row.destinationLng,
    departureDate: row.departureDate,
    departureTime: shortTime(row.departureTime),
    availableSeats: row.availableSeats,
    seatsRemaining: row.availableSeats - row.seatsTaken,
    pricePerSeatCents: row.pricePerSeatCents,
    riderPricePerSeatCents: riderPriceCents(row.pricePerSeatCents),
    status: row.status,
    distance: row.distanceMiles,
    timeLength: row.timeLength,
    createdAt: row.createdAt.toISOString(),
    driver: {
      id: row.driverId,
      firstName: row.driverFirstName,
      lastName: row.driverLastName,
      carMake: row.carMake,
      carModel: row.carModel,
      carColor: row.carColor,
      carYear: row.carYear,
    },
    preferences: {
      luggageSize: row.luggageSize,
      maxTwoInBack: row.maxTwoInBack,
      petsAllowed: row.petsAllowed,
      smokingAllowed: row.smokingAllowed,
      musicAllowed: row.musicAllowed,
      womenOnly: row.womenOnly,
    },
    instantBooking: row.instantBooking,
    notes: notesAsWritten ? row.notes : maskFreeText(row.notes),
    pickupSpot: withSpots ? spot(row.pickupLabel, row.pickupLat, row.pickupLng, row.pickupNote) : null,
    dropoffSpot: withSpots ? spot(row.dropoffLabel, row.dropoffLat, row.dropoffLng, row.dropoffNote) : null,
    seriesId: row.seriesId,
  };
}
