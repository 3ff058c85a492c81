import { todayLocal } from "@campusride/shared/domain/local-time";
import { averageScore, compareMatches } from "@campusride/shared/domain/matching";
import { termsKey } from "@campusride/shared/domain/trip-preferences";
import { openRideJson, type AnswerPiece } from "./answer-json.ts";
import { createRideIndex } from "./engine/ride-index.ts";
import type { IndexedRide, RideIndex, RideMatch, SearchOutcome, SearchQuery } from "./engine/types.ts";
import { createIdGroups, type IdGroups } from "./id-groups.ts";
import type { SearchableRide } from "./queries.ts";

/** The engine behind the search: the one place the index is made. */
export const createIndex: () => RideIndex = createRideIndex;

/** What is held of a ride beside the index: its public view, serialised once. */
interface HeldRide {
  rideJson: string;
  driverId: string;
  /** Local date (America/New_York), as the ride's partition. */
  departureDate: string;
  departureAt: number;
  /** termsKey of its preferences and instant booking: which index holds it. */
  terms: number;
}

/** Everything held, swapped at once by a reload. */
interface Holdings {
  /**
   * One index per kind of trip (termsKey: preferences and instant booking), made when the
   * first trip of that kind comes: a search asks only the kinds the rider may see and
   * filters for, so filtering never reads a ride, and counts and the top 20 stay exact.
   */
  indexes: Map<number, RideIndex>;
  details: Map<string, HeldRide>;
  byDriver: IdGroups;
  byDate: IdGroups;
  /** Per departure date, a count of the changes to its rides (see versionOf). */
  dateVersions: Map<string, number>;
  /** Which holdings these are: a reload's never reuse an earlier number. */
  generation: number;
}

let generations = 0;

function emptyHoldings(): Holdings {
  generations += 1;
  return {
    indexes: new Map(),
    details: new Map(),
    byDriver: createIdGroups(),
    byDate: createIdGroups(),
    dateVersions: new Map(),
    generation: generations,
  };
}

function touchDate(into: Holdings, date: string): void {
  into.dateVersions.set(date, (into.dateVersions.get(date) ?? 0) + 1);
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
  /**
   * Starts a catalog aside, filled a page at a time while this one keeps answering; it
   * replaces this one at once when swapped in.
   */
  rebuild(): { put(entry: SearchableRide): void; swapIn(): void };
  /** Forgets the rides that have departed by `now`; returns how many. */
  prune(now: number): number;
  /** The ids held of these drivers' rides. */
  ridesOfDrivers(driverIds: Iterable<string>): string[];
  /**
   * The index's outcome over the kinds of trip `acceptsTerms` accepts (all when left out),
   * and for each match its ride's public view.
   */
  search(
    query: SearchQuery,
    limit: number,
    acceptsTerms?: (terms: number) => boolean,
  ): { outcome: SearchOutcome; pieces: AnswerPiece[] };
  /**
   * Changes whenever a ride of that departure date is put, removed or pruned, or the
   * catalog is reloaded: an answer for the date made at the same version is still right
   * (as long as no ride has departed since).
   */
  versionOf(departureDate: string): string;
  readonly size: number;
}

/**
 * The searchable rides in memory: the engine's index (where, when, seats) and beside it
 * each ride's public view with its driver's name and car, as JSON (answer-json.ts), so a
 * search reads nothing from the database. Both always hold the same rides.
 */
export function createRideCatalog(): RideCatalog {
  let held = emptyHoldings();

  function putInto(into: Holdings, entry: SearchableRide): void {
    const indexed = toIndexedRide(entry);
    const { ride } = entry;
    if (!indexed) {
      removeFrom(into, ride.id);
      return;
    }
    const terms = termsKey(ride);
    const before = into.details.get(ride.id);
    if (before && before.terms !== terms) into.indexes.get(before.terms)!.remove(ride.id);
    unlink(into, ride.id);
    let index = into.indexes.get(terms);
    if (!index) {
      index = createIndex();
      into.indexes.set(terms, index);
    }
    index.upsert(indexed);
    into.details.set(ride.id, {
      rideJson: openRideJson(ride),
      driverId: ride.driverId,
      departureDate: ride.departureDate,
      departureAt: entry.departureAt,
      terms,
    });
    into.byDriver.add(ride.driverId, ride.id);
    into.byDate.add(ride.departureDate, ride.id);
    touchDate(into, ride.departureDate);
  }

  /** Takes a ride out of the driver and date groups (its driver or date may be changing). */
  function unlink(from: Holdings, rideId: string): void {
    const before = from.details.get(rideId);
    if (!before) return;
    touchDate(from, before.departureDate);
    from.byDriver.delete(before.driverId, rideId);
    from.byDate.delete(before.departureDate, rideId);
  }

  function removeFrom(from: Holdings, rideId: string): void {
    const before = from.details.get(rideId);
    if (!before) return;
    unlink(from, rideId);
    from.indexes.get(before.terms)!.remove(rideId);
    from.details.delete(rideId);
  }

  return {
    put: (entry) => putInto(held, entry),
    remove: (rideId) => removeFrom(held, rideId),
    rebuild() {
      const next = emptyHoldings();
      return {
        put: (entry) => putInto(next, entry),
        swapIn: () => {
          held = next;
        },
      };
    },
    prune(now) {
      // a ride dated after today (its local date) cannot have left: only today's and
      // earlier partitions are looked at
      const today = todayLocal(new Date(now));
      const departed: string[] = [];
      for (const date of held.byDate.keys()) {
        if (date > today) continue;
        for (const rideId of held.byDate.idsOf(date)) {
          if (held.details.get(rideId)!.departureAt <= now) departed.push(rideId);
        }
      }
      for (const rideId of departed) removeFrom(held, rideId);
      return departed.length;
    },
    ridesOfDrivers(driverIds) {
      const rideIds: string[] = [];
      for (const driverId of driverIds) rideIds.push(...held.byDriver.idsOf(driverId));
      return rideIds;
    },
    search(query, limit, acceptsTerms) {
      const outcomes: SearchOutcome[] = [];
      for (const [terms, index] of held.indexes) {
        if (acceptsTerms === undefined || acceptsTerms(terms)) outcomes.push(index.search(query, limit));
      }
      const outcome = mergeOutcomes(outcomes, limit);
      const pieces: AnswerPiece[] = [];
      for (const match of outcome.matches) {
        const ride = held.details.get(match.id);
        if (ride) pieces.push({ rideJson: ride.rideJson, driverId: ride.driverId, match });
      }
      return { outcome, pieces };
    },
    versionOf: (departureDate) => `${held.generation}.${held.dateVersions.get(departureDate) ?? 0}`,
    get size() {
      return held.details.size;
    },
  };
}

/** The outcomes of several indexes as one: counts added, the best `limit` matches of all. */
function mergeOutcomes(outcomes: SearchOutcome[], limit: number): SearchOutcome {
  if (outcomes.length === 1) return outcomes[0]!;
  let totalRides = 0;
  let matchedRides = 0;
  let scoreSum = 0;
  const matches: RideMatch[] = [];
  for (const outcome of outcomes) {
    totalRides += outcome.totalRides;
    matchedRides += outcome.matchedRides;
    scoreSum += outcome.scoreSum;
    matches.push(...outcome.matches);
  }
  matches.sort(compareMatches);
  return {
    matches: matches.slice(0, limit),
    totalRides,
    matchedRides,
    averageScore: averageScore(scoreSum, matchedRides),
    scoreSum,
  };
}
