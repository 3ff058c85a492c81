import { haversineMiles } from "./distance.ts";
import { departureInstant } from "./local-time.ts";
import { knownArrival } from "./trip-arrival.ts";

/**
 * Round trips (docs/product/trips.md#round-trips): a trip offered with its return. The
 * return leg goes the other way: it starts within this many miles of the outbound's end
 * and ends within this many miles of its start (a campus and its city's station both do).
 */
export const RETURN_NEAR_MILES = 25;

interface OutboundTiming {
  departureDate: string;
  departureAt: Date;
  timeLength: string | null;
  distanceMiles: number | null;
}

/**
 * The instant a return must leave after: the outbound's estimated arrival (its departure
 * plus its duration, or the driving time its distance gives), else its departure when
 * neither is known.
 */
export function returnMustLeaveAfter(outbound: OutboundTiming): Date {
  return knownArrival(outbound) ?? outbound.departureAt;
}

/** The return's field a refused departure is reported on. */
export type ReturnTripField = "returnTrip.departureDate" | "returnTrip.departureTime";

/**
 * Which of the return's fields is wrong when it leaves at or before the outbound's
 * estimated arrival (a date before the outbound's: the date; else the time); null when
 * the return leaves after it.
 */
export function returnTripRefusal(
  outbound: OutboundTiming,
  back: { departureDate: string; departureTime: string },
): ReturnTripField | null {
  if (back.departureDate < outbound.departureDate) return "returnTrip.departureDate";
  const leaves = departureInstant(back.departureDate, back.departureTime);
  return leaves.getTime() > returnMustLeaveAfter(outbound).getTime() ? null : "returnTrip.departureTime";
}

/** A trip's end as the check needs it: its place name, and its coordinates when known. */
export interface RoundTripEnd {
  name: string;
  lat: number | null;
  lng: number | null;
}

function isNear(one: RoundTripEnd, other: RoundTripEnd): boolean {
  if (one.lat !== null && one.lng !== null && other.lat !== null && other.lng !== null) {
    const miles = haversineMiles({ lat: one.lat, lng: one.lng }, { lat: other.lat, lng: other.lng });
    return miles <= RETURN_NEAR_MILES;
  }
  return one.name.trim().toLowerCase() === other.name.trim().toLowerCase();
}

/**
 * Whether `back` goes the other way from `outbound`: it starts near the outbound's end and
 * ends near its start (by coordinates, or by place name when a trip has none).
 */
export function isReverseTrip(
  outbound: { origin: RoundTripEnd; destination: RoundTripEnd },
  back: { origin: RoundTripEnd; destination: RoundTripEnd },
): boolean {
  return isNear(back.origin, outbound.destination) && isNear(back.destination, outbound.origin);
}
