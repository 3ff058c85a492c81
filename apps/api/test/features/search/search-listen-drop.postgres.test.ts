import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LISTEN_APPLICATION_NAME } from "../../../src/db/listen-postgres.ts";
import { foundIds, searchBody, tripBetween, twoInstances } from "../../support/search.ts";
import { createDriverSession, createRide, dayFromToday } from "../../support/trips.ts";

// PostgreSQL only (TEST_DB=postgres): PGlite's one embedded connection cannot drop.
const { instanceA, instanceB } = await twoInstances();

describe("a listening connection that drops", () => {
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
    await expect
      .poll(() => foundIds(instanceB, body), { timeout: 1_000, interval: 10 })
      .toEqual([ride.id, later.id]);
  });
});
