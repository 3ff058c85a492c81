import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createRideIndex } from "../../src/features/search/engine/ride-index.ts";
import type { IndexedRide, SearchQuery } from "../../src/features/search/engine/types.ts";
import { haversineMiles } from "@campusride/shared/domain/distance";
import { detourRatio, MATCHING } from "@campusride/shared/domain/matching";
import { createReferenceSearch } from "./support/reference-search.ts";
import { syntheticId, syntheticQueries, syntheticRides } from "./support/synthetic-rides.ts";

// The engine prunes with bounds and a spatial index; whatever it skips, its answers must
// be the naive reference's, to the last bit of every figure.

const DATES = ["2027-03-01", "2027-03-02", "2027-03-03"];
/** Noon of the first date; rides of that day before it are in the past. */
const NOW = Date.parse("2027-03-01T17:00:00Z");
const HOUR = 3_600_000;
const LIMIT = MATCHING.resultLimit;

/** A few places rides and searches gather around (Gainesville, Ocala, Orlando, Tampa). */
const CENTRES: ReadonlyArray<readonly [number, number]> = [
  [29.6516, -82.3248],
  [29.1872, -82.1401],
  [28.5384, -81.3789],
  [27.9506, -82.4572],
];

const pointArb = fc
  .tuple(
    fc.constantFrom(...CENTRES),
    fc.constantFrom(0.001, 0.05, 0.5, 2),
    fc.double({ min: -1, max: 1, noNaN: true }),
    fc.double({ min: -1, max: 1, noNaN: true }),
  )
  .map(([[lat, lng], spread, a, b]) => ({ lat: lat + spread * a, lng: lng + spread * b }));

const rideArb = fc
  .record({
    id: fc.uuid({ version: 4 }),
    origin: pointArb,
    destination: pointArb,
    isZeroLength: fc.boolean(),
    date: fc.constantFrom(...DATES),
    // few distinct times, so equal scores and departures leave the order to the ids
    hour: fc.constantFrom(6, 12, 12, 18, 21),
    seatsRemaining: fc.integer({ min: 0, max: 7 }),
  })
  .map((r): IndexedRide => ({
    id: r.id,
    departureDate: r.date,
    departureAt: Date.parse(`${r.date}T00:00:00Z`) + (r.hour + 5) * HOUR,
    originLat: r.origin.lat,
    originLng: r.origin.lng,
    destinationLat: r.isZeroLength ? r.origin.lat : r.destination.lat,
    destinationLng: r.isZeroLength ? r.origin.lng : r.destination.lng,
    seatsRemaining: r.seatsRemaining,
  }));

const queryArb = fc
  .record({
    origin: pointArb,
    destination: pointArb,
    passengers: fc.integer({ min: 1, max: 6 }),
    date: fc.constantFrom(...DATES),
  })
  .map((q): SearchQuery => ({
    originLat: q.origin.lat,
    originLng: q.origin.lng,
    destinationLat: q.destination.lat,
    destinationLng: q.destination.lng,
    passengers: q.passengers,
    departureDate: q.date,
    now: NOW,
  }));

/** The detour ratio of a ride for a search, as evaluateMatch computes it. */
function ratioOf(ride: IndexedRide, query: SearchQuery): number {
  const origin = { lat: ride.originLat, lng: ride.originLng };
  const destination = { lat: ride.destinationLat, lng: ride.destinationLng };
  const pickup = { lat: query.originLat, lng: query.originLng };
  const dropOff = { lat: query.destinationLat, lng: query.destinationLng };
  return detourRatio(
    haversineMiles(origin, pickup),
    haversineMiles(pickup, dropOff),
    haversineMiles(dropOff, destination),
    haversineMiles(origin, destination),
  );
}

/**
 * A ride whose ratio for `query` sits right at `target` (1.25, 1.5 or 2), on `side`: it
 * starts a little before the pickup and ends at `reach` times the trip along the same
 * line, so the ratio falls from far above 2 towards 1 as reach grows to 1.2; bisected
 * until the two candidates are neighbouring floats.
 */
