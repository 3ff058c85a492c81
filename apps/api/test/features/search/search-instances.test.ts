import { describe, expect, it } from "vitest";
import { foundIds, searchBody, tripBetween, twoInstances } from "../../support/search.ts";
import { createDriverSession, createRide, dayFromToday } from "../../support/trips.ts";

const { instanceA, instanceB } = await twoInstances();

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
