import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../src/app.ts";
import { openPostgres } from "../../../src/db/client.ts";
import { rideSeries } from "../../../src/db/schema/index.ts";
import { createTestApp, testConfig } from "../../support/app.ts";
import { capturedLogger } from "../../support/captured-log.ts";
import { databaseUrlFor } from "../../support/database.ts";
import { tripBetween } from "../../support/search.ts";
import { createDriverSession, dayFromToday } from "../../support/trips.ts";
import { datesOn } from "./series-support.ts";

// PostgreSQL only: two API instances, each with its own connections, run the occurrence
// job at the same moment over the same series; every trip is made exactly once.
const instanceA = await createTestApp();
const [{ name }] = (
  (await instanceA.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: Array<{ name: string }>;
  }
).rows as [{ name: string }];
const ownConnections = openPostgres(databaseUrlFor(name), () => {});
const instanceB = await buildApp({
  config: testConfig(),
  database: ownConnections,
  logger: capturedLogger(),
});
await instanceB.ready();
afterAll(() => instanceB.close());

const SERIES = 260;
const DRIVERS = 4;

describe("the occurrence job on two instances", () => {
  it("makes each series' trip of each date once, whichever instance runs it", async () => {
    const drivers = await Promise.all(Array.from({ length: DRIVERS }, () => createDriverSession(instanceA)));
    const schedules = Array.from({ length: SERIES }, (_, n) => ({
      driverId: drivers[n % DRIVERS]!.user.id,
      weekdays: [1 + (n % 7), 1 + ((n + 3) % 7)].sort(),
      departureTime: `${String(5 + (n % 15)).padStart(2, "0")}:${String(n % 60).padStart(2, "0")}:00`,
      startsOn: dayFromToday(1),
      endsOn: dayFromToday(90),
      template: {
        departureCity: "Gainesville, FL",
        destinationCity: "Orlando, FL",
        ...tripBetween("gainesville", "orlando"),
        availableSeats: 3,
        pricePerSeatCents: 2500,
        timeLength: "1 hour 55 mins",
      },
    }));
    await instanceA.db.insert(rideSeries).values(schedules);
    const expected = schedules.reduce((total, series) => total + datesOn(series.weekdays, 1, 27).length, 0);

    const made = await Promise.all([
      instanceA.makeSeriesOccurrences(),
      instanceB.makeSeriesOccurrences(),
      instanceB.makeSeriesOccurrences(),
      instanceA.makeSeriesOccurrences(),
    ]);
    expect(made.reduce((a, b) => a + b, 0)).toBe(expected);

    const counts = (await instanceA.db.execute(sql`
      select count(*)::int as trips, count(distinct (series_id, departure_date))::int as distinct_trips,
        count(distinct series_id)::int as series
      from rides where series_id is not null`)) as unknown as {
      rows: Array<{ trips: number; distinct_trips: number; series: number }>;
    };
    expect(counts.rows[0]).toEqual({ trips: expected, distinct_trips: expected, series: SERIES });
    const marked = (await instanceA.db.execute(sql`
      select count(*)::int as n from ride_series where generated_through = ${dayFromToday(27)}::date`)) as unknown as {
      rows: Array<{ n: number }>;
    };
    expect(marked.rows[0]!.n).toBe(SERIES);

    // run again side by side, with every series marked as never made: nothing is made twice
    await instanceA.db.execute(sql`update ride_series set generated_through = null`);
    const again = await Promise.all([instanceA.makeSeriesOccurrences(), instanceB.makeSeriesOccurrences()]);
    expect(again).toEqual([0, 0]);
    const total = (await instanceA.db.execute(
      sql`select count(*)::int as n from rides where series_id is not null`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(total.rows[0]!.n).toBe(expected);
  });
});
