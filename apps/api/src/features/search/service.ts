import { MATCHING } from "@campusride/shared/domain/matching";
import {
  matchesTripFilters,
  mayJoinTrip,
  termsOfKey,
  type TripFilters,
} from "@campusride/shared/domain/trip-preferences";
import { ROUND_TRIP_MESSAGES, SEARCH_MESSAGES } from "@campusride/shared/messages";
import type { searchInputSchema } from "@campusride/shared/schemas/search";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { Database, DatabaseHandle } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { createAnswerCache } from "./answer-cache.ts";
import { answerJson, withoutDrivers, withReturnAnswer } from "./answer-json.ts";
import { createRideCatalog } from "./catalog.ts";
import { createDriverRatings, type ReadRatings } from "./driver-ratings.ts";
import {
  findBlockedEitherWay,
  findSearchableRides,
  forEachSearchablePage,
  wantsWomenOnlyTrips,
} from "./queries.ts";
import { createCatalogSync } from "./sync.ts";
import { nowMs } from "../../lib/clock.ts";

type SearchInput = z.output<typeof searchInputSchema>;

/** Answers kept for repeated questions: ~16 KB each, so about 16 MB at most. */
const KEPT_ANSWERS = 1_000;

/** An answer as kept: its JSON with a rating slot per ride, and the rides' drivers in order. */
interface KeptAnswer {
  text: string;
  driverIds: string[];
  /** The answer with its ratings written in, reused for a while (a repeated question is a memory read). */
  filled?: { bytes: Buffer; at: number };
}

/** How long an answer's written-in ratings are reused: with their own minute, a rating shows within 90 s. */
const FILLED_REUSE_MS = 30_000;

/** Who asks, as far as the answer depends on it. */
export interface SearchViewer {
  /** A signed-in rider whose profile asks for women-only trips, who asked to see them. */
  seesWomenOnly: boolean;
  /** Drivers blocked either way with the signed-in viewer: their rides are left out for them. */
  hiddenDrivers?: ReadonlySet<string>;
}

/**
 * What decides an answer: the date, the seats, the two places (not their address texts),
 * the filters and whether the viewer may see women-only trips.
 */
function questionOf(input: SearchInput, viewer: SearchViewer): string {
  const filters = input.filters ?? {};
  const filterKey = FILTER_NAMES.map((name) => String(filters[name] ?? "")).join(",");
  return `${input.departureDate}|${input.passengers}|${input.originLat},${input.originLng}|${input.destinationLat},${input.destinationLng}|${viewer.seesWomenOnly ? "w" : ""}|${filterKey}`;
}

const FILTER_NAMES = [
  "luggageSize",
  "maxTwoInBack",
  "petsAllowed",
  "smokingAllowed",
  "musicAllowed",
  "womenOnly",
  "instantBooking",
] as const satisfies readonly (keyof TripFilters)[];

/** Which kinds of trip (termsKey) this viewer may see and asked for. */
function termsFilter(filters: TripFilters, viewer: SearchViewer): (terms: number) => boolean {
  const isFiltered = FILTER_NAMES.some((name) => filters[name] !== undefined);
  return (terms) => {
    const trip = termsOfKey(terms);
    return (
      mayJoinTrip(trip.preferences, viewer.seesWomenOnly) &&
      (!isFiltered || matchesTripFilters(trip, filters))
    );
  };
}

/**
 * The search back (docs/product/search.md#round-trips): the two places swapped, on the return
 * date; 400 for a return date before the departure date.
 */
function reverseSearch(input: SearchInput, returnDate: string): SearchInput {
  if (returnDate < input.departureDate) {
    const message = ROUND_TRIP_MESSAGES.returnDateBeforeDeparture;
    throw new AppError("VALIDATION", message, { fields: { returnDate: message } });
  }
  return {
    ...input,
    originLat: input.destinationLat,
    originLng: input.destinationLng,
    destinationLat: input.originLat,
    destinationLng: input.originLng,
    originAddress: input.destinationAddress,
    destinationAddress: input.originAddress,
    departureDate: returnDate,
    returnDate: undefined,
  };
}

export interface SearchServiceOptions {
  db: Database;
  /** The drivers' ratings the answers show (none: null ratings). */
  readRatings?: ReadRatings;
  listen: DatabaseHandle["listen"];
  log: FastifyBaseLogger;
}