function rideAtRatio(query: SearchQuery, target: number, side: "below" | "above", id: string): IndexedRide {
  const dLat = query.destinationLat - query.originLat;
  const dLng = query.destinationLng - query.originLng;
  const ride = (reach: number): IndexedRide => ({
    id,
    departureDate: query.departureDate,
    departureAt: Date.parse(`${query.departureDate}T23:00:00Z`),
    originLat: query.originLat - 0.2 * dLat,
    originLng: query.originLng - 0.2 * dLng,
    destinationLat: query.originLat + (reach - 0.2) * dLat,
    destinationLng: query.originLng + (reach - 0.2) * dLng,
    seatsRemaining: 6,
  });
  let above = 0.01; // ratio above the target
  let within = 1.2; // ratio at most the target
  for (let step = 0; step < 200; step += 1) {
    const middle = (above + within) / 2;
    if (middle === above || middle === within) break;
    if (ratioOf(ride(middle), query) <= target) within = middle;
    else above = middle;
  }
  return ride(side === "below" ? within : above);
}

function expectSameAnswers(rides: IndexedRide[], queries: SearchQuery[]): void {
  const index = createRideIndex();
  for (const ride of rides) index.upsert(ride);
  const reference = createReferenceSearch(rides);
  for (const query of queries) expect(index.search(query, LIMIT)).toEqual(reference.search(query, LIMIT));
}

describe("ride search engine vs the naive reference", () => {
  it("gives the same top 20 and summary on 1,000 random searches", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(rideArb, { minLength: 0, maxLength: 300, selector: (ride) => ride.id }),
        fc.array(queryArb, { minLength: 10, maxLength: 10 }),
        fc.uniqueArray(fc.uuid({ version: 4 }), { minLength: 6, maxLength: 6 }),
        (rides, queries, edgeIds) => {
          // near every score threshold of the first search, on both sides
          const first = queries[0]!;
          const edges = [MATCHING.onTheWayRatio, MATCHING.penaltyRatio, MATCHING.maxDetourRatio].flatMap(
            (target, n) => [
              rideAtRatio(first, target, "below", edgeIds[2 * n]!),
              rideAtRatio(first, target, "above", edgeIds[2 * n + 1]!),
            ],
          );
          const known = new Set(rides.map((ride) => ride.id));
          expectSameAnswers([...rides, ...edges.filter((ride) => !known.has(ride.id))], queries);
        },
      ),
      { numRuns: 100 },
    );
  });

  it("puts the threshold rides on the right side", () => {
    const query = syntheticQueries({ count: 1, days: 1, firstDate: DATES[0]!, seed: 5 })[0]!;
    const search = { ...query, now: NOW };
    for (const target of [MATCHING.onTheWayRatio, MATCHING.penaltyRatio, MATCHING.maxDetourRatio]) {
      expect(ratioOf(rideAtRatio(search, target, "below", syntheticId(1)), search)).toBeLessThanOrEqual(
        target,
      );
      expect(ratioOf(rideAtRatio(search, target, "above", syntheticId(2)), search)).toBeGreaterThan(target);
    }
  });

  it("answers for rides added after the day's tree was built, kept outside it until its rebuild", () => {
    // a search builds the day's tree; the next rides wait in `recent`, filtered by their own boxes
    const rides = syntheticRides({ count: 4_000, days: 1, firstDate: DATES[0]!, seed: 21 });
    const query = {
      ...syntheticQueries({ count: 1, days: 1, firstDate: DATES[0]!, seed: 22 })[0]!,
      now: NOW,
    };
    const index = createRideIndex();
    for (const ride of rides) index.upsert(ride);
    index.search(query, LIMIT);
    const added = [MATCHING.onTheWayRatio, MATCHING.penaltyRatio, MATCHING.maxDetourRatio].flatMap(
      (target, n) => [
        rideAtRatio(query, target, "below", syntheticId(90_000 + 2 * n)),
        rideAtRatio(query, target, "above", syntheticId(90_001 + 2 * n)),
      ],
    );
    const zeroLength = { ...rides[0]!, id: syntheticId(90_100) };
    zeroLength.destinationLat = zeroLength.originLat;
    zeroLength.destinationLng = zeroLength.originLng;
    for (const ride of [...added, zeroLength]) index.upsert(ride);
    const all = [...rides, ...added, zeroLength];
    const expected = createReferenceSearch(all).search(query, LIMIT);
    // the threshold rides leave at 23:00 UTC: not all in the top, but each counted on its side
    expect(index.search(query, LIMIT)).toEqual(expected);
    expect(index.search({ ...query, passengers: 1 }, 200)).toEqual(
      createReferenceSearch(all).search({ ...query, passengers: 1 }, 200),
    );
  });

  it("stays equal while rides are added, moved and removed between searches", () => {
    const rides = syntheticRides({ count: 12_000, days: 2, firstDate: DATES[0]!, seed: 11 });
    const queries = syntheticQueries({ count: 40, days: 2, firstDate: DATES[0]!, seed: 12 }).map((query) => ({
      ...query,
      now: NOW,
    }));
    const index = createRideIndex();
    const current = new Map<string, IndexedRide>();
    const apply = (ride: IndexedRide) => {
      index.upsert(ride);
      current.set(ride.id, ride);
    };
    rides.slice(0, 9_000).forEach(apply);
    for (const [n, query] of queries.entries()) {
      // between searches: new rides, rides moved to the other day, seats taken, removals
      for (const ride of rides.slice(9_000 + n * 70, 9_000 + (n + 1) * 70)) apply(ride);
      for (const ride of rides.slice(n * 50, n * 50 + 25))
        apply({ ...ride, departureDate: DATES[1]!, departureAt: ride.departureAt + 24 * HOUR });
      for (const ride of rides.slice(n * 50 + 25, n * 50 + 40)) apply({ ...ride, seatsRemaining: 0 });
      for (const ride of rides.slice(n * 50 + 40, n * 50 + 50)) {
        index.remove(ride.id);
        current.delete(ride.id);
      }
      expect(index.size).toBe(current.size);
      expect(index.search(query, LIMIT)).toEqual(
        createReferenceSearch([...current.values()]).search(query, LIMIT),
      );
    }
  });
});

