import { TRIP_MESSAGES } from "@campusride/shared/messages";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rides } from "../../../src/db/schema/index.ts";
import { createTestApp } from "../../support/app.ts";
import { createDriverSession, createRide, postRide, rideBody } from "../../support/trips.ts";

// No maps service configured: the offline gazetteer and the fixed city pairs answer.
const app = await createTestApp();

const GAINESVILLE = { lat: 29.65163, lng: -82.32483 };
const ORLANDO = { lat: 28.53834, lng: -81.37924 };
const TAMPA = { lat: 27.94752, lng: -82.45843 };

async function rideCount(): Promise<number> {
  const [row] = await app.db.select({ n: count() }).from(rides);
  return row!.n;
}

describe("POST /api/rides: a trip goes from one place to another", () => {
  it.each([
    ["the same city by name", { departureCity: "Gainesville, FL", destinationCity: "gainesville,  fl" }],
    [
      "the same point",
      {
        destinationCity: "Gainesville, FL",
        originLat: GAINESVILLE.lat,
        originLng: GAINESVILLE.lng,
        destinationLat: GAINESVILLE.lat,
        destinationLng: GAINESVILLE.lng,
      },
    ],
    [
      "two points half a mile apart",
      {
        originLat: GAINESVILLE.lat,
        originLng: GAINESVILLE.lng,
        destinationLat: GAINESVILLE.lat + 0.007,
        destinationLng: GAINESVILLE.lng,
      },
    ],
    [
      "the same address under two names",
      {
        departureCity: "Reitz Union",
        originAddress: "Reitz Union, Gainesville, FL, USA",
        destinationCity: "The Reitz",
        destinationAddress: "Reitz Union, Gainesville, FL",
      },
    ],
  ])("refuses %s (400) on the destination field and creates nothing", async (_case, overrides) => {
    const driver = await createDriverSession(app);
    const before = await rideCount();
    const response = await postRide(app, driver, rideBody(overrides));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatchObject({
      code: "VALIDATION",
      message: TRIP_MESSAGES.samePlace,
      fields: { destinationCity: TRIP_MESSAGES.samePlace },
    });
    expect(await rideCount()).toBe(before);
  });

  it("takes two places of one city a few miles apart (campus to airport)", async () => {
    const driver = await createDriverSession(app);
    const response = await postRide(
      app,
      driver,
      rideBody({
        departureCity: "University of Florida",
        destinationCity: "Gainesville Regional Airport",
        originLat: 29.6436,
        originLng: -82.3549,
        destinationLat: 29.6901,
        destinationLng: -82.2718,
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe("POST /api/rides: the price per seat", () => {
  it("refuses fractions of a cent with the price field's error", async () => {
    const driver = await createDriverSession(app);
    const response = await postRide(app, driver, rideBody({ pricePerSeatCents: 1234.5 }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ pricePerSeatCents: TRIP_MESSAGES.price });
  });
});

describe("POST /api/rides/route-info: one distance rule", () => {
  it("gives a trip created by coordinates the fixed city-pair distance, as the form does", async () => {
    const driver = await createDriverSession(app);
    const byPoint = await createRide(app, driver, {
      departureCity: "Orlando, FL",
      destinationCity: "Tampa, FL",
      originLat: ORLANDO.lat,
      originLng: ORLANDO.lng,
      destinationLat: TAMPA.lat,
      destinationLng: TAMPA.lng,
      distance: undefined,
      timeLength: undefined,
    });
    const byCity = await createRide(app, driver, {
      departureCity: "Orlando, FL",
      destinationCity: "Tampa, FL",
      distance: undefined,
      timeLength: undefined,
    });
    const response = await app.inject({
      method: "POST",
      url: "/api/rides/route-info",
      headers: driver.headers,
    });
    expect(response.json()).toEqual({ success: true, count: 2, error: null });
    for (const ride of [byPoint, byCity]) {
      const [row] = await app.db.select().from(rides).where(eq(rides.id, ride.id));
      expect(row!.distanceMiles).toBe(84);
      expect(row!.timeLength).toBe("1 hour 24 mins");
    }
  });
});

describe("GET /api/places/geocode: a misspelt place", () => {
  it.each([
    ["Orlnado", "Orlando, FL, USA"],
    ["Tallahasee", "Tallahassee, FL, USA"],
    ["Jacksonvile, FL", "Jacksonville, FL, USA"],
  ])("suggests for %j the Florida city %j", async (typed, address) => {
    const url = `/api/places/geocode?address=${encodeURIComponent(typed)}`;
    const response = await app.inject({ method: "GET", url });
    expect(response.json()).toMatchObject({ place: null, suggestion: { address } });
  });

  it("answers with no place and the nearest known one to suggest", async () => {
    const response = await app.inject({ method: "GET", url: "/api/places/geocode?address=Gainsvile" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      place: null,
      suggestion: expect.objectContaining({ name: "Gainesville", address: "Gainesville, FL, USA" }),
    });
  });
});
