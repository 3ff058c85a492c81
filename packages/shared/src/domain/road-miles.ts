/**
 * Offline road miles over a compact map of Florida's main roads (docs/decisions/0062).
 *
 * The map (florida-road-network.ts) is a graph of towns joined by freeway segments (their
 * published mileposts) and surface highways (straight line × SURFACE_ROAD_FACTOR). Shortest
 * road miles between every two towns are worked out once, on the first trip measured. A trip
 * then costs a few straight lines: each end reaches one of its nearest towns
 * (× ACCESS_FACTOR), and the cheapest pair of towns wins. Ends with no town near them, and
 * trips shorter than the way to and from the towns, keep the straight line × the caller's
 * factor.
 */
import { EARTH_RADIUS_MILES, haversineMiles, type LatLng } from "./great-circle.ts";
import { FREEWAYS, ROAD_PLACES, SURFACE_ROADS, type RoadPlace } from "./florida-road-network.ts";

/** Road miles per straight-line mile on a surface highway between two towns. */
const SURFACE_ROAD_FACTOR = 1.1;
/** Road miles per straight-line mile from a trip's end to a town of the map. */
const ACCESS_FACTOR = 1.25;
/** Freeway miles per straight-line mile past the last published milepost. */
const FREEWAY_FACTOR = 1.05;
/** Road miles are never fewer than the straight line × this. */
const MIN_ROAD_FACTOR = 1.05;
/** Under this many straight miles, a trip may keep the straight line × factor. */
const LOCAL_TRIP_MILES = 25;
/** How far (straight miles) an end may be from a town of the map and still use it. */
const MAP_REACH_MILES = 40;
/** Road miles from a town's centre to its freeway exit (none where two freeways meet). */
const EXIT_SPUR_MILES = 2;
/** How many of an end's nearest towns are tried. */
const NEAREST_TOWNS = 3;

interface Town extends LatLng {
  name: RoadPlace;
}

const NAMES = Object.keys(ROAD_PLACES) as RoadPlace[];
const TOWNS: Town[] = NAMES.map((name) => {
  const [lat, lng] = ROAD_PLACES[name];
  return { name, lat, lng };
});
const INDEX = new Map<RoadPlace, number>(NAMES.map((name, index) => [name, index]));

function townAt(name: RoadPlace): Town {
  return TOWNS[INDEX.get(name) as number] as Town;
}

function straight(a: RoadPlace, b: RoadPlace): number {
  return haversineMiles(townAt(a), townAt(b));
}

/**
 * A freeway's mileposts with the unknown ones filled in: between two known mileposts, in
 * proportion to the straight line; before the first or after the last, straight × factor.
 */
function fillMileposts(stops: ReadonlyArray<readonly [RoadPlace, number | null]>): number[] {
  const known = stops.flatMap(([, milepost], index) => (milepost === null ? [] : [index]));
  const along: number[] = [0];
  for (let i = 1; i < stops.length; i += 1) {
    along.push((along[i - 1] as number) + straight(stops[i - 1]![0], stops[i]![0]));
  }
  return stops.map(([, milepost], i) => {
    if (milepost !== null) return milepost;
    const before = known.filter((k) => k < i).at(-1);
    const after = known.find((k) => k > i);
    const at = (k: number) => stops[k]![1] as number;
    const alongFrom = (k: number) => (along[i] as number) - (along[k] as number);
    if (before !== undefined && after !== undefined) {
      const share = alongFrom(before) / ((along[after] as number) - (along[before] as number));
      return at(before) + share * (at(after) - at(before));
    }
    if (before !== undefined) return at(before) + alongFrom(before) * FREEWAY_FACTOR;
    return at(after as number) + alongFrom(after as number) * FREEWAY_FACTOR;
  });
}

/** How many freeways pass each town: a town on two is where they meet. */
function freewaysPerTown(): Map<RoadPlace, number> {
  const count = new Map<RoadPlace, number>();
  for (const stops of Object.values(FREEWAYS)) {
    for (const [town] of stops) count.set(town, (count.get(town) ?? 0) + 1);
  }
  return count;
}

/**
 * Shortest road miles between every two towns (Floyd–Warshall). Each freeway stop is an
 * exit of its own, EXIT_SPUR_MILES from its town's centre, except where two freeways meet.
 */
