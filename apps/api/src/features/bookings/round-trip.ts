import { isReverseTrip, type RoundTripEnd } from "@campusride/shared/domain/round-trips";
import { ROUND_TRIP_MESSAGES } from "@campusride/shared/messages";
import { AppError } from "../../lib/app-error.ts";

/*
 * A round trip's two requests (docs/product/bookings.md#round-trips): the service makes
 * each through the one request path; these are the rules only the pair has.
 */

/** The return leg's idempotency key: the request's with a suffix no client key can carry. */
export function returnRequestKey(idempotencyKey: string | undefined): string | undefined {
  return idempotencyKey === undefined ? undefined : `${idempotencyKey}:return`;
}

interface LegRide {
  departureAt: Date;
  departureCity: string;
  destinationCity: string;
  originLat: number | null;
  originLng: number | null;
  destinationLat: number | null;
  destinationLng: number | null;
}

function endsOf(ride: LegRide): { origin: RoundTripEnd; destination: RoundTripEnd } {
  return {
    origin: { name: ride.departureCity, lat: ride.originLat, lng: ride.originLng },
    destination: { name: ride.destinationCity, lat: ride.destinationLat, lng: ride.destinationLng },
  };
}

function refuse(message: string): AppError {
  return new AppError("VALIDATION", message, { fields: { returnRideId: message } });
}

/** 400 unless the ride back goes the other way from the ride out and leaves after it. */
export function assertReturnLeg(outbound: LegRide, back: LegRide): void {
  if (!isReverseTrip(endsOf(outbound), endsOf(back))) throw refuse(ROUND_TRIP_MESSAGES.returnNotOtherWay);
  if (back.departureAt.getTime() <= outbound.departureAt.getTime()) {
    throw refuse(ROUND_TRIP_MESSAGES.returnNotAfter);
  }
}

/** 400 when the ride back is the ride out itself. */
export function assertOtherRide(rideId: string, returnRideId: string): void {
  if (rideId === returnRideId) throw refuse(ROUND_TRIP_MESSAGES.returnSameRide);
}

/**
 * The return leg's refusal as the rider hears it: the same code (full, gone, not theirs to
 * request), said of the return trip, on its field; anything else as it is.
 */
export function asReturnLegRefusal(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  const message = ROUND_TRIP_MESSAGES.returnLegRefused(error.message);
  return new AppError(error.code, message, { fields: { returnRideId: message } });
}
