import { MASKED_CONTACT } from "@campusride/shared/domain/contact-masking";
import { departureInstant } from "@campusride/shared/domain/local-time";
import { riderPriceCents } from "@campusride/shared/domain/pricing";
import { LIMITS } from "@campusride/shared/limits";
import { SEARCH_MESSAGES } from "@campusride/shared/messages";
import { matchedRideSchema, searchResponseSchema } from "@campusride/shared/schemas/search";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { profiles } from "../../../src/db/schema/index.ts";
import { createTestApp } from "../../support/app.ts";
import { foundIds, postSearch, searchBody, searchRides, tripBetween } from "../../support/search.ts";
import { createSession, type TestSession } from "../../support/session.ts";
import {
  answerBooking,
  createDriverSession,
  createRide,
  dayFromToday,
  moveDeparture,
  requestSeats,
} from "../../support/trips.ts";

const app = await createTestApp();

/** A Gainesville → Orlando trip of `driver` on `date`, through the API. */
function orlandoRide(driver: TestSession, date: string, overrides: Parameters<typeof createRide>[2] = {}) {
  return createRide(app, driver, {
    ...tripBetween("gainesville", "orlando"),
    departureDate: date,
    ...overrides,
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe("POST /api/search input", () => {
  const date = dayFromToday(3);
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ["0 passengers", { passengers: 0 }, "passengers"],
    ["7 passengers", { passengers: 7 }, "passengers"],
    ["passengers 'x'", { passengers: "x" }, "passengers"],
    ["a latitude of 91", { originLat: 91 }, "originLat"],
    ["a date written 03/04/2027", { departureDate: "03/04/2027" }, "departureDate"],
    ["a 501-character address", { originAddress: "a".repeat(501) }, "originAddress"],
  ];
  it.each(cases)("refuses %s with 400 and names the field", async (_label, overrides, field) => {
    const response = await postSearch(app, searchBody("gainesville", "ocala", date, overrides));
    expect(response.statusCode, response.body).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe("VALIDATION");
    expect(error.fields).toHaveProperty(field);
  });

  it("refuses a 1 MB address with 400 before reading it, and says why", async () => {
    const body = searchBody("gainesville", "ocala", date, { originAddress: "a".repeat(1_000_000) });
    const response = await postSearch(app, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toEqual({ code: "VALIDATION", message: SEARCH_MESSAGES.tooLarge });
    // the limit leaves room for both addresses at their longest
    const longest = "a".repeat(LIMITS.address);
    const fits = await postSearch(
      app,
      searchBody("gainesville", "ocala", date, { originAddress: longest, destinationAddress: longest }),
    );
    expect(fits.statusCode, fits.body).toBe(200);
  });

  it("says which message the catalogue gives for a missing location", async () => {
    const { destinationLat: _left, ...body } = searchBody("gainesville", "ocala", date);
    const response = await postSearch(app, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.destinationLat).toBe(SEARCH_MESSAGES.bothLocations);
  });
});

describe("POST /api/search results", () => {
  it("finds a Gainesville → Orlando ride for Gainesville → Ocala, on the way, with the fee-inclusive price", async () => {
    const date = dayFromToday(4);
    const driver = await createDriverSession(app);
    const orlando = await orlandoRide(driver, date, {
      departureTime: "09:30",
      pricePerSeatCents: 2500,
    });
    const fromJacksonville = await createRide(app, driver, {
      ...tripBetween("jacksonville", "orlando"),
      departureDate: date,
      departureTime: "07:00",
    });
    const fromStAugustine = await createRide(app, driver, {
      ...tripBetween("stAugustine", "orlando"),
      departureDate: date,
      departureTime: "06:00",
    });
    // same day, nowhere near: counted among the day's rides, not matched
    await createRide(app, driver, { ...tripBetween("miami", "fortLauderdale"), departureDate: date });

    const result = searchResponseSchema.parse(
      await searchRides(app, searchBody("gainesville", "ocala", date)),
    );
    // by score, then departure: both 100-point rides by time, the long detour last
    expect(result.data.map((ride) => ride.id)).toEqual([fromJacksonville.id, orlando.id, fromStAugustine.id]);
    const [jacksonville, gainesville, stAugustine] = result.data;
    expect(gainesville).toMatchObject({
      departureCity: "Gainesville, FL",
      destinationCity: "Orlando, FL",
      isOnTheWay: true,
      matchScore: 100,
      exactMatch: false,
      pricePerSeatCents: 2500,
      riderPricePerSeatCents: riderPriceCents(2500),
      driver: { firstName: expect.any(String), carMake: "Toyota", carModel: "Camry" },
    });
    expect(gainesville!.riderPricePerSeatCents).toBe(3500);
    expect(gainesville!.detourFactor).toBeLessThanOrEqual(1.25);
    expect(jacksonville).toMatchObject({ isOnTheWay: false, matchScore: 100 });
    expect(jacksonville!.detourFactor).toBeGreaterThan(1.25);
    expect(stAugustine).toMatchObject({ isOnTheWay: false, matchScore: 85 });
    expect(stAugustine!.detourFactor).toBeGreaterThan(1.5);
    expect(result.summary).toEqual({ totalRides: 4, matchedRides: 3, averageScore: 95 });

    // the rider going the whole way is an exact match
    const whole = await searchRides(app, searchBody("gainesville", "orlando", date));
    expect(whole.data.find((ride) => ride.id === orlando.id)).toMatchObject({
      exactMatch: true,
      detourFactor: 1,
    });
  });

  it("answers signed out, also without Origin, with the public fields only", async () => {
    const date = dayFromToday(5);
    const driver = await createDriverSession(app);
    const ride = await orlandoRide(driver, date, { notes: "Pick-up at Reitz Union, text 352 555 0100" });
    const body = searchBody("gainesville", "ocala", date);
    const responses = [await postSearch(app, body), await postSearch(app, body, { origin: undefined })];
    for (const response of responses) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      const [found] = searchResponseSchema.parse(response.json()).data;
      expect(found!.id).toBe(ride.id);
      expect(Object.keys(found!).sort()).toEqual(Object.keys(matchedRideSchema.shape).sort());
      expect(Object.keys(found!.driver).sort()).toEqual(
        ["id", "firstName", "lastName", "carMake", "carModel", "carColor", "carYear", "rating"].sort(),
      );
      // the driver's notes, contact details hidden
      expect(found!.notes).toBe(`Pick-up at Reitz Union, text ${MASKED_CONTACT}`);
      expect(response.body).not.toContain("0100");
      expect(response.body).not.toContain(driver.user.email);
    }
    // a signed-in rider sees exactly the same answer
    const rider = await createSession(app);
    const signedIn = await postSearch(app, body, rider.headers);
    expect(signedIn.json()).toEqual(responses[0]!.json());
  });

  it("leaves out rides with fewer seats left than passengers, and full rides", async () => {
    const date = dayFromToday(6);
    const driver = await createDriverSession(app);
    const ride = await orlandoRide(driver, date, {
      availableSeats: 3,
    });
    const body = (passengers: number) => searchBody("gainesville", "ocala", date, { passengers });
    expect(await foundIds(app, body(3))).toEqual([ride.id]);

    const first = await requestSeats(app, await createSession(app), ride.id, 2);
    expect((await answerBooking(app, driver, first.id, "approve")).statusCode).toBe(200);
    // the very next search knows only one seat is left
    expect(await foundIds(app, body(2))).toEqual([]);
    const [oneLeft] = (await searchRides(app, body(1))).data;
    expect(oneLeft).toMatchObject({ id: ride.id, seatsRemaining: 1 });

    const last = await requestSeats(app, await createSession(app), ride.id, 1);
    expect((await answerBooking(app, driver, last.id, "approve")).statusCode).toBe(200);
    const full = await searchRides(app, body(1));
    expect(full.data).toEqual([]);
    expect(full.summary).toMatchObject({ totalRides: 1, matchedRides: 0 });
  });

  it("drops a cancelled ride from the very next search, and shows an edited one as edited", async () => {
    const date = dayFromToday(8);
    const driver = await createDriverSession(app);
    const ride = await orlandoRide(driver, date, {
      departureTime: "09:30",
      availableSeats: 2,
    });
    const body = searchBody("gainesville", "ocala", date, { passengers: 3 });
    expect(await foundIds(app, body)).toEqual([]);

    const edited = await app.inject({
      method: "PATCH",
      url: `/api/rides/${ride.id}`,
      headers: driver.headers,
      payload: { availableSeats: 4, departureTime: "11:15" },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const [found] = (await searchRides(app, body)).data;
    expect(found).toMatchObject({ id: ride.id, seatsRemaining: 4, departureTime: "11:15" });

    const cancelled = await app.inject({
      method: "POST",
      url: `/api/rides/${ride.id}/cancel`,
      headers: driver.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await foundIds(app, body)).toEqual([]);
  });

  it("does not return a ride that has left", async () => {
    const date = dayFromToday(9);
    const driver = await createDriverSession(app);
    const ride = await orlandoRide(driver, date, {
      departureTime: "09:30",
    });
    const body = searchBody("gainesville", "ocala", date);
    expect(await foundIds(app, body)).toEqual([ride.id]);

    // the clock passes the departure: the index holds the ride but no search returns it
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(Date.parse(ride.createdAt) + 10 * 24 * 60 * 60 * 1000));
    const later = await searchRides(app, body);
    expect(later.data).toEqual([]);
    expect(later.summary.totalRides).toBe(0);
    vi.useRealTimers();

    // its departure rewritten to yesterday (a trip that has left): it leaves the index too
    await moveDeparture(app, ride.id, dayFromToday(-1));
    await expect.poll(() => foundIds(app, body), { timeout: 1_000, interval: 20 }).toEqual([]);
    expect(await foundIds(app, searchBody("gainesville", "ocala", dayFromToday(-1)))).toEqual([]);
  });

  it("answers a repeated search from memory only while nothing it shows has changed or left", async () => {
    const date = dayFromToday(12);
    const driver = await createDriverSession(app);
    const ride = await orlandoRide(driver, date, { departureTime: "09:30" });
    const body = searchBody("gainesville", "ocala", date);
    const leaves = departureInstant(date, "09:30").getTime();
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(leaves - 30_000);
      expect(await foundIds(app, body)).toEqual([ride.id]);
      vi.setSystemTime(leaves - 1);
      expect(await foundIds(app, body)).toEqual([ride.id]);
      // the same question the moment it leaves: no longer offered
      vi.setSystemTime(leaves);
      expect(await foundIds(app, body)).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
    // a second ride that day changes the answer at once
    const second = await orlandoRide(driver, date, { departureTime: "17:00" });
    expect(await foundIds(app, body)).toEqual([ride.id, second.id]);
  });

  it("does not offer a ride without coordinates", async () => {
    const date = dayFromToday(10);
    const driver = await createDriverSession(app);
    await createRide(app, driver, { departureDate: date });
    const result = await searchRides(app, searchBody("gainesville", "ocala", date));
    expect(result).toEqual({ data: [], summary: { totalRides: 0, matchedRides: 0, averageScore: 0 } });
  });

  it("shows a driver's new name and car once they change them", async () => {
    const date = dayFromToday(11);
    const driver = await createDriverSession(app);
    const ride = await orlandoRide(driver, date, {});
    await app.db
      .update(profiles)
      .set({ firstName: "Renamed", carMake: "Honda", carModel: "Civic" })
      .where(eq(profiles.id, driver.user.id));
    await expect
      .poll(async () => (await searchRides(app, searchBody("gainesville", "ocala", date))).data[0]?.driver, {
        timeout: 1_000,
        interval: 20,
      })
      .toMatchObject({ id: driver.user.id, firstName: "Renamed", carMake: "Honda", carModel: "Civic" });
    expect(ride.driver.carMake).toBe("Toyota");
  });
});
