import { openRideJson, type AnswerPiece } from "./answer-json.ts";
import { createRideIndex } from "./engine/ride-index.ts";
import type { IndexedRide, RideIndex, SearchOutcome, SearchQuery } from "./engine/types.ts";
import type { SearchableRide } from "./queries.ts";

/** The engine behind the search: the one place the index is made. */
export const createIndex: () => RideIndex = createRideIndex;

/** What is held of a ride beside the index: its public view, serialised once. */
interface HeldRide {
  rideJson: string;
  driverId: string;
  departureAt: number;
}

/** What the index keeps of a ride; undefined for one without its four coordinates. */
export function toIndexedRide({ ride, departureAt }: SearchableRide): IndexedRide | undefined {
  const { originLat, originLng, destinationLat, destinationLng } = ride;
  if (originLat === null || originLng === null || destinationLat === null || destinationLng === null) {
    return undefined;
  }
  return {
    id: ride.id,
    departureDate: ride.departureDate,
    departureAt,
    originLat,
    originLng,
    destinationLat,
    destinationLng,
    seatsRemaining: ride.seatsRemaining,
  };
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
  /** The index's outcome, and for each match its ride's public view. */
  search(query: SearchQuery, limit: number): { outcome: SearchOutcome; pieces: AnswerPiece[] };
  readonly size: number;
}

/**
 * The searchable rides in memory: the engine's index (where, when, seats) and beside it
 * each ride's public view with its driver's name and car, as JSON (answer-json.ts), so a
 * search reads nothing from the database. Both always hold the same rides.
 */
export function createRideCatalog(): RideCatalog {
  let index = createIndex();
  let details = new Map<string, HeldRide>();

  function putInto(target: RideIndex, into: Map<string, HeldRide>, entry: SearchableRide): void {
    const indexed = toIndexedRide(entry);
    if (!indexed) return;
    target.upsert(indexed);
    const { ride } = entry;
    into.set(ride.id, {
      rideJson: openRideJson(ride),
      driverId: ride.driverId,
      departureAt: entry.departureAt,
    });
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
      const nextDetails = new Map<string, HeldRide>();
      for (const entry of entries) putInto(nextIndex, nextDetails, entry);
      index = nextIndex;
      details = nextDetails;
    },
    prune(now) {
      let pruned = 0;
      for (const [rideId, held] of details) {
        if (held.departureAt > now) continue;
        remove(rideId);
        pruned += 1;
      }
      return pruned;
    },
    ridesOfDrivers(driverIds) {
      const rideIds: string[] = [];
      for (const [rideId, held] of details) if (driverIds.has(held.driverId)) rideIds.push(rideId);
      return rideIds;
    },
    search(query, limit) {
      const outcome = index.search(query, limit);
      const pieces: AnswerPiece[] = [];
      for (const match of outcome.matches) {
        const held = details.get(match.id);
        if (held) pieces.push({ rideJson: held.rideJson, match });
      }
      return { outcome, pieces };
    },
    get size() {
      return details.size;
    },
  };
}
