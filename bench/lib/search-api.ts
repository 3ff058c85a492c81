import v8 from "node:v8";
import { runInNewContext } from "node:vm";
import pg from "pg";
import { pino } from "pino";
import { addDaysLocal, todayLocal } from "../../packages/shared/src/domain/local-time.ts";
import type { SearchResponse } from "../../packages/shared/src/schemas/search.ts";
import { createSearchService } from "../../apps/api/src/features/search/service.ts";
import { createIndex, toIndexedRide } from "../../apps/api/src/features/search/catalog.ts";
import { findSearchableRides } from "../../apps/api/src/features/search/queries.ts";
import { compareUnderLoad, reportLoad, type NextRequest } from "./load.ts";
import { UNLIMITED_CALLERS } from "../../apps/api/test/support/unlimited-callers.ts";
import { startProductionServer } from "./production-server.ts";
import { createBenchDatabase, seedRides, type BenchDatabase } from "./search-database.ts";
import { searchWithSql } from "./sql-search.ts";
import { formatMs, percentile, printMachine } from "./stats.ts";
import {
  syntheticQueries,
  syntheticRides,
  type SyntheticQuery,
} from "../../apps/api/test/search-engine/support/synthetic-rides.ts";

const RIDES = 100_000;
const DAYS = 60;
const DRIVERS = 2_000;
const QUERIES = 1_000;
const WARMUP_QUERIES = 50;
/** B4: the load, and the distinct search bodies it cycles through. */
const CONNECTIONS = 50;
const LOAD_BODIES = 500;
const WARMUP_SECONDS = 3;
const MEASURE_SECONDS = 5;
const ROUNDS = 3;

/**
 * B3 and B4: the search as the API runs it, on PostgreSQL with 100k synthetic
 * rides over 60 days. B3: the app's search (index + in-memory public details, answer
 * serialised) against one plain SQL statement doing the same filter, interleaved per
 * query; goal ≥ 6×. B4: POST /api/search under load against GET /api/health on the same
 * production server; goal ≥ 0.6× the rate and p99 ≤ 10 ms. Needs a PostgreSQL server
 * (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres).
 */
export async function benchSearchApi(): Promise<void> {
  const firstDate = addDaysLocal(todayLocal(), 1);
  console.log(
    "search API: %d rides over %d days from %s, %d drivers, PostgreSQL",
    RIDES,
    DAYS,
    firstDate,
    DRIVERS,
  );
  printMachine();
  let database: BenchDatabase;
  try {
    database = await createBenchDatabase();
  } catch (error) {
    console.log(
      "  B3/B4 not run: no PostgreSQL server to create a database on (%s)",
      (error as Error).message,
    );
    return;
  }
  try {
    const seeding = performance.now();
    await seedRides(database.url, syntheticRides({ count: RIDES, days: DAYS, firstDate }), DRIVERS);
    console.log("  seeded in %s", formatMs(performance.now() - seeding));
    const queries = syntheticQueries({ count: QUERIES, days: DAYS, firstDate, seed: 3 });
    await benchDatabasePath(database, queries);
    await benchUnderLoad(database.url, queries.slice(0, LOAD_BODIES));
  } finally {
    await database.drop();
  }
}

function collectGarbage(): void {
  v8.setFlagsFromString("--expose-gc");
  (runInNewContext("gc") as () => void)();
}

/** Heap bytes held by what `make` returns, and the value. */
async function heapOf<T>(make: () => Promise<T>): Promise<{ value: T; bytes: number }> {
  collectGarbage();
  const before = process.memoryUsage().heapUsed;
  const value = await make();
  collectGarbage();
  return { value, bytes: process.memoryUsage().heapUsed - before };
}

