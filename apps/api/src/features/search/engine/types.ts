import type { MatchFigures } from "@campusride/shared/domain/matching";

/**
 * The search engine's contract: an in-memory index of the rides that can still be
 * booked, asked for the best matches of one trip. It only proposes: seats are decided by
 * the database when a request is made.
 */

/** What the index keeps of a ride. */
export interface IndexedRide {
  id: string;
  /** YYYY-MM-DD in America/New_York: the partition. */
  departureDate: string;
  /** Epoch milliseconds of the departure. */
  departureAt: number;
  originLat: number;
  originLng: number;
  destinationLat: number;
  destinationLng: number;
  /** Seats not yet taken by approved requests (0 for a full ride, which stays indexed). */
  seatsRemaining: number;
}

export interface SearchQuery {
  originLat: number;
  originLng: number;
  destinationLat: number;
  destinationLng: number;
  passengers: number;
  departureDate: string;
  /** Epoch milliseconds; rides departing at or before it are left out ("not in the past"). */
  now: number;
}

/** One ride of the result, with the figures the response shows. */
export interface RideMatch extends MatchFigures {
  id: string;
  departureAt: number;
}

export interface SearchOutcome {
  /** The best `limit` matches in search order (compareMatches). */
  matches: RideMatch[];
  /** Rides of that date that have not left. */
  totalRides: number;
  /** Of those, the ones with the seats within the detour limit. */
  matchedRides: number;
  /** Mean score of all matched rides (averageScore of domain/matching). */
  averageScore: number;
  /** The sum of all matched rides' scores (outcomes of several indexes add up exactly). */
  scoreSum: number;
}

export interface RideIndex {
  /** Adds the ride, or replaces what the index holds for its id. */
  upsert(ride: IndexedRide): void;
  /** Forgets the ride (cancelled, completed, gone); a no-op for an unknown id. */
  remove(id: string): void;
  search(query: SearchQuery, limit: number): SearchOutcome;
  /** Rides held. */
  readonly size: number;
}
