import { isDeepStrictEqual } from "node:util";
import { createRideIndex } from "../apps/api/src/features/search/engine/ride-index.ts";
import type { RideIndex, SearchOutcome, SearchQuery } from "../apps/api/src/features/search/engine/types.ts";
import { MATCHING } from "../packages/shared/src/domain/matching.ts";
import { departureInstant } from "../packages/shared/src/domain/local-time.ts";
import { retainedBytes } from "./lib/memory.ts";
import {
  createReferenceSearch,
  type ReferenceSearch,
} from "../apps/api/test/search-engine/support/reference-search.ts";
import { createDayScanSearch } from "./lib/search-day-scan.ts";
import { formatMs, percentile } from "./lib/stats.ts";
import { syntheticQueries, syntheticRides } from "../apps/api/test/search-engine/support/synthetic-rides.ts";

const FIRST_DATE = "2027-03-01";
/**
 * Engine runs per query (each timed); the reference runs once between the first two, the
 * day scan once between the last two.
 */
const ENGINE_RUNS = 3;

interface Scenario {
  name: string;
  rides: number;
  days: number;
  queries: number;
  goal: { p50Ms: number; ratio: number; bytesPerRide?: number };
}

const SCENARIOS: Scenario[] = [
  {
    name: "B1",
    rides: 1_000_000,
    days: 60,
    queries: 300,
    goal: { p50Ms: 0.1, ratio: 300, bytesPerRide: 120 },
  },
  { name: "B2", rides: 1_000_000, days: 1, queries: 100, goal: { p50Ms: 10, ratio: 15 } },
];

/**
 * The ride search engine against the naive reference (apps/api/test/search-engine/support/reference-search.ts) on
 * seeded synthetic rides, interleaved query by query in one run. Every answer of the
 * engine (the top 20 with their figures, and the summary) must equal the reference's,
 * or the benchmark fails. The day scan (lib/search-day-scan.ts) is a second reference:
 * the same per-ride checks over the query's day held in typed arrays, no tree. B1: 1M rides over 60 days; B2: 1M rides on one day. B3 and B4,
 * the search through the API on PostgreSQL, are `npm run bench -- search-api`.
 */
export default async function benchSearch(): Promise<void> {
  const failures: string[] = [];
  for (const scenario of SCENARIOS) failures.push(...runScenario(scenario));
  if (failures.length > 0)
    throw new Error(`search: the engine differs from the reference\n${failures.join("\n")}`);
}

function runScenario(scenario: Scenario): string[] {
  const rides = syntheticRides({ count: scenario.rides, days: scenario.days, firstDate: FIRST_DATE });
  // rides leaving at or before 06:00 of the first date are in the past (the earliest leave then)
  const now = departureInstant(FIRST_DATE, "06:00").getTime();
  const queries: SearchQuery[] = syntheticQueries({
    count: scenario.queries,
    days: scenario.days,
    firstDate: FIRST_DATE,
  }).map((query) => ({ ...query, now }));

  const loadStarted = performance.now();
  let index: RideIndex | undefined = createRideIndex();
  for (const ride of rides) index.upsert(ride);
  const loadMs = performance.now() - loadStarted;
  // the first search of a date builds its tree
  const buildStarted = performance.now();
  for (const query of queries) index.search(query, MATCHING.resultLimit);
  const buildMs = performance.now() - buildStarted;
  // the index's memory: what is released when it goes (measured once both are dropped)
  const withIndex = retainedBytes();

  let reference: ReferenceSearch | undefined = createReferenceSearch(rides);
  let dayScan: ReferenceSearch | undefined = createDayScanSearch(rides);
  const engineMs: number[] = [];
  const referenceMs: number[] = [];
  const dayScanMs: number[] = [];
  const failures: string[] = [];
  let matched = 0;
  for (const [n, query] of queries.entries()) {
    let outcome: SearchOutcome | undefined;
    let expected: SearchOutcome | undefined;
    for (let run = 0; run < ENGINE_RUNS; run += 1) {
      if (run === 1) {
        const started = performance.now();
        expected = reference!.search(query, MATCHING.resultLimit);
        referenceMs.push(performance.now() - started);
        if (!isDeepStrictEqual(outcome, expected))
          failures.push(`${scenario.name} query ${n}: ${JSON.stringify(query)}`);
      }
      if (run === 2) {
        const started = performance.now();
        const scanned = dayScan!.search(query, MATCHING.resultLimit);
        dayScanMs.push(performance.now() - started);
        if (!isDeepStrictEqual(scanned, expected))
          failures.push(`${scenario.name} query ${n}, day scan: ${JSON.stringify(query)}`);
      }
      const started = performance.now();
      outcome = index.search(query, MATCHING.resultLimit);
      engineMs.push(performance.now() - started);
    }
    matched += outcome!.matchedRides;
  }
  index = undefined;
  reference = undefined;
  dayScan = undefined;
  const bytesPerRide = (withIndex - retainedBytes()) / rides.length;

  const p50 = percentile(engineMs, 50);
  const referenceP50 = percentile(referenceMs, 50);
  const ratio = referenceP50 / p50;
  const dayScanP50 = percentile(dayScanMs, 50);
  console.log(
    "search %s: %d rides over %d day(s), %d queries (now: %s 06:00)",
    scenario.name,
    rides.length,
    scenario.days,
    queries.length,
    FIRST_DATE,
  );
  console.log("  engine load %s, first searches (tree builds) %s", formatMs(loadMs), formatMs(buildMs));
  console.log("  engine     p50 %s  p95 %s", formatMs(p50), formatMs(percentile(engineMs, 95)));
  console.log("  reference  p50 %s  p95 %s", formatMs(referenceP50), formatMs(percentile(referenceMs, 95)));
  console.log("  day scan   p50 %s  p95 %s", formatMs(dayScanP50), formatMs(percentile(dayScanMs, 95)));
  console.log("  ratio (reference p50 / engine p50) %sx", ratio.toFixed(1));
  console.log("  ratio (day scan p50 / engine p50) %sx", (dayScanP50 / p50).toFixed(2));
  console.log("  memory %s bytes per indexed ride (heap + array buffers, after gc)", bytesPerRide.toFixed(1));
  console.log("  matches per query (mean) %s", (matched / queries.length).toFixed(1));
  console.log(
    "  same top %d and summary as the reference (engine and day scan): %d of %d queries",
    MATCHING.resultLimit,
    queries.length - failures.length,
    queries.length,
  );
  const goal = scenario.goal;
  const verdict = (met: boolean) => (met ? "met" : "NOT met");
  const memoryGoal =
    goal.bytesPerRide === undefined
      ? ""
      : `, ≤ ${goal.bytesPerRide} bytes per ride ${verdict(bytesPerRide <= goal.bytesPerRide)}`;
  console.log(
    "  goals: p50 ≤ %s ms %s, ≥ %d× %s%s",
    goal.p50Ms,
    verdict(p50 <= goal.p50Ms),
    goal.ratio,
    verdict(ratio >= goal.ratio),
    memoryGoal,
  );
  return failures;
}
