import {
  EARTH_RADIUS_MILES,
  haversineMiles,
  type LatLng,
} from "../../packages/shared/src/domain/distance.ts";
import {
  averageScore,
  compareMatches,
  detourRatio,
  MATCHING,
  matchFigures,
  matchScore,
} from "../../packages/shared/src/domain/matching.ts";
import {
  arcAtLeast,
  arcAtMost,
  boundedScore,
  exceedsLimit,
  NO_MATCH,
  UNDECIDED,
  writeUnitVector,
} from "../../apps/api/src/features/search/engine/detour-bounds.ts";
import type {
  IndexedRide,
  RideMatch,
  SearchOutcome,
  SearchQuery,
} from "../../apps/api/src/features/search/engine/types.ts";

/**
 * The search's second reference: a plain scan of the query's day, its rides held in
 * typed arrays (float32 unit vectors, float64 ends, departures, seats), each ride checked
 * with the engine's chord bounds and, where they cannot tell, the exact haversine; no
 * tree, no groups. What the engine's tree and groups buy is its time over this one's.
 */
interface DayArrays {
  count: number;
  vectors: Float32Array;
  coords: Float64Array;
  departures: Float64Array;
  seats: Float64Array;
  ids: string[];
}

interface Kept {
  score: number;
  departureAt: number;
  index: number;
}

function dayArraysOf(rides: readonly IndexedRide[]): DayArrays {
  const count = rides.length;
  const day: DayArrays = {
    count,
    vectors: new Float32Array(count * 6),
    coords: new Float64Array(count * 4),
    departures: new Float64Array(count),
    seats: new Float64Array(count),
    ids: rides.map((ride) => ride.id),
  };
  rides.forEach((ride, n) => {
    writeUnitVector(ride.originLat, ride.originLng, day.vectors, n * 6);
    writeUnitVector(ride.destinationLat, ride.destinationLng, day.vectors, n * 6 + 3);
    day.coords.set([ride.originLat, ride.originLng, ride.destinationLat, ride.destinationLng], n * 4);
    day.departures[n] = ride.departureAt;
    day.seats[n] = ride.seatsRemaining;
  });
  return day;
}

export function createDayScanSearch(rides: readonly IndexedRide[]): {
  search(query: SearchQuery, limit: number): SearchOutcome;
} {
  const byDate = new Map<string, IndexedRide[]>();
  for (const ride of rides) {
    const list = byDate.get(ride.departureDate) ?? [];
    list.push(ride);
    byDate.set(ride.departureDate, list);
  }
  const days = new Map([...byDate].map(([date, list]) => [date, dayArraysOf(list)]));

  return {
    search(query, limit) {
      const day = days.get(query.departureDate);
      const pickup: LatLng = { lat: query.originLat, lng: query.originLng };
      const dropOff: LatLng = { lat: query.destinationLat, lng: query.destinationLng };
      const riderLeg = haversineMiles(pickup, dropOff);
      const riderAngle = riderLeg / EARTH_RADIUS_MILES;
      const p = new Float64Array(6);
      writeUnitVector(query.originLat, query.originLng, p, 0);
      writeUnitVector(query.destinationLat, query.destinationLng, p, 3);
      const legsOf = (n: number) => {
        const c = day!.coords;
        const origin = { lat: c[n * 4]!, lng: c[n * 4 + 1]! };
        const destination = { lat: c[n * 4 + 2]!, lng: c[n * 4 + 3]! };
        return [
          haversineMiles(origin, pickup),
          riderLeg,
          haversineMiles(dropOff, destination),
          haversineMiles(origin, destination),
        ] as const;
      };
      const kept: Kept[] = [];
      const precedes = (a: Kept, b: Kept) =>
        compareMatches(
          { matchScore: a.score, departureAt: a.departureAt, id: day!.ids[a.index]! },
          { matchScore: b.score, departureAt: b.departureAt, id: day!.ids[b.index]! },
        ) < 0;
      let totalRides = 0;
      let matchedRides = 0;
      let scoreSum = 0;
      const { vectors: v, departures, seats, count } = day ?? dayArraysOf([]);
      const chord = (a: number, b: number, q: Float32Array | Float64Array) => {
        const x = v[a]! - q[b]!;
        const y = v[a + 1]! - q[b + 1]!;
        const z = v[a + 2]! - q[b + 2]!;
        return Math.sqrt(x * x + y * y + z * z);
      };
      for (let n = 0; n < count; n += 1) {
        if (!(departures[n]! > query.now)) continue;
        totalRides += 1;
        if (seats[n]! < query.passengers) continue;
        const toPickup = chord(n * 6, 0, p);
        const fromDropOff = chord(n * 6 + 3, 3, p);
        const direct = chord(n * 6, n * 6 + 3, v);
        const lowSum = arcAtLeast(toPickup) + riderAngle + arcAtLeast(fromDropOff);
        if (exceedsLimit(lowSum, arcAtMost(direct))) continue;
        const highSum = arcAtMost(toPickup) + riderAngle + arcAtMost(fromDropOff);
        let score = boundedScore(lowSum, arcAtMost(direct), highSum, arcAtLeast(direct));
        if (score === UNDECIDED) {
          const ratio = detourRatio(...legsOf(n));
          score = ratio <= MATCHING.maxDetourRatio ? matchScore(ratio) : NO_MATCH;
        }
        if (score === NO_MATCH) continue;
        matchedRides += 1;
        scoreSum += score;
        const match = { score, departureAt: departures[n]!, index: n };
        if (kept.length === limit && !precedes(match, kept[limit - 1]!)) continue;
        let at = kept.length;
        while (at > 0 && precedes(match, kept[at - 1]!)) at -= 1;
        kept.splice(at, 0, match);
        if (kept.length > limit) kept.pop();
      }
      const matches = kept.map((match): RideMatch => ({
        id: day!.ids[match.index]!,
        departureAt: match.departureAt,
        ...matchFigures(...legsOf(match.index))!,
      }));
      return {
        matches,
        totalRides,
        matchedRides,
        averageScore: averageScore(scoreSum, matchedRides),
        scoreSum,
      };
    },
  };
}