async function benchDatabasePath(database: BenchDatabase, queries: SyntheticQuery[]): Promise<void> {
  const log = pino({ level: "silent" });
  // the engine's share of the memory: an index alone over the same rides
  const rows = await findSearchableRides(database.handle.db);
  const indexed = await heapOf(async () => {
    const index = createIndex();
    for (const row of rows) {
      const entry = toIndexedRide(row);
      if (entry) index.upsert(entry);
    }
    return index;
  });
  rows.length = 0;

  const loading = performance.now();
  const { value: service, bytes } = await heapOf(async () => {
    const created = createSearchService({ db: database.handle.db, listen: database.handle.listen, log });
    await created.start();
    return created;
  });
  const loadMs = performance.now() - loading;
  const pool = new pg.Pool({ connectionString: database.url, max: 1 });
  try {
    const app: number[] = [];
    const sql: number[] = [];
    let differing = 0;
    for (const [n, query] of queries.entries()) {
      const started = performance.now();
      const answer = await service.search(query, { seesWomenOnly: false });
      const appMs = performance.now() - started;
      const sqlStarted = performance.now();
      const sqlIds = await searchWithSql(pool, query);
      const sqlMs = performance.now() - sqlStarted;
      const appIds = (JSON.parse(answer.toString()) as SearchResponse).data.map((ride) => ride.id);
      if (appIds.join() !== sqlIds.join()) differing += 1;
      if (n < WARMUP_QUERIES) continue;
      app.push(appMs);
      sql.push(sqlMs);
    }
    const ratio = percentile(sql, 50) / percentile(app, 50);
    console.log("  B3: the database-backed search path, %d queries interleaved", app.length);
    console.log("    catalog load %s for %d rides", formatMs(loadMs), service.size);
    const perRide = bytes / service.size;
    const indexPerRide = indexed.bytes / indexed.value.size;
    console.log(
      "    heap per held ride: %d bytes = index %d + public details (JSON) and bookkeeping %d",
      Math.round(perRide),
      Math.round(indexPerRide),
      Math.round(perRide - indexPerRide),
    );
    console.log(
      "    app search (index + details, as JSON)  p50 %s  p95 %s",
      formatMs(percentile(app, 50)),
      formatMs(percentile(app, 95)),
    );
    console.log(
      "    plain SQL query                     p50 %s  p95 %s",
      formatMs(percentile(sql, 50)),
      formatMs(percentile(sql, 95)),
    );
    console.log("    ratio (SQL p50 / app p50) %s×", ratio.toFixed(1));
    console.log(
      "    same top 20 as the SQL query for %d of %d queries",
      queries.length - differing,
      queries.length,
    );
    console.log("    goal ≥ 6×: %s", ratio >= 6 && differing === 0 ? "met" : "NOT met");
  } finally {
    await pool.end();
    await service.stop();
  }
}

async function benchUnderLoad(databaseUrl: string, queries: SyntheticQuery[]): Promise<void> {
  const server = await startProductionServer({ ...UNLIMITED_CALLERS, DATABASE_URL: databaseUrl });
  try {
    const bodies = queries.map((query) => JSON.stringify(query));
    let next = 0;
    let asked = 0;
    const searchRequest = (body: string | undefined) => ({
      path: "/api/search",
      method: "POST" as const,
      body,
      headers: { "content-type": "application/json" },
    });
    const targets = {
      health: () => ({ path: "/api/health" }),
      // students asking the same questions: 500 searches, over and over
      search: () => {
        next = (next + 1) % bodies.length;
        return searchRequest(bodies[next]);
      },
      // every question new (a pickup a few metres from the last): never an answer kept
      newSearch: () => {
        asked += 1;
        const query = queries[asked % queries.length]!;
        return searchRequest(JSON.stringify({ ...query, originLat: query.originLat + asked * 1e-9 }));
      },
    };
    const measure = (subject: () => NextRequest) =>
      compareUnderLoad({
        url: server.url,
        connections: CONNECTIONS,
        warmupSeconds: WARMUP_SECONDS,
        seconds: MEASURE_SECONDS,
        rounds: ROUNDS,
        baseline: targets.health,
        subject,
      });
    const { baseline: health, subject: search } = await measure(targets.search);
    const { baseline: healthAgain, subject: newSearch } = await measure(targets.newSearch);
    const ratio = search.perSecond / health.perSecond;
    console.log(
      "  B4: %d connections over loopback, production server; %d search bodies; median of %d alternating runs of %d s",
      CONNECTIONS,
      bodies.length,
      ROUNDS,
      MEASURE_SECONDS,
    );
    reportLoad("GET /api/health", health);
    reportLoad("POST /api/search", search);
    console.log("    ratio (search / health) %s×", ratio.toFixed(2));
    const meetsGoal = ratio >= 0.6 && search.p99Ms <= 10 && search.refused === 0;
    console.log("    goal ≥ 0.6× and p99 ≤ 10 ms with no refused request: %s", meetsGoal ? "met" : "NOT met");
    console.log("  B4 with every search new (no answer kept), same server:");
    reportLoad("GET /api/health", healthAgain);
    reportLoad("POST /api/search, all new", newSearch);
    console.log("    ratio (search / health) %s×", (newSearch.perSecond / healthAgain.perSecond).toFixed(2));
  } finally {
    await server.stop();
  }
}
