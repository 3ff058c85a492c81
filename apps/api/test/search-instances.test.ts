import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { LISTEN_APPLICATION_NAME } from "../src/db/listen-postgres.ts";
import { createTestApp, testConfig } from "./support/app.ts";
import { isPostgresRun, workerDatabase } from "./support/database.ts";
import { foundIds, searchBody, tripBetween } from "./support/search.ts";
import { createDriverSession, createRide, dayFromToday } from "./support/trips.ts";

// Two API instances on one database (PostgreSQL with TEST_DB=postgres, else one PGlite):
// B never hears of A's changes in-process, only through the database's NOTIFY.
const instanceA = await createTestApp();
const database = await workerDatabase();
const instanceB = await buildApp({
  config: testConfig(),
  database: { ...database, close: async () => {} },
  logger: false,
});
await instanceB.ready();
afterAll(() => instanceB.close());

const within = { timeout: 1_000, interval: 10 };

describe("search across API instances", () => {
  it("finds on instance B, within 1 s, a ride created through instance A, and drops it once cancelled", async () => {
    const date = dayFromToday(12);
    const body = searchBody("gainesville", "ocala", date);
    expect(await foundIds(instanceB, body)).toEqual([]);

    const driver = await createDriverSession(instanceA);
    const ride = await createRide(instanceA, driver, {
      ...tripBetween("gainesville", "orlando"),
      departureDate: date,
    });
    const created = Date.now();
    await expect.poll(() => foundIds(instanceB, body), within).toEqual([ride.id]);
    expect(Date.now() - created).toBeLessThan(1_000);

    const cancelled = await instanceA.inject({
      method: "POST",
      url: `/api/rides/${ride.id}/cancel`,
      headers: driver.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await expect.poll(() => foundIds(instanceB, body), within).toEqual([]);
  });
});

if (!isPostgresRun()) {
  console.log("Listening-connection loss tests not run on PGlite: its one embedded connection cannot drop.");
}

describe.runIf(isPostgresRun())("a listening connection that drops", () => {
  it("is opened again, and the rides changed meanwhile are found", async () => {
    const date = dayFromToday(13);
    const body = searchBody("gainesville", "ocala", date);
    const driver = await createDriverSession(instanceA);
    // every instance's listening connection on this database is cut
    const cut = await instanceA.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and application_name = ${LISTEN_APPLICATION_NAME}`,
    );
    expect((cut as unknown as { rows: unknown[] }).rows.length).toBeGreaterThanOrEqual(2);
    // inserted while B may not be listening: its notification can be lost, the reload is not
    const ride = await createRide(instanceA, driver, {
      ...tripBetween("gainesville", "orlando"),
      departureDate: date,
    });
    await expect.poll(() => foundIds(instanceB, body), { timeout: 3_000, interval: 20 }).toEqual([ride.id]);

    // and listening goes on: the next change arrives as before
    const later = await createRide(instanceA, driver, {
      ...tripBetween("gainesville", "orlando"),
      departureDate: date,
      departureTime: "18:00",
    });
    await expect.poll(() => foundIds(instanceB, body), within).toEqual([ride.id, later.id]);
  });
});
