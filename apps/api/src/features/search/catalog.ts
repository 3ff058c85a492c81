import type { PublicRide } from "@campusride/shared/schemas/rides";
import { createSimpleIndex } from "./engine/simple-index.ts";
import type { RideIndex, RideMatch, SearchOutcome, SearchQuery } from "./engine/types.ts";
import type { SearchableRide } from "./queries.ts";

/** The engine behind the search: the one place the index is made. */
const createIndex: () => RideIndex = createSimpleIndex;

/** One result: the ride's public view and its figures for the trip. */
export interface CatalogMatch {
  ride: PublicRide;
  match: RideMatch;
}

export interface RideCatalog {
  /** Adds or replaces a searchable ride. */
  put(entry: SearchableRide): void;
  remove(rideId: string): void;
  /** Starts over with exactly these rides. */
  replaceAll(entries: readonly SearchableRide[]): void;
  /** Forgets the rides that have departed by `now`; returns how many. */
  prune(now: number): number;
  /** The ids held of these drivers' rides. */
  ridesOfDrivers(driverIds: ReadonlySet<string>): string[];
  search(query: SearchQuery, limit: number): { outcome: SearchOutcome; results: CatalogMatch[] };
  readonly size: number;
}

/**
 * The searchable rides in memory: the engine's index (where, when, seats) and beside it
 * each ride's public view with its driver's name and car, so a search reads nothing from
 * the database. Both always hold the same rides.
 */
export function createRideCatalog(): RideCatalog {
  let index = createIndex();
  let details = new Map<string, SearchableRide>();

  function putInto(target: RideIndex, into: Map<string, SearchableRide>, entry: SearchableRide): void {
    const { ride } = entry;
    // findSearchableRides only returns located rides
    if (ride.originLat === null || ride.originLng === null) return;
    if (ride.destinationLat === null || ride.destinationLng === null) return;
    target.upsert({
      id: ride.id,
      departureDate: ride.departureDate,
      departureAt: entry.departureAt,
      originLat: ride.originLat,
      originLng: ride.originLng,
      destinationLat: ride.destinationLat,
      destinationLng: ride.destinationLng,
      seatsRemaining: ride.seatsRemaining,
    });
    into.set(ride.id, entry);
  }

  function remove(rideId: string): void {
    index.remove(rideId);
    details.delete(rideId);
  }

  return {
    put: (entry) => putInto(index, details, entry),
    remove,
    replaceAll(entries) {
      const nextIndex = createIndex();
      const nextDetails = new Map<string, SearchableRide>();
      for (const entry of entries) putInto(nextIndex, nextDetails, entry);
      index = nextIndex;
      details = nextDetails;
    },
    prune(now) {
      let pruned = 0;
      for (const [rideId, entry] of details) {
        if (entry.departureAt > now) continue;
        remove(rideId);
        pruned += 1;
      }
      return pruned;
    },
    ridesOfDrivers(driverIds) {
      const rideIds: string[] = [];
      for (const [rideId, entry] of details) if (driverIds.has(entry.ride.driverId)) rideIds.push(rideId);
      return rideIds;
    },
    search(query, limit) {
      const outcome = index.search(query, limit);
      const results: CatalogMatch[] = [];
      for (const match of outcome.matches) {
        const entry = details.get(match.id);
        if (entry) results.push({ ride: entry.ride, match });
      }
      return { outcome, results };
    },
    get size() {
      return details.size;
    },
  };
}