function allPairsMiles(): Float64Array[] {
  const exits: Array<{ town: number; spur: number }> = [];
  const perTown = freewaysPerTown();
  const freewayLinks: Array<[number, number, number]> = [];
  for (const stops of Object.values(FREEWAYS)) {
    const mileposts = fillMileposts(stops);
    const first = TOWNS.length + exits.length;
    for (const [town] of stops) {
      exits.push({
        town: INDEX.get(town) as number,
        spur: (perTown.get(town) ?? 0) > 1 ? 0 : EXIT_SPUR_MILES,
      });
    }
    for (let k = 1; k < stops.length; k += 1) {
      const length = Math.abs((mileposts[k] as number) - (mileposts[k - 1] as number));
      freewayLinks.push([first + k - 1, first + k, length]);
    }
  }
  const n = TOWNS.length + exits.length;
  const miles = Array.from({ length: n }, (_, i) => {
    const row = new Float64Array(n).fill(Number.POSITIVE_INFINITY);
    row[i] = 0;
    return row;
  });
  const join = (i: number, j: number, length: number) => {
    if (length < (miles[i]![j] as number)) {
      miles[i]![j] = length;
      miles[j]![i] = length;
    }
  };
  exits.forEach(({ town, spur }, k) => join(town, TOWNS.length + k, spur));
  for (const [i, j, length] of freewayLinks) join(i, j, length);
  for (const [a, b] of SURFACE_ROADS)
    join(INDEX.get(a) as number, INDEX.get(b) as number, straight(a, b) * SURFACE_ROAD_FACTOR);
  for (let k = 0; k < n; k += 1) {
    const viaK = miles[k] as Float64Array;
    for (let i = 0; i < n; i += 1) {
      const row = miles[i] as Float64Array;
      const toK = row[k] as number;
      if (toK === Number.POSITIVE_INFINITY) continue;
      for (let j = 0; j < n; j += 1) {
        const through = toK + (viaK[j] as number);
        if (through < (row[j] as number)) row[j] = through;
      }
    }
  }
  return miles;
}

let townMiles: Float64Array[] | undefined;

/** The all-pairs table, built on the first trip measured (a few milliseconds), then kept. */
function allTownMiles(): Float64Array[] {
  townMiles ??= allPairsMiles();
  return townMiles;
}

const MILES_PER_DEGREE = (Math.PI / 180) * EARTH_RADIUS_MILES;
const TOWN_COS_LAT = TOWNS.map((town) => Math.cos((town.lat * Math.PI) / 180));

/**
 * An end's nearest towns within reach, with the road miles to reach each. Towns are ranked
 * by a flat-earth distance (cheap, and plenty at this scale); the chosen ones' legs are
 * great-circle miles.
 */
function nearestTowns(point: LatLng): Array<{ index: number; access: number }> {
  const best: number[] = [];
  const bestAway: number[] = [];
  for (let index = 0; index < TOWNS.length; index += 1) {
    const town = TOWNS[index] as Town;
    const dLat = town.lat - point.lat;
    const dLng = (town.lng - point.lng) * (TOWN_COS_LAT[index] as number);
    const away = Math.sqrt(dLat * dLat + dLng * dLng) * MILES_PER_DEGREE;
    if (away > MAP_REACH_MILES) continue;
    let at = best.length;
    while (at > 0 && (bestAway[at - 1] as number) > away) at -= 1;
    if (at >= NEAREST_TOWNS) continue;
    best.splice(at, 0, index);
    bestAway.splice(at, 0, away);
    if (best.length > NEAREST_TOWNS) {
      best.pop();
      bestAway.pop();
    }
  }
  return best.map((index) => ({
    index,
    access: haversineMiles(point, TOWNS[index] as Town) * ACCESS_FACTOR,
  }));
}

/**
 * Road miles between two points by the map, or undefined when an end has no town within
 * reach (outside Florida, at sea) and the straight line has to do.
 */
export function mapRoadMiles(from: LatLng, to: LatLng): number | undefined {
  const starts = nearestTowns(from);
  const ends = nearestTowns(to);
  if (starts.length === 0 || ends.length === 0) return undefined;
  const table = allTownMiles();
  let best = Number.POSITIVE_INFINITY;
  for (const start of starts) {
    const row = table[start.index] as Float64Array;
    for (const end of ends) {
      const miles = start.access + (row[end.index] as number) + end.access;
      if (miles < best) best = miles;
    }
  }
  return Number.isFinite(best) ? best : undefined;
}

/**
 * The offline road estimate: by the map where both ends are within its reach (never less
 * than the straight line × MIN_ROAD_FACTOR: a town's exit can sit miles from its centre),
 * else the straight line × `factor`; a trip across town (under LOCAL_TRIP_MILES) takes the
 * straight line × `factor` when that is shorter than going by the towns.
 */
export function offlineRoadMiles(from: LatLng, to: LatLng, factor: number): number {
  const straightMiles = haversineMiles(from, to);
  const direct = straightMiles * factor;
  const byMap = mapRoadMiles(from, to);
  if (byMap === undefined) return direct;
  const estimate = Math.max(byMap, straightMiles * MIN_ROAD_FACTOR);
  return straightMiles < LOCAL_TRIP_MILES ? Math.min(estimate, direct) : estimate;
}
