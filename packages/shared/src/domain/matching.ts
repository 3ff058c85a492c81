import {
  estimateDurationSeconds,
  formatDuration,
  haversineMiles,
  OFFLINE_ROAD_FACTOR,
  type LatLng,
} from "./distance.ts";

/**
 * Matching (docs/product/search.md#matching): a ride suits a rider when picking them up and dropping them off
 * lengthens the driver's great-circle route by at most `maxDetourRatio`. The engine and
 * the benchmark's reference both decide with these functions, so their answers agree to
 * the last bit.
 */
export const MATCHING = {
  /** (origin → pickup → drop-off → destination) / (origin → destination) at most this. */
  maxDetourRatio: 2,
  /** "On the way": a detour ratio of at most this. */
  onTheWayRatio: 1.25,
  /** Above this ratio, a ride that is not on the way loses `penalty` points. */
  penaltyRatio: 1.5,
  baseScore: 100,
  bonus: 15,
  penalty: 15,
  /** Both ends within this many miles of the ride's ends: an exact match. */
  exactMatchMiles: 5,
  /** Rides returned by one search (the result list's 20). */
  resultLimit: 20,
} as const;

export interface RouteEnds {
  origin: LatLng;
  destination: LatLng;
}

/** The figures of one ride for one trip; undefined when the detour is too long. */
export interface MatchFigures {
  matchScore: number;
  isOnTheWay: boolean;
  /** The detour ratio, rounded to 2 decimals. */
  detourFactor: number;
  /** Miles the pickup and drop-off add to the driver's route, rounded to 0.1. */
  detourMiles: number;
  exactMatch: boolean;
  /** The rider's part of the trip, pickup to drop-off, by road ("1 hour 5 mins"). */
  estimatedTravelTime: string;
}

/** 100, +15 on the way, else −15 above 1.5, clamped to 0–100. */
export function matchScore(ratio: number): number {
  let score: number = MATCHING.baseScore;
  if (ratio <= MATCHING.onTheWayRatio) score += MATCHING.bonus;
  else if (ratio > MATCHING.penaltyRatio) score -= MATCHING.penalty;
  return Math.min(100, Math.max(0, score));
}

/**
 * The detour ratio from the four legs' great-circle miles; Infinity for a ride that
 * starts where it ends. Kept as one expression so every caller rounds the same way.
 */
export function detourRatio(toPickup: number, riderLeg: number, fromDropOff: number, direct: number): number {
  return direct > 0 ? (toPickup + riderLeg + fromDropOff) / direct : Infinity;
}

/** The figures of a ride whose legs are known and whose ratio is within the limit. */
export function matchFigures(
  toPickup: number,
  riderLeg: number,
  fromDropOff: number,
  direct: number,
): MatchFigures | undefined {
  const ratio = detourRatio(toPickup, riderLeg, fromDropOff, direct);
  if (!(ratio <= MATCHING.maxDetourRatio)) return undefined;
  return {
    matchScore: matchScore(ratio),
    isOnTheWay: ratio <= MATCHING.onTheWayRatio,
    detourFactor: Math.round(ratio * 100) / 100,
    detourMiles: Math.round((toPickup + riderLeg + fromDropOff - direct) * 10) / 10,
    exactMatch: toPickup <= MATCHING.exactMatchMiles && fromDropOff <= MATCHING.exactMatchMiles,
    estimatedTravelTime: formatDuration(estimateDurationSeconds(riderLeg * OFFLINE_ROAD_FACTOR)),
  };
}

/** How well `ride` suits `trip`, straight from the coordinates (the reference's way). */
export function evaluateMatch(ride: RouteEnds, trip: RouteEnds): MatchFigures | undefined {
  return matchFigures(
    haversineMiles(ride.origin, trip.origin),
    haversineMiles(trip.origin, trip.destination),
    haversineMiles(trip.destination, ride.destination),
    haversineMiles(ride.origin, ride.destination),
  );
}

/** Search order: best score first, then the earliest departure, then the id (stable). */
export function compareMatches(
  a: { matchScore: number; departureAt: number; id: string },
  b: { matchScore: number; departureAt: number; id: string },
): number {
  return (
    b.matchScore - a.matchScore || a.departureAt - b.departureAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** The mean score of the matches, to one decimal; 0 when there are none. */
export function averageScore(total: number, count: number): number {
  return count > 0 ? Math.round((total / count) * 10) / 10 : 0;
}
