import { addDaysLocal, todayLocal } from "../packages/shared/src/domain/local-time.ts";
import { selectCells, tallyThrough } from "../apps/api/src/features/campus-demand/queries.ts";
import { UNLIMITED_CALLERS } from "../apps/api/test/support/unlimited-callers.ts";
import { queryOf } from "./lib/bench-accounts.ts";
import { measureSeriesJob } from "./series-job.ts";
import { seedDemand } from "./lib/demand-seed.ts";
import { runHearingAnswers, waitUntilSettled } from "./lib/load.ts";
import { startProductionServer, type ProductionServer } from "./lib/production-server.ts";
import { createBenchDatabase, type BenchDatabase } from "./lib/search-database.ts";
import { formatMs, percentile, printMachine } from "./lib/stats.ts";

const CAMPUS = "ufl";
const RIDERS = 25_000;
const ALERTS = 50_000;
const SEARCHES = 200_000;
const DAYS = 30;
const GOAL_P95_MS = 50;
const CONNECTIONS = 10;
const WARMUP_SECONDS = 2;
const MEASURE_SECONDS = 5;
const ROUNDS = 2;
/** Reads of the tallies as a new hour's first board request makes them. */
const QUERY_READS = 200;

/**
 * The campus demand board: one campus with 50,000 alerts' and 200,000 unanswered searches'
 * signals over its 30 days, on PostgreSQL. The hour's tally (once an hour), the tallies'
 * read behind a new hour's answer, then GET /api/campuses/ufl/demand under load against
 * GET /api/health on the same production server; goal board p95 ≤ 50 ms. Needs a
 * PostgreSQL server (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres).
 */
export default async function benchDemand(): Promise<void> {
  console.log(
    "campus demand: %s with %d alerts' and %d searches' signals of %d riders over %d days, PostgreSQL",
    CAMPUS,
    ALERTS,
    SEARCHES,
    RIDERS,
    DAYS,
  );
  printMachine();
  let database: BenchDatabase;
  try {
    database = await createBenchDatabase("demand");
  } catch (error) {
    console.log("  not run: no PostgreSQL server to create a database on (%s)", (error as Error).message);
    return;
  }
  let server: ProductionServer | undefined;
  try {
    const from = todayLocal();
    const to = addDaysLocal(from, DAYS - 1);
    let started = performance.now();
    const query = queryOf(database.handle);
    await seedDemand(query, {
      campusId: CAMPUS,
      riders: RIDERS,
      alerts: ALERTS,
      searches: SEARCHES,
      firstDate: from,
      days: DAYS,
    });
    const counted = (await query("select count(*)::int as n from demand_signals")) as {
      rows: Array<{ n: number }>;
    };
    console.log("  seeded %d signals in %s", counted.rows[0]?.n, formatMs(performance.now() - started));

    const hour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    started = performance.now();
    await tallyThrough(database.handle.db, hour, from, to);
    console.log("  the hour's tally (once an hour, any instance): %s", formatMs(performance.now() - started));
    const reads: number[] = [];
    let cells = 0;
    for (let n = 0; n < QUERY_READS; n += 1) {
      started = performance.now();
      cells = (await selectCells(database.handle.db, CAMPUS, from, to)).length;
      reads.push(performance.now() - started);
    }
    console.log(
      "  a new hour's board: the tallies' read, %d cells: p50 %s  p95 %s",
      cells,
      formatMs(percentile(reads, 50)),
      formatMs(percentile(reads, 95)),
    );

    server = await startProductionServer({ DATABASE_URL: database.url, ...UNLIMITED_CALLERS });
    const url = server.url;
    const measure = async (requestPath: string, seconds: number) => {
      const latencies: number[] = [];
      let refused = 0;
      await runHearingAnswers(
        { url: `${url}${requestPath}`, connections: CONNECTIONS, duration: seconds },
        (_client, status, ms) => {
          if (status >= 200 && status < 300) latencies.push(ms);
          else refused += 1;
        },
      );
      await waitUntilSettled(url);
      return { latencies, refused };
    };
    const boardPath = `/api/campuses/${CAMPUS}/demand`;
    await measure("/api/health", WARMUP_SECONDS);
    await measure(boardPath, WARMUP_SECONDS);
    // each round's answers, joined after (hundreds of thousands on a quiet machine: more
    // than a spread into push takes as arguments)
    const healthRounds: number[][] = [];
    const boardRounds: number[][] = [];
    let refused = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const baseline = await measure("/api/health", MEASURE_SECONDS);
      const subject = await measure(boardPath, MEASURE_SECONDS);
      healthRounds.push(baseline.latencies);
      boardRounds.push(subject.latencies);
      refused += baseline.refused + subject.refused;
    }
    const health = healthRounds.flat();
    const board = boardRounds.flat();
    const healthP95 = percentile(health, 95);
    const boardP95 = percentile(board, 95);
    console.log(
      "  GET /api/health        %d answers  p50 %s  p95 %s",
      health.length,
      formatMs(percentile(health, 50)),
      formatMs(healthP95),
    );
    console.log(
      "  GET %s  %d answers  p50 %s  p95 %s  (%s× health's p95)",
      boardPath,
      board.length,
      formatMs(percentile(board, 50)),
      formatMs(boardP95),
      (boardP95 / healthP95).toFixed(2),
    );
    console.log(
      "  goal board p95 ≤ %s, every answer 2xx: %s (ratio %s)",
      formatMs(GOAL_P95_MS),
      boardP95 <= GOAL_P95_MS && refused === 0 ? "met" : "NOT met",
      (boardP95 / GOAL_P95_MS).toFixed(2),
    );
    if (refused > 0) console.log("  %d answers were not 2xx", refused);
  } finally {
    await server?.stop();
    await database.drop();
  }
  // the weekly series' occurrence job, in the same run (bench/series-job.ts)
  await measureSeriesJob();
}
