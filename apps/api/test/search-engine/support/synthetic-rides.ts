import { CAMPUSES } from "@campusride/shared/domain/campuses";
import { addDaysLocal, departureInstant } from "@campusride/shared/domain/local-time";
import { seededRandom } from "@campusride/shared/seeded-random";
import type { SearchQuery } from "../../../src/features/search/engine/types.ts";

/**
 * Seeded synthetic rides and searches for the search benchmarks: 60% short trips
 * around Florida campuses, 40% between ~20 Florida towns, 10% full. The same seed gives
 * the same rides on every machine.
 */

export interface SyntheticRide {
  id: string;
  departureDate: string;
  departureTime: string;
  departureAt: number;
  originLat: number;
  originLng: number;
  destinationLat: number;
  destinationLng: number;
  availableSeats: number;
  seatsRemaining: number;
  pricePerSeatCents: number;
}

/** A search as the engine is asked it, without the clock. */
export type SyntheticQuery = Omit<SearchQuery, "now">;

/** Florida towns rides run between (city centres). */
export const FLORIDA_TOWNS: ReadonlyArray<readonly [string, number, number]> = [
  ["Gainesville", 29.6516, -82.3248],
  ["Ocala", 29.1872, -82.1401],
  ["Orlando", 28.5384, -81.3789],
  ["Tampa", 27.9506, -82.4572],
  ["St. Petersburg", 27.7676, -82.6403],
  ["Miami", 25.7617, -80.1918],
  ["Fort Lauderdale", 26.1224, -80.1373],
  ["West Palm Beach", 26.7153, -80.0534],
  ["Jacksonville", 30.3322, -81.6557],
  ["Tallahassee", 30.4383, -84.2807],
  ["Pensacola", 30.4213, -87.2169],
  ["Panama City", 30.1588, -85.6602],
  ["Daytona Beach", 29.2108, -81.0228],
  ["St. Augustine", 29.9012, -81.3124],
  ["Sarasota", 27.3364, -82.5307],
  ["Fort Myers", 26.6406, -81.8723],
  ["Naples", 26.142, -81.7948],
  ["Lakeland", 28.0395, -81.9498],
  ["Melbourne", 28.0836, -80.6081],
  ["Boca Raton", 26.3683, -80.1289],
];

const FLORIDA_CAMPUSES = CAMPUSES.filter((campus) => campus.state === "FL");

/** A deterministic UUID-shaped id from a counter (version-4 layout, so z.uuid() accepts it). */
export function syntheticId(n: number): string {
  const hex = n.toString(16).padStart(12, "0");
  return `00000000-0000-4000-8000-${hex}`;
}

/** A point within `miles` of (lat, lng), uniformly in the disc. */
function around(random: () => number, lat: number, lng: number, miles: number): [number, number] {
  const r = miles * Math.sqrt(random());
  const angle = random() * 2 * Math.PI;
  const dLat = (r * Math.cos(angle)) / 69;
  const dLng = (r * Math.sin(angle)) / (69 * Math.cos((lat * Math.PI) / 180));
  return [lat + dLat, lng + dLng];
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/** A trip's two ends: near a campus (short) or town to town (long). */
function tripEnds(random: () => number): [number, number, number, number] {
  if (random() < 0.6) {
    const campus = pick(random, FLORIDA_CAMPUSES);
    const [oLat, oLng] = around(random, campus.lat, campus.lng, 3);
    const [dLat, dLng] = around(random, campus.lat, campus.lng, 40);
    return random() < 0.5 ? [oLat, oLng, dLat, dLng] : [dLat, dLng, oLat, oLng];
  }
  const from = pick(random, FLORIDA_TOWNS);
  let to = pick(random, FLORIDA_TOWNS);
  while (to === from) to = pick(random, FLORIDA_TOWNS);
  const [oLat, oLng] = around(random, from[1], from[2], 5);
  const [dLat, dLng] = around(random, to[1], to[2], 5);
  return [oLat, oLng, dLat, dLng];
}

/** `count` rides departing over `days` days from `firstDate`, seeded. */
export function syntheticRides(options: {
  count: number;
  days: number;
  firstDate: string;
  seed?: number;
}): SyntheticRide[] {
  const random = seededRandom(options.seed ?? 1);
  const dates = Array.from({ length: options.days }, (_, day) => addDaysLocal(options.firstDate, day));
  const rides: SyntheticRide[] = new Array(options.count);
  // one time-zone conversion per date and minute, not per ride
  const instants = new Map<string, number>();
  const instantOf = (date: string, time: string): number => {
    const key = `${date} ${time}`;
    let instant = instants.get(key);
    if (instant === undefined) instants.set(key, (instant = departureInstant(date, time).getTime()));
    return instant;
  };
  for (let n = 0; n < options.count; n += 1) {
    const [originLat, originLng, destinationLat, destinationLng] = tripEnds(random);
    const departureDate = pick(random, dates);
    const minutes = 6 * 60 + Math.floor(random() * 16 * 60);
    const departureTime = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
    const availableSeats = 1 + Math.floor(random() * 7);
    const full = random() < 0.1;
    rides[n] = {
      id: syntheticId(n + 1),
      departureDate,
      departureTime,
      departureAt: instantOf(departureDate, departureTime),
      originLat,
      originLng,
      destinationLat,
      destinationLng,
      availableSeats,
      seatsRemaining: full ? 0 : availableSeats - Math.floor(random() * availableSeats),
      pricePerSeatCents: 500 + Math.floor(random() * 4500),
    };
  }
  return rides;
}

/** Searches as riders make them: campus or town to a town, 1–3 passengers, a date of the range. */
export function syntheticQueries(options: {
  count: number;
  days: number;
  firstDate: string;
  seed?: number;
}): SyntheticQuery[] {
  const random = seededRandom(options.seed ?? 2);
  return Array.from({ length: options.count }, () => {
    const [originLat, originLng, destinationLat, destinationLng] = tripEnds(random);
    return {
      originLat,
      originLng,
      destinationLat,
      destinationLng,
      passengers: 1 + Math.floor(random() * 3),
      departureDate: addDaysLocal(options.firstDate, Math.floor(random() * options.days)),
    };
  });
}
