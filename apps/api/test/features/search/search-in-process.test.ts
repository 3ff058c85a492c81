import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../src/app.ts";
import { createTestApp, sendOwnOrigin, testConfig } from "../../support/app.ts";
import { workerDatabase } from "../../support/database.ts";
import { driverWithOrlandoRide, searchBody, searchRides } from "../../support/search.ts";
import { dayFromToday } from "../../support/trips.ts";
import { capturedLogger } from "../../support/captured-log.ts";

// An instance that hears no notice: it listens on a channel no trigger uses. Whatever it
// shows of a change was told to its search by the route that made it, before answering.
await createTestApp();
const database = await workerDatabase();
const config = testConfig();
const app = await buildApp({
  config,
  database: {
    ...database,
    close: async () => {},
    listen: (_channel, listener) => database.listen("campusride_test_unheard", listener),
  },
  logger: capturedLogger(),
});
await app.ready();
afterAll(() => app.close());
sendOwnOrigin(app, config.PUBLIC_URL);

describe("a change made through this instance, unheard through the database", () => {
  it("'Update Route Info' shows the trips' new distance and duration in the very next search", async () => {
    const date = dayFromToday(6);
    const { driver, ride } = await driverWithOrlandoRide(app, date, {
      distance: undefined,
      timeLength: undefined,
    });
    const body = searchBody("gainesville", "ocala", date);
    expect((await searchRides(app, body)).data).toMatchObject([
      { id: ride.id, distance: null, timeLength: null },
    ]);

    const filled = await app.inject({
      method: "POST",
      url: "/api/rides/route-info",
      headers: driver.headers,
    });
    expect(filled.json()).toEqual({ success: true, count: 1, error: null });
    const [shown] = (await searchRides(app, body)).data;
    expect(shown!.distance).toBeGreaterThan(100);
    expect(shown!.timeLength).toMatch(/hour/);
  });
});
