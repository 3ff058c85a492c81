import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { RELOAD_ALL_NOTICE, RIDE_CHANNEL } from "../../../src/features/search/sync.ts";
import { createTestApp } from "../../support/app.ts";
import { isPostgresRun } from "../../support/database.ts";
import { driverWithOrlandoRide, foundIds, searchBody, searchRides } from "../../support/search.ts";
import { createDriverSession, dayFromToday } from "../../support/trips.ts";
import { alsoCaptured } from "../../support/captured-log.ts";

// A reload of every ride (after a reconnect or a TRUNCATE) takes seconds at 100k rides. A
// trip edited meanwhile is shown as edited from the next search on, without waiting for
// the reload, and the reload's older read never puts the old trip back.
const logLines: string[] = [];
const app = await createTestApp(
  {},
  { logger: { level: "debug", stream: alsoCaptured((line) => logLines.push(line)) } },
);
const logged = (message: string) => logLines.filter((line) => line.includes(message)).length;
const RELOAD_STARTED = "search catalog reloading every searchable ride";
const RELOAD_DONE = "search catalog loaded";

/**
 * `count` searchable rides of another driver over the next 50 days, written in one
 * statement with the triggers off (a bulk load nobody is to hear of ride by ride).
 */
async function bulkRides(count: number): Promise<void> {
  const driver = await createDriverSession(app);
  await app.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      insert into rides (driver_id, departure_city, destination_city, origin_lat, origin_lng,
        destination_lat, destination_lng, departure_date, departure_time, departure_at,
        available_seats, price_per_seat_cents)
      select ${driver.user.id}, 'Tampa, FL', 'Miami, FL', 27.95 + (n % 100) * 0.001, -82.46,
        25.76, -80.19, current_date + 2 + n % 50, time '10:00',
        ((current_date + 2 + n % 50) + time '10:00') at time zone 'America/New_York', 3, 2000
      from generate_series(1, ${count}) as n`);
  });
}

// Writing and reloading 50,000 rides takes seconds alone and minutes on a loaded machine:
// the test has its own time, and its waits are for events (a log line), not a pace.
const BULK_TIMEOUT_MS = 600_000;

describe("a trip edited while every ride is being read again", () => {
  it(
    "is shown as edited at once, and still after the reload ends",
    { timeout: BULK_TIMEOUT_MS },
    async () => {
      const date = dayFromToday(1);
      const { driver, ride } = await driverWithOrlandoRide(app, date, { availableSeats: 2 });
      const forThree = searchBody("gainesville", "ocala", date, { passengers: 3 });
      expect(await foundIds(app, forThree)).toEqual([]);
      await bulkRides(50_000);

      const reloadsBefore = logged(RELOAD_DONE);
      await app.db.execute(sql`select pg_notify(${RIDE_CHANNEL}, ${RELOAD_ALL_NOTICE})`);
      await expect
        .poll(() => logged(RELOAD_STARTED), { timeout: BULK_TIMEOUT_MS, interval: 2 })
        .toBeGreaterThan(0);

      // sent after the reload's read: the database answers it with the edit, the reload without
      const started = Date.now();
      const edited = await app.inject({
        method: "PATCH",
        url: `/api/rides/${ride.id}`,
        headers: driver.headers,
        payload: { availableSeats: 4 },
      });
      const editMs = Date.now() - started;
      expect(edited.statusCode, edited.body).toBe(200);
      const reloadRunning = logged(RELOAD_DONE) === reloadsBefore;
      expect((await searchRides(app, forThree)).data).toMatchObject([{ id: ride.id, seatsRemaining: 4 }]);

      await expect
        .poll(() => logged(RELOAD_DONE), { timeout: BULK_TIMEOUT_MS, interval: 20 })
        .toBeGreaterThan(reloadsBefore);
      const reloadMs = Date.now() - started;
      expect((await searchRides(app, forThree)).data).toMatchObject([{ id: ride.id, seatsRemaining: 4 }]);
      console.log(
        `reload of 50,000 rides: ${reloadMs} ms after the edit was sent; the edit answered in ${editMs} ms`,
      );
      // PGlite has one connection: there the edit's own statements wait behind the reload's
      // read. On PostgreSQL the edit is answered while the reload still runs: an order of
      // events, not a time, so that a slow machine does not fail it.
      if (isPostgresRun()) expect(reloadRunning, "the edit waited for the reload").toBe(true);
    },
  );
});
