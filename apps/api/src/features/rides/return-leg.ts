import { departureInstant, localTimeExists, shortTime } from "@campusride/shared/domain/local-time";
import { returnTripRefusal } from "@campusride/shared/domain/round-trips";
import { ROUND_TRIP_MESSAGES, TRIP_MESSAGES } from "@campusride/shared/messages";
import type { CreateRide } from "@campusride/shared/schemas/rides";
import type { NewRideRow } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { nowMs } from "../../lib/clock.ts";
import type { RideWithDriverRow } from "./queries.ts";

type ReturnTrip = NonNullable<CreateRide["returnTrip"]>;

/**
 * The return leg's key: the outbound's with a suffix no client key can carry (keys are
 * letters, digits, '-' and '_'), so a replayed round trip finds both of its trips.
 */
export function returnLegKey(idempotencyKey: string | undefined): string | null {
  return idempotencyKey === undefined ? null : `${idempotencyKey}:return`;
}

function refuse(field: string, message: string): AppError {
  return new AppError("VALIDATION", message, { fields: { [field]: message } });
}

/**
 * The return leg of a round trip (docs/product/trips.md#round-trips; decision 0057): the
 * outbound's car, seats, price, notes and preferences; origin and destination swapped, and
 * so are the spots (the outbound's drop-off, near its destination, is where the return picks
 * up). Refused (400, on the return's field) when it leaves at or before the outbound's
 * estimated arrival.
 */
export function returnLegValues(outbound: NewRideRow, back: ReturnTrip, idempotencyKey?: string): NewRideRow {
  const field = returnTripRefusal(
    {
      departureDate: outbound.departureDate,
      departureAt: outbound.departureAt,
      timeLength: outbound.timeLength ?? null,
      distanceMiles: outbound.distanceMiles ?? null,
    },
    back,
  );
  if (field) {
    const isDate = field === "returnTrip.departureDate";
    throw refuse(
      field,
      isDate ? ROUND_TRIP_MESSAGES.returnDateBeforeOutbound : ROUND_TRIP_MESSAGES.returnBeforeArrival,
    );
  }
  if (!localTimeExists(back.departureDate, back.departureTime)) {
    throw refuse("returnTrip.departureTime", TRIP_MESSAGES.timeSkipped);
  }
  const departureAt = departureInstant(back.departureDate, back.departureTime);
  // after the outbound, which is itself in the future: checked again for the clock's sake
  if (departureAt.getTime() <= nowMs()) throw refuse("returnTrip.departureTime", TRIP_MESSAGES.departurePast);
  return {
    ...outbound,
    departureCity: outbound.destinationCity,
    destinationCity: outbound.departureCity,
    originAddress: outbound.destinationAddress ?? null,
    destinationAddress: outbound.originAddress ?? null,
    originLat: outbound.destinationLat ?? null,
    originLng: outbound.destinationLng ?? null,
    destinationLat: outbound.originLat ?? null,
    destinationLng: outbound.originLng ?? null,
    departureDate: back.departureDate,
    departureTime: back.departureTime,
    departureAt,
    pickupLabel: outbound.dropoffLabel ?? null,
    pickupLat: outbound.dropoffLat ?? null,
    pickupLng: outbound.dropoffLng ?? null,
    pickupNote: outbound.dropoffNote ?? null,
    dropoffLabel: outbound.pickupLabel ?? null,
    dropoffLat: outbound.pickupLat ?? null,
    dropoffLng: outbound.pickupLng ?? null,
    dropoffNote: outbound.pickupNote ?? null,
    idempotencyKey: returnLegKey(idempotencyKey),
  };
}

/** Whether a trip made earlier with the same key had the return now asked for (or none, as now). */
export function isSameReturn(earlier: RideWithDriverRow | undefined, back: ReturnTrip | undefined): boolean {
  if (!earlier || !back) return earlier === back;
  return (
    earlier.departureDate === back.departureDate && shortTime(earlier.departureTime) === back.departureTime
  );
}
