import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { addDaysLocal, todayLocal } from "../packages/shared/src/domain/local-time.ts";
import { SERIES_AHEAD_DAYS, seriesDates } from "../packages/shared/src/domain/ride-series.ts";
import { buildApp } from "../apps/api/src/app.ts";
import { loadConfig } from "../apps/api/src/config.ts";
import { insertDriverProfiles, insertUsers, queryOf } from "./lib/bench-accounts.ts";
import { createBenchDatabase, type BenchDatabase } from "./lib/search-database.ts";
import { formatMs, printMachine, seededRandom } from "./lib/stats.ts";

/** Active weekly series, of this many drivers (four each, at different hours). */
const SERIES = 1_000;
const DRIVERS = 250;
const GOAL_MS = 10_000;

/** What one run of the occurrence job did, and how long it took. */
export interface SeriesJobResult {
  series: number;
  trips: number;
  ms: number;
  goalMs: number;
  isMet: boolean;
}

const TOWNS = [
  { name: "Gainesville, FL", lat: 29.6516, lng: -82.3248 },
  { name: "Orlando, FL", lat: 28.5384, lng: -81.3789 },
  { name: "Tampa, FL", lat: 27.9506, lng: -82.4572 },
  { name: "Jacksonville, FL", lat: 30.3322, lng: -81.6557 },
  { name: "Tallahassee, FL", lat: 30.4383, lng: -84.2807 },
  { name: "Miami, FL", lat: 25.7617, lng: -80.1918 },
];

/** SERIES schedules: one to five weekdays each, from tomorrow for three months. */
function schedules(driverIds: readonly string[]) {
  const random = seededRandom(58);
  const startsOn = addDaysLocal(todayLocal(), 1);
  return Array.from({ length: SERIES }, (_, n) => {
    const days = new Set<number>();
    const count = 1 + Math.floor(random() * 5);
    while (days.size < count) days.add(1 + Math.floor(random() * 7));
    const from = TOWNS[n % TOWNS.length]!;
    const to = TOWNS[(n + 1 + (n % 3)) % TOWNS.length]!;
    return {
      driverId: driverIds[n % driverIds.length]!,
      weekdays: [...days].sort((a, b) => a - b),
      departureTime: `${String(6 + 4 * Math.floor(n / driverIds.length)).padStart(2, "0")}:${String(n % 60).padStart(2, "0")}`,
      startsOn,
      endsOn: addDaysLocal(startsOn, 90),
      template: {
        departureCity: from.name,
        destinationCity: to.name,
        originLat: from.lat,
        originLng: from.lng,
        destinationLat: to.lat,
        destinationLng: to.lng,
        availableSeats: 3,
        pricePerSeatCents: 2000 + (n % 20) * 100,
        timeLength: "2 hours",
      },
    };
  });
}

/**
 * The weekly series' occurrence job (features/ride-series/job.ts): SERIES active series of
 * DRIVERS drivers, none of whose trips is made yet, and one run of the job as the app runs
 * it (in process, on PostgreSQL: each trip inserted, then told to the search's catalog and
 * to ride alerts), timed from its start to its end; its four weeks of trips are counted.
 * A throwaway database on BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres).
 * The demand scenario calls it too.
 */
export async function measureSeriesJob(): Promise<SeriesJobResult | undefined> {
  console.log("weekly series: one run of the occurrence job over %d active series", SERIES);
  printMachine();
  let database: BenchDatabase;
  try {
    database = await createBenchDatabase("series");
  } catch (error) {
    console.log("  not run: no PostgreSQL server to create a database on (%s)", (error as Error).message);
    return undefined;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "campusride-bench-series-"));
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      PUBLIC_URL: "http://localhost:3000",
      WEB_DIST: path.join(dataDir, "no-web-build"),
      SHED_EVENT_LOOP_DELAY_MS: "0",
    }),
    database: { ...database.handle, close: async () => {} },
    logger: false,
  });
  try {
    // ready first: the job's run at start finds nothing, the timed run makes every trip
    await app.ready();
    const query = queryOf(database.handle);
    const driverIds = Array.from({ length: DRIVERS }, (_, n) => `bench-series-driver-${n + 1}`);
    await insertUsers(query, driverIds);
    await insertDriverProfiles(query, driverIds);
    const rows = schedules(driverIds);
    await query(
      `insert into ride_series (driver_id, weekdays, departure_time, starts_on, ends_on, template)
       select driver_id, array(select jsonb_array_elements_text(weekdays)::int), departure_time::time,
         starts_on::date, ends_on::date, template
       from jsonb_to_recordset($1::jsonb) as s(driver_id text, weekdays jsonb, departure_time text,
         starts_on text, ends_on text, template jsonb)`,
      [
        JSON.stringify(
          rows.map((row) => ({
            ...row,
            driver_id: row.driverId,
            departure_time: row.departureTime,
            starts_on: row.startsOn,
            ends_on: row.endsOn,
          })),
        ),
      ],
    );
    const through = addDaysLocal(todayLocal(), SERIES_AHEAD_DAYS - 1);
    const expected = rows.reduce(
      (total, row) => total + seriesDates(row.weekdays, row.startsOn, through).length,
      0,
    );

    const started = performance.now();
    const trips = await app.makeSeriesOccurrences();
    const ms = performance.now() - started;
    const isMet = ms <= GOAL_MS && trips === expected;
    console.log("  %d trips made of %d due (%d series, %d drivers)", trips, expected, SERIES, DRIVERS);
    // the search's catalog takes most of a run: on a busy machine, say how busy
    console.log("  load average during the run: %s", os.loadavg()[0]!.toFixed(1));
    console.log(
      "  one run (every trip committed and shown by the search): %s; goal ≤ %s: %s (ratio %s)",
      formatMs(ms),
      formatMs(GOAL_MS),
      isMet ? "met" : "NOT met",
      (ms / GOAL_MS).toFixed(2),
    );
    return { series: SERIES, trips, ms, goalMs: GOAL_MS, isMet };
  } finally {
    await app.close();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