export interface SearchService {
  /**
   * Whom an answer is for: a signed-in viewer's blocks are read (one indexed query), and a
   * rider asking to see women-only trips is looked up (their profile must ask for them); a
   * signed-out search reads nothing from the database.
   */
  viewerOf(input: SearchInput, userId: string | undefined): Promise<SearchViewer>;
  /**
   * The best matches for a trip, from memory (no database read), as searchResponseSchema's
   * JSON in UTF-8: a kept answer is sent again without being encoded again.
   */
  search(input: SearchInput, viewer: SearchViewer): Promise<Buffer>;
  /** After a ride's change has committed in this process: the next search shows it. */
  rideChanged(rideId: string): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Rides the search holds. */
  readonly size: number;
  /** Whether the rides have been loaded and changes are being heard (GET /api/ready shows it). */
  readonly state: { loaded: boolean; listening: boolean };
}

/** The shared answer, less the rides of drivers blocked either way with this viewer. */
function forViewer(answer: Buffer, viewer: SearchViewer): Buffer {
  return viewer.hiddenDrivers ? withoutDrivers(answer, viewer.hiddenDrivers) : answer;
}

/**
 * Rider search (docs/product/search.md#matching): the searchable rides are held in memory and kept
 * equal to the database (sync.ts); a search asks the index for the best matches and
 * answers with their public views. See docs/decisions/0016.
 */
export function createSearchService({ db, listen, log, readRatings }: SearchServiceOptions): SearchService {
  const catalog = createRideCatalog();
  // kept without the drivers' ratings, which each answer reads apart (driver-ratings.ts)
  const answers = createAnswerCache<KeptAnswer>(KEPT_ANSWERS);
  const ratings = createDriverRatings(db, readRatings, (error) =>
    log.warn({ err: error }, "drivers' ratings could not be read; the search answers without them"),
  );
  async function withRatings(answer: KeptAnswer, now: number): Promise<Buffer> {
    if (answer.filled && now - answer.filled.at < FILLED_REUSE_MS) return answer.filled.bytes;
    const bytes = await ratings.fill(answer.text, answer.driverIds, now);
    answer.filled = { bytes, at: now };
    return bytes;
  }
  const sync = createCatalogSync({
    catalog,
    load: (rideIds) => findSearchableRides(db, rideIds),
    loadAll: (onPage) => forEachSearchablePage(db, onPage),
    listen,
    log,
  });
  async function answerOf(input: SearchInput, viewer: SearchViewer): Promise<Buffer> {
    const now = nowMs();
    const question = questionOf(input, viewer);
    const version = catalog.versionOf(input.departureDate);
    const kept = answers.get(question, version, now);
    if (kept !== undefined) return forViewer(await withRatings(kept, now), viewer);
    const { outcome, pieces } = catalog.search(
      {
        originLat: input.originLat,
        originLng: input.originLng,
        destinationLat: input.destinationLat,
        destinationLng: input.destinationLng,
        passengers: input.passengers,
        departureDate: input.departureDate,
        now,
      },
      MATCHING.resultLimit,
      termsFilter(input.filters ?? {}, viewer),
    );
    const answer: KeptAnswer = {
      text: answerJson(pieces, {
        totalRides: outcome.totalRides,
        matchedRides: outcome.matchedRides,
        averageScore: outcome.averageScore,
      }),
      driverIds: pieces.map((piece) => piece.driverId),
    };
    answers.set(question, version, now, answer);
    return forViewer(await withRatings(answer, now), viewer);
  }
  return {
    async search(input, viewer) {
      // not loaded yet (the database was unreachable at start): saying "no rides" would be wrong
      if (!sync.isLoaded) throw new AppError("UNAVAILABLE", SEARCH_MESSAGES.failed);
      const answer = await answerOf(input, viewer);
      if (input.returnDate === undefined) return answer;
      // a round trip: the rides back are the reverse search on the return date, asked apart
      // (each direction's answer is kept and reused as any search's)
      return withReturnAnswer(answer, await answerOf(reverseSearch(input, input.returnDate), viewer));
    },
    async viewerOf(input, userId) {
      const asks = input.includeWomenOnly === true || input.filters?.womenOnly === true;
      if (userId === undefined) return { seesWomenOnly: false };
      const hidden = await findBlockedEitherWay(db, userId);
      return {
        seesWomenOnly: asks && (await wantsWomenOnlyTrips(db, userId)),
        ...(hidden.length > 0 ? { hiddenDrivers: new Set(hidden) } : {}),
      };
    },
    rideChanged: (rideId) => sync.rideChanged(rideId),
    start: () => sync.start(),
    stop: () => sync.stop(),
    get size() {
      return catalog.size;
    },
    get state() {
      return { loaded: sync.isLoaded, listening: sync.isListening };
    },
  };
}
