import { averageScore, compareMatches, evaluateMatch } from "@campusride/shared/domain/matching";
import type { IndexedRide, RideIndex, RideMatch, SearchOutcome, SearchQuery } from "./types.ts";

/**
 * A plain index: rides in a map per date, every ride of the date checked. Correct and
 * simple; the spatial index replaces it.
 */
export function createSimpleIndex(): RideIndex {
  const byDate = new Map<string, Map<string, IndexedRide>>();
  const dateOf = new Map<string, string>();

  function remove(id: string): void {
    const date = dateOf.get(id);
    if (date === undefined) return;
    byDate.get(date)?.delete(id);
    dateOf.delete(id);
  }

  return {
    get size() {
      return dateOf.size;
    },
    upsert(ride) {
      remove(ride.id);
      let day = byDate.get(ride.departureDate);
      if (!day) byDate.set(ride.departureDate, (day = new Map()));
      day.set(ride.id, ride);
      dateOf.set(ride.id, ride.departureDate);
    },
    remove,
    search(query: SearchQuery, limit: number): SearchOutcome {
      const trip = {
        origin: { lat: query.originLat, lng: query.originLng },
        destination: { lat: query.destinationLat, lng: query.destinationLng },
      };
      let totalRides = 0;
      let scoreSum = 0;
      const matches: RideMatch[] = [];
      for (const ride of byDate.get(query.departureDate)?.values() ?? []) {
        if (ride.departureAt <= query.now) continue;
        totalRides += 1;
        if (ride.seatsRemaining < query.passengers) continue;
        const figures = evaluateMatch(
          {
            origin: { lat: ride.originLat, lng: ride.originLng },
            destination: { lat: ride.destinationLat, lng: ride.destinationLng },
          },
          trip,
        );
        if (!figures) continue;
        scoreSum += figures.matchScore;
        matches.push({ id: ride.id, departureAt: ride.departureAt, ...figures });
      }
      matches.sort(compareMatches);
      return {
        matches: matches.slice(0, limit),
        totalRides,
        matchedRides: matches.length,
        averageScore: averageScore(scoreSum, matches.length),
      };
    },
  };
}
