import { describe, expect, it } from "vitest";
import { foundIds, searchBody, tripBetween, twoInstances } from "../../support/search.ts";
import { createDriverSession, createRide, dayFromToday } from "../../support/trips.ts";

// A trip's preferences decide which filters it passes and who may see it: an edit made
// through instance A must reach instance B's search through the database's notice alone.
const { instanceA, instanceB } = await twoInstances();

const within = { timeout: 1_000, interval: 10 };

describe("trip preferences across API instances", () => {
  it("an edit of preferences on A changes B's filtered and unfiltered answers within 1 s", async () => {
    const date = dayFromToday(15);
    const driver = await createDriverSession(instanceA);
    const ride = await createRide(instanceA, driver, {
      ...tripBetween("gainesville", "orlando"),
      departureDate: date,
    });
    const everyone = searchBody("gainesville", "orlando", date);
    const withPets = searchBody("gainesville", "orlando", date, { filters: { petsAllowed: true } });
    await expect.poll(() => foundIds(instanceB, everyone), within).toEqual([ride.id]);
    expect(await foundIds(instanceB, withPets)).toEqual([]);

    const patch = (payload: object) =>
      instanceA.inject({ method: "PATCH", url: `/api/rides/${ride.id}`, headers: driver.headers, payload });
    expect((await patch({ preferences: { petsAllowed: true } })).statusCode).toBe(200);
    await expect.poll(() => foundIds(instanceB, withPets), within).toEqual([ride.id]);

    expect((await patch({ preferences: { womenOnly: true } })).statusCode).toBe(200);
    await expect.poll(() => foundIds(instanceB, everyone), within).toEqual([]);
  });
});