describe("ride search engine", () => {
  const gainesville = { lat: 29.6516, lng: -82.3248 };
  const orlando = { lat: 28.5384, lng: -81.3789 };
  const ocala = { lat: 29.1872, lng: -82.1401 };
  const date = DATES[1]!;
  const toOcala: SearchQuery = {
    originLat: gainesville.lat,
    originLng: gainesville.lng,
    destinationLat: ocala.lat,
    destinationLng: ocala.lng,
    passengers: 2,
    departureDate: date,
    now: NOW,
  };
  const ride = (n: number, changes: Partial<IndexedRide> = {}): IndexedRide => ({
    id: syntheticId(n),
    departureDate: date,
    departureAt: Date.parse(`${date}T14:00:00Z`),
    originLat: gainesville.lat,
    originLng: gainesville.lng,
    destinationLat: orlando.lat,
    destinationLng: orlando.lng,
    seatsRemaining: 3,
    ...changes,
  });
  const ids = (query: SearchQuery) => createdIndex.search(query, LIMIT).matches.map((match) => match.id);
  let createdIndex = createRideIndex();

  it("finds Gainesville → Orlando for Gainesville → Ocala, on the way", () => {
    createdIndex = createRideIndex();
    createdIndex.upsert(ride(1));
    const outcome = createdIndex.search(toOcala, LIMIT);
    expect(outcome.matches).toHaveLength(1);
    expect(outcome.matches[0]).toMatchObject({ id: syntheticId(1), isOnTheWay: true, matchScore: 100 });
    expect(outcome).toMatchObject({ totalRides: 1, matchedRides: 1, averageScore: 100 });
  });

  it("replaces a ride on upsert: another date, other seats, another route", () => {
    createdIndex = createRideIndex();
    createdIndex.upsert(ride(1));
    createdIndex.upsert(
      ride(1, { departureDate: DATES[2]!, departureAt: Date.parse(`${DATES[2]}T14:00:00Z`) }),
    );
    expect(ids(toOcala)).toEqual([]);
    expect(ids({ ...toOcala, departureDate: DATES[2]! })).toEqual([syntheticId(1)]);
    createdIndex.upsert(ride(1, { departureDate: DATES[2]!, seatsRemaining: 1 }));
    expect(ids({ ...toOcala, departureDate: DATES[2]! })).toEqual([]);
    expect(ids({ ...toOcala, departureDate: DATES[2]!, passengers: 1 })).toEqual([syntheticId(1)]);
    // now Tampa → Miami: nowhere near the trip, and the old route is not kept anywhere
    createdIndex.upsert(
      ride(1, {
        departureDate: DATES[2]!,
        originLat: 27.95,
        originLng: -82.46,
        destinationLat: 25.76,
        destinationLng: -80.19,
      }),
    );
    expect(ids({ ...toOcala, departureDate: DATES[2]!, passengers: 1 })).toEqual([]);
    expect(createdIndex.size).toBe(1);
  });

  it("finds a ride brought forward in place among many alike, and counts seats changed in place", () => {
    createdIndex = createRideIndex();
    // a hundred rides of one route (enough for the day's tree), leaving a minute apart
    const rides = Array.from({ length: 100 }, (_, n) =>
      ride(n + 1, { departureAt: Date.parse(`${date}T12:00:00Z`) + n * 60_000 }),
    );
    for (const each of rides) createdIndex.upsert(each);
    expect(ids(toOcala)).toEqual(rides.slice(0, LIMIT).map((each) => each.id));
    // the last ride now leaves first; two others lose their seats
    createdIndex.upsert({ ...rides[99]!, departureAt: Date.parse(`${date}T11:00:00Z`) });
    createdIndex.upsert({ ...rides[50]!, seatsRemaining: 1 });
    createdIndex.upsert({ ...rides[60]!, seatsRemaining: 0 });
    expect(ids(toOcala)).toEqual([rides[99]!.id, ...rides.slice(0, LIMIT - 1).map((each) => each.id)]);
    expect(createdIndex.search(toOcala, LIMIT)).toMatchObject({ totalRides: 100, matchedRides: 98 });
  });

  it("forgets a removed ride, and ignores unknown ids", () => {
    createdIndex = createRideIndex();
    createdIndex.upsert(ride(1));
    createdIndex.upsert(ride(2));
    createdIndex.remove(syntheticId(1));
    createdIndex.remove(syntheticId(9));
    createdIndex.remove("not-a-ride");
    expect(ids(toOcala)).toEqual([syntheticId(2)]);
    expect(createdIndex.size).toBe(1);
  });

  it("skips and does not count rides that have left", () => {
    createdIndex = createRideIndex();
    createdIndex.upsert(ride(1, { departureAt: NOW - HOUR }));
    createdIndex.upsert(ride(2, { departureAt: NOW }));
    createdIndex.upsert(ride(3, { departureAt: NOW + 1 }));
    const outcome = createdIndex.search({ ...toOcala, departureDate: date, now: NOW }, LIMIT);
    expect(outcome.matches.map((match) => match.id)).toEqual([syntheticId(3)]);
    expect(outcome.totalRides).toBe(1);
  });

  it("needs as many seats as passengers; a full ride is counted but never matched", () => {
    createdIndex = createRideIndex();
    createdIndex.upsert(ride(1, { seatsRemaining: 2 }));
    createdIndex.upsert(ride(2, { seatsRemaining: 1 }));
    createdIndex.upsert(ride(3, { seatsRemaining: 0 }));
    const outcome = createdIndex.search(toOcala, LIMIT);
    expect(outcome.matches.map((match) => match.id)).toEqual([syntheticId(1)]);
    expect(outcome).toMatchObject({ totalRides: 3, matchedRides: 1 });
  });

  it("never matches a ride that starts where it ends, but counts it", () => {
    createdIndex = createRideIndex();
    createdIndex.upsert(ride(1, { destinationLat: gainesville.lat, destinationLng: gainesville.lng }));
    const atTheSpot = { ...toOcala, destinationLat: gainesville.lat, destinationLng: gainesville.lng };
    expect(createdIndex.search(atTheSpot, LIMIT)).toEqual({
      matches: [],
      totalRides: 1,
      matchedRides: 0,
      averageScore: 0,
      scoreSum: 0,
    });
  });

  it("keys rides by UUID and says so otherwise", () => {
    createdIndex = createRideIndex();
    expect(() => createdIndex.upsert(ride(1, { id: "ride-1" }))).toThrow(/UUID/);
  });
});
