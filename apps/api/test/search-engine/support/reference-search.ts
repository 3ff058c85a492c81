import { evaluateMatch, compareMatches, averageScore } from "@campusride/shared/domain/matching";
import type {
  IndexedRide,
  RideMatch,
  SearchOutcome,
  SearchQuery,
} from "../../../src/features/search/engine/types.ts";

/**
 * The naive search the engine is measured against and checked by: one plain object per
 * ride, every ride of every date looked at, evaluateMatch on each candidate, then all
 * matches sorted. Obviously right, and as slow as that.
 */

interface ReferenceRide {
  id: string;
  departureDate: string;
  departureAt: number;
  seatsRemaining: number;
  origin: { lat: number; lng: number };
  destination: { lat: number; lng: number };
}

export interface ReferenceSearch {
  search(query: SearchQuery, limit: number): SearchOutcome;
}

export function createReferenceSearch(rides: readonly IndexedRide[]): ReferenceSearch {
  const all: ReferenceRide[] = rides.map((ride) => ({
    id: ride.id,
    departureDate: ride.departureDate,
    departureAt: ride.departureAt,
    seatsRemaining: ride.seatsRemaining,
    origin: { lat: ride.originLat, lng: ride.originLng },
    destination: { lat: ride.destinationLat, lng: ride.destinationLng },
  }));
  return {
    search(query, limit) {
      const trip = {
        origin: { lat: query.originLat, lng: query.originLng },
        destination: { lat: query.destinationLat, lng: query.destinationLng },
      };
      const departing = all.filter(
        (ride) => ride.departureDate === query.departureDate && ride.departureAt > query.now,
      );
      const matches = departing
        .filter((ride) => ride.seatsRemaining >= query.passengers)
        .flatMap((ride): RideMatch[] => {
          const figures = evaluateMatch(ride, trip);
          return figures ? [{ id: ride.id, departureAt: ride.departureAt, ...figures }] : [];
        })
        .sort(compareMatches);
      const scoreSum = matches.reduce((sum, match) => sum + match.matchScore, 0);
      return {
        matches: matches.slice(0, limit),
        totalRides: departing.length,
        matchedRides: matches.length,
        averageScore: averageScore(scoreSum, matches.length),
        scoreSum,
      };
    },
  };
}
