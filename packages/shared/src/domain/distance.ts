/**
 * Distances and durations (docs/product/places-and-routes.md): great-circle distance, the
 * fixed Florida city pairs, the duration estimate and the fallbacks used when no
 * location is known.
 */

import { haversineMiles, type LatLng } from "./great-circle.ts";
import { offlineRoadMiles } from "./road-miles.ts";

export { EARTH_RADIUS_MILES, haversineMiles, type LatLng } from "./great-circle.ts";

export const METERS_TO_MILES = 0.000621371;

/**
 * Road miles per great-circle mile for the offline estimate, calibrated on the fixed
 * Florida city pairs below (median 1.17 over 14 pairs; see docs/decisions/0002).
 */
export const OFFLINE_ROAD_FACTOR = 1.17;

/** The estimate shown when a provider finds no route or the route is too long. */
export const ESTIMATE_ROAD_FACTOR = 1.3;

export const FALLBACK_MILES = {
  /** A trip submitted without any distance. */
  atSubmit: 100,
  /** Neither place has location data. */
  noLocation: 75,
  /** Both places are in the same state. */
  sameState: 50,
  /** The places are in different states. */
  differentStates: 100,
} as const;

export function metersToMiles(meters: number): number {
  return meters * METERS_TO_MILES;
}

/** Road distance estimated from the straight line: great-circle miles × factor. */
export function estimateRoadMiles(from: LatLng, to: LatLng, factor: number = OFFLINE_ROAD_FACTOR): number {
  return haversineMiles(from, to) * factor;
}

/** Driving time: 60 mph when the distance exceeds 50 miles, otherwise 45 mph. */
export function estimateDurationSeconds(distanceMiles: number): number {
  const mph = distanceMiles > 50 ? 60 : 45;
  return Math.round((distanceMiles / mph) * 3600);
}

/** "115 mi": distance is shown in whole miles. */
export function formatMiles(distanceMiles: number): string {
  return `${Math.round(distanceMiles)} mi`;
}

/** "1 hour 55 mins", "45 mins", "2 hours", as maps services word durations. */
export function formatDuration(seconds: number): string {
  const totalMinutes = Math.max(0, Math.round(seconds / 60));
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const parts: string[] = [];
  if (hours > 0) parts.push(`${hours} ${hours === 1 ? "hour" : "hours"}`);
  if (minutes > 0 || hours === 0) parts.push(`${minutes} ${minutes === 1 ? "min" : "mins"}`);
  return parts.join(" ");
}

/**
 * Driving distances (miles) between Florida cities by the usual interstate route,
 * rounded: the common published driving distances (Gainesville–Orlando 115, –Miami 337,
 * –Tampa 139 among them). Symmetric: A→B equals B→A.
 */
const FLORIDA_CITY_PAIRS: ReadonlyArray<[string, string, number]> = [
  ["Gainesville", "Orlando", 115],
  ["Gainesville", "Miami", 337],
  ["Gainesville", "Tampa", 139],
  ["Gainesville", "Jacksonville", 72],
  ["Gainesville", "Tallahassee", 151],
  ["Orlando", "Tampa", 84],
  ["Orlando", "Miami", 235],
  ["Orlando", "Jacksonville", 141],
  ["Orlando", "Tallahassee", 257],
  ["Tampa", "Miami", 280],
  ["Tampa", "Tallahassee", 275],
  ["Jacksonville", "Tallahassee", 165],
  ["Jacksonville", "Miami", 346],
  ["Tallahassee", "Miami", 481],
];

function cityKey(city: string, state: string): string {
  return `${city.trim().toLowerCase()}|${state.trim().toUpperCase()}`;
}

const PAIR_MILES = new Map<string, number>();
for (const [a, b, miles] of FLORIDA_CITY_PAIRS) {
  PAIR_MILES.set(`${cityKey(a, "FL")}>${cityKey(b, "FL")}`, miles);
  PAIR_MILES.set(`${cityKey(b, "FL")}>${cityKey(a, "FL")}`, miles);
}

export interface CityRef {
  city: string;
  /** Two-letter state code. */
  state: string;
}

/** "Gainesville, FL" or "Gainesville, FL, USA" as a city and its state; else undefined. */
export function cityRefOf(text: string): CityRef | undefined {
  const match = /^\s*([^,]+?)\s*,\s*([A-Za-z]{2})\s*(?:,\s*USA\s*)?$/.exec(text);
  return match ? { city: match[1] as string, state: (match[2] as string).toUpperCase() } : undefined;
}

/** The fixed driving distance between two cities, if the table has the pair. */
export function fixedPairMiles(from: CityRef, to: CityRef): number | undefined {
  return PAIR_MILES.get(`${cityKey(from.city, from.state)}>${cityKey(to.city, to.state)}`);
}

/** A trip's end for the distance rule: where it is, and its city when known. */
export interface TripEnd extends LatLng {
  city?: string;
  /** Two-letter state code. */
  state?: string;
}

/**
 * The one distance rule of a trip without a road route: the fixed city-pair distance when
 * both ends are cities of the table, else the road miles over the offline map of Florida's
 * main roads (road-miles.ts), in whole miles (at least 1). Ends the map cannot reach keep
 * the straight line × `factor`. The Trip Information panel, 'Update Route Info' and the
 * trip map use it.
 */
export function tripRoadMiles(
  from: TripEnd,
  to: TripEnd,
  factor: number = OFFLINE_ROAD_FACTOR,
): { miles: number; fixed: boolean } {
  const fixed =
    from.city && from.state && to.city && to.state
      ? fixedPairMiles({ city: from.city, state: from.state }, { city: to.city, state: to.state })
      : undefined;
  if (fixed !== undefined) return { miles: fixed, fixed: true };
  return { miles: Math.max(1, Math.round(offlineRoadMiles(from, to, factor))), fixed: false };
}

/** Every pair of the table once, for tests and the calibration. */
export function fixedCityPairs(): ReadonlyArray<readonly [string, string, number]> {
  return FLORIDA_CITY_PAIRS;
}

/** The fallback distance when no route can be had: 75 without states, 50 same state, else 100. */
export function fallbackMiles(
  fromState: string | null | undefined,
  toState: string | null | undefined,
): number {
  if (!fromState || !toState) return FALLBACK_MILES.noLocation;
  return fromState.trim().toUpperCase() === toState.trim().toUpperCase()
    ? FALLBACK_MILES.sameState
    : FALLBACK_MILES.differentStates;
}
