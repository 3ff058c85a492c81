import { DEFAULT_TRIP_PREFERENCES } from "@campusride/shared/domain/trip-preferences";
import { BOOKING_MESSAGES, TRIP_MESSAGES } from "@campusride/shared/messages";
import { driverRideSchema, publicRideSchema } from "@campusride/shared/schemas/rides";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, notifications } from "../../../src/db/schema/index.ts";
import { createTestApp } from "../../support/app.ts";
import { postSearch, searchBody, tripBetween } from "../../support/search.ts";
import { createSession, type TestSession } from "../../support/session.ts";
import {
  answerBooking,
  createDriverSession,
  createRide,
  dayFromToday,
  postBooking,
  postRide,
  rideBody,
  requestSeats,
} from "../../support/trips.ts";

const app = await createTestApp({ ADMIN_EMAILS: "reviewer@ufl.edu" });
const admin = await createSession(app, { email: "reviewer@ufl.edu" });

const womenOnlyTrip = { ...DEFAULT_TRIP_PREFERENCES, womenOnly: true };

/** A women-only trip Gainesville → Orlando on `date`, and a search for it that asks for women-only trips. */
async function womenOnlyTripOn(date: string) {
  const driver = await createDriverSession(app);
  const ride = await createRide(app, driver, {
    ...tripBetween("gainesville", "orlando"),
    departureDate: date,
    preferences: womenOnlyTrip,
  });
  return { driver, ride, body: searchBody("gainesville", "orlando", date, { includeWomenOnly: true }) };
}

/** A rider whose profile asks for women-only trips (PUT /api/me/women-only-trips). */
async function riderWantingWomenOnly(): Promise<TestSession> {
  const rider = await createSession(app);
  await setWomenOnlyTrips(rider, true);
  return rider;
}

async function setWomenOnlyTrips(session: TestSession, womenOnlyTrips: boolean) {
  const response = await app.inject({
    method: "PUT",
    url: "/api/me/women-only-trips",
    headers: session.headers,
    payload: { womenOnlyTrips },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ womenOnlyTrips });
}

function patchRide(session: TestSession, rideId: string, payload: object) {
  return app.inject({ method: "PATCH", url: `/api/rides/${rideId}`, headers: session.headers, payload });
}

function getRide(session: TestSession | undefined, rideId: string) {
  return app.inject({ url: `/api/rides/${rideId}`, headers: session?.headers ?? {} });
}

async function searchIds(body: object, session?: TestSession): Promise<string[]> {
  const response = await postSearch(app, body, session?.headers ?? {});
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.map((ride: { id: string }) => ride.id);
}

describe("trip preferences on a trip", () => {
  it("are stored as the driver sets them, default when left out, and shown to everyone", async () => {
    const driver = await createDriverSession(app);
    const preferences = {
      luggageSize: "small_bag",
      maxTwoInBack: true,
      petsAllowed: true,
      smokingAllowed: false,
      musicAllowed: false,
      womenOnly: false,
    } as const;
    const ride = await createRide(app, driver, { preferences, instantBooking: true });
    expect(driverRideSchema.parse(ride)).toMatchObject({ preferences, instantBooking: true });
    const plain = await createRide(app, driver);
    expect(plain).toMatchObject({ preferences: DEFAULT_TRIP_PREFERENCES, instantBooking: false });

    const seen = await getRide(await createSession(app), ride.id);
    expect(publicRideSchema.parse(seen.json())).toMatchObject({ preferences, instantBooking: true });
  });

  it("refuses a preference that is not one", async () => {
    const driver = await createDriverSession(app);
    const response = await postRide(
      app,
      driver,
      rideBody({ preferences: { ...DEFAULT_TRIP_PREFERENCES, luggageSize: "trunk" } }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("VALIDATION");
  });

  it("change on edit, only the ones named; someone else's trip stays unchanged", async () => {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver);
    const response = await patchRide(driver, ride.id, {
      preferences: { petsAllowed: true },
      instantBooking: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      preferences: { ...DEFAULT_TRIP_PREFERENCES, petsAllowed: true },
      instantBooking: true,
    });
    const other = await patchRide(await createDriverSession(app), ride.id, {
      preferences: { smokingAllowed: true },
    });
    expect(other.statusCode).toBe(404);
    expect((await getRide(driver, ride.id)).json().preferences.smokingAllowed).toBe(false);
  });

  it("make a trip women-only only while every rider on it asks for women-only trips", async () => {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver, { availableSeats: 3 });
    const asking = await riderWantingWomenOnly();
    await requestSeats(app, asking, ride.id, 1);
    const other = await createSession(app);
    const booking = await requestSeats(app, other, ride.id, 1);
    expect((await answerBooking(app, driver, booking.id, "approve")).statusCode).toBe(200);

    const refused = await patchRide(driver, ride.id, { preferences: { womenOnly: true } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      message: TRIP_MESSAGES.womenOnlyWithOtherRiders,
      fields: { "preferences.womenOnly": TRIP_MESSAGES.womenOnlyWithOtherRiders },
    });
    expect((await getRide(driver, ride.id)).json().preferences.womenOnly).toBe(false);

    // the other rider leaves the trip (here: their request is withdrawn by the data): now it may
    await app.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, booking.id));
    const allowed = await patchRide(driver, ride.id, { preferences: { womenOnly: true } });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json().preferences.womenOnly).toBe(true);
    const back = await patchRide(driver, ride.id, { preferences: { womenOnly: false } });
    expect(back.json().preferences.womenOnly).toBe(false);
  });
});

describe("the women-only trips preference", () => {
  it("is the owner's: on GET /api/me, never on the public profile", async () => {
    const rider = await createSession(app);
    expect((await app.inject({ url: "/api/me", headers: rider.headers })).json().profile.womenOnlyTrips).toBe(
      false,
    );
    await setWomenOnlyTrips(rider, true);
    expect((await app.inject({ url: "/api/me", headers: rider.headers })).json().profile.womenOnlyTrips).toBe(
      true,
    );
    const publicView = await app.inject({ url: `/api/profiles/${rider.user.id}`, headers: rider.headers });
    expect(publicView.statusCode).toBe(200);
    expect(publicView.json()).not.toHaveProperty("womenOnlyTrips");
    const signedOut = await app.inject({
      method: "PUT",
      url: "/api/me/women-only-trips",
      payload: { womenOnlyTrips: true },
    });
    expect(signedOut.statusCode).toBe(401);
    const bad = await app.inject({
      method: "PUT",
      url: "/api/me/women-only-trips",
      headers: rider.headers,
      payload: { womenOnlyTrips: "yes" },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe("a women-only trip", () => {
  it("is hidden from anyone who did not ask for women-only trips, in search and on its page", async () => {
    const date = dayFromToday(9);
    const { driver, ride, body } = await womenOnlyTripOn(date);
    const other = await createSession(app);
    const asking = await riderWantingWomenOnly();

    // signed out, and signed in without the preference: as if it did not exist
    expect(await searchIds(body)).toEqual([]);
    expect(await searchIds(body, other)).toEqual([]);
    expect(await searchIds({ ...body, filters: { womenOnly: true } }, other)).toEqual([]);
    const summary = (await postSearch(app, body, other.headers)).json().summary;
    expect(summary).toMatchObject({ totalRides: 0, matchedRides: 0 });
    for (const viewer of [undefined, other]) {
      const response = await getRide(viewer, ride.id);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(BOOKING_MESSAGES.rideUnavailable);
    }

    // its driver, and a rider who asks for women-only trips, see it
    expect((await getRide(driver, ride.id)).statusCode).toBe(200);
    expect((await getRide(asking, ride.id)).statusCode).toBe(200);
    expect(await searchIds(body, asking)).toEqual([ride.id]);
    expect(
      await searchIds({ ...body, includeWomenOnly: undefined, filters: { womenOnly: true } }, asking),
    ).toEqual([ride.id]);
    // without asking for them in the search, the answer stays the everyone-answer
    expect(await searchIds({ ...body, includeWomenOnly: undefined }, asking)).toEqual([]);
  });

  it("refuses a request from a rider without the preference with a clear message, and takes one from a rider with it", async () => {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver, { preferences: womenOnlyTrip });
    const other = await createSession(app);
    const refused = await postBooking(app, other, { rideId: ride.id, seatsRequested: 1, bagsCount: 1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: "FORBIDDEN", message: BOOKING_MESSAGES.womenOnly });
    const written = await app.db.select().from(bookings).where(eq(bookings.rideId, ride.id));
    expect(written).toEqual([]);

    const asking = await riderWantingWomenOnly();
    const booking = await requestSeats(app, asking, ride.id, 1);
    expect(booking.status).toBe("pending");
    // a rider with a seat on it keeps seeing it after an admin turned the preference off (her
    // own change is refused: the choice is made once; a pending request would be withdrawn)
    expect((await answerBooking(app, driver, booking.id, "approve")).statusCode).toBe(200);
    const ownChange = await app.inject({
      method: "PUT",
      url: "/api/me/women-only-trips",
      headers: asking.headers,
      payload: { womenOnlyTrips: false },
    });
    expect(ownChange.statusCode).toBe(409);
    const cleared = await app.inject({
      method: "POST",
      url: `/api/admin/users/${asking.user.id}/women-only-trips`,
      headers: admin.headers,
      payload: { womenOnlyTrips: false },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await getRide(asking, ride.id)).statusCode).toBe(200);
  });

  it("is never served from the answer cache to someone who may not see it", async () => {
    const date = dayFromToday(10);
    const { ride, body } = await womenOnlyTripOn(date);
    const asking = await riderWantingWomenOnly();
    const other = await createSession(app);
    // the same question, asked in turns: each answer is the asker's own
    for (let round = 0; round < 2; round += 1) {
      expect(await searchIds(body, asking)).toEqual([ride.id]);
      expect(await searchIds(body, other)).toEqual([]);
      expect(await searchIds(body)).toEqual([]);
    }
  });
});

describe("Find a Ride's filters", () => {
  it("keep only the trips that pass every filter, with the summary counting those", async () => {
    const date = dayFromToday(11);
    const driver = await createDriverSession(app);
    const trip = (
      preferences: Partial<typeof DEFAULT_TRIP_PREFERENCES>,
      instantBooking = false,
      time = "09:00",
    ) =>
      createRide(app, driver, {
        ...tripBetween("gainesville", "orlando"),
        departureDate: date,
        departureTime: time,
        preferences: { ...DEFAULT_TRIP_PREFERENCES, ...preferences },
        instantBooking,
      });
    const plain = await trip({}, false, "08:00");
    const pets = await trip({ petsAllowed: true, luggageSize: "small_bag" }, false, "09:00");
    const instant = await trip({ petsAllowed: true, musicAllowed: false }, true, "10:00");
    const body = (filters?: object) => searchBody("gainesville", "orlando", date, { filters });

    expect(await searchIds(body())).toEqual([plain.id, pets.id, instant.id]);
    expect(await searchIds(body({}))).toEqual([plain.id, pets.id, instant.id]);
    expect(await searchIds(body({ petsAllowed: true }))).toEqual([pets.id, instant.id]);
    expect(await searchIds(body({ petsAllowed: true, luggageSize: "suitcase" }))).toEqual([instant.id]);
    expect(await searchIds(body({ luggageSize: "small_bag" }))).toEqual([plain.id, pets.id, instant.id]);
    expect(await searchIds(body({ instantBooking: true }))).toEqual([instant.id]);
    expect(await searchIds(body({ musicAllowed: true, smokingAllowed: false }))).toEqual([plain.id, pets.id]);
    expect(await searchIds(body({ maxTwoInBack: true }))).toEqual([]);
    const filtered = (await postSearch(app, body({ petsAllowed: true }))).json().summary;
    expect(filtered).toMatchObject({ totalRides: 2, matchedRides: 2, averageScore: 100 });
    const bad = await postSearch(app, body({ petsAllowed: "yes" }));
    expect(bad.statusCode).toBe(400);
  });

  it("follow a trip's edited preferences from the next search on", async () => {
    const date = dayFromToday(13);
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver, {
      ...tripBetween("gainesville", "orlando"),
      departureDate: date,
    });
    const body = searchBody("gainesville", "orlando", date, { filters: { petsAllowed: true } });
    expect(await searchIds(body)).toEqual([]);
    expect((await patchRide(driver, ride.id, { preferences: { petsAllowed: true } })).statusCode).toBe(200);
    expect(await searchIds(body)).toEqual([ride.id]);
    expect((await patchRide(driver, ride.id, { preferences: { womenOnly: true } })).statusCode).toBe(200);
    expect(await searchIds(body)).toEqual([]);
  });
});

describe("instant booking", () => {
  it("approves a request at once, takes the seats and tells the driver and the rider", async () => {
    const date = dayFromToday(14);
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver, {
      ...tripBetween("gainesville", "orlando"),
      departureDate: date,
      availableSeats: 3,
      instantBooking: true,
    });
    const rider = await createSession(app, { firstName: "Maya" });
    const booking = await requestSeats(app, rider, ride.id, 2);
    expect(booking.status).toBe("approved");
    expect((await getRide(driver, ride.id)).json()).toMatchObject({ seatsRemaining: 1, pendingRequests: 0 });
    // the search shows the seats left from the next request on
    const found = (
      await postSearch(app, searchBody("gainesville", "orlando", date, { passengers: 2 }))
    ).json();
    expect(found.data).toEqual([]);

    const told = await app.db
      .select({ userId: notifications.userId, type: notifications.type })
      .from(notifications)
      .where(eq(notifications.bookingId, booking.id));
    expect(told).toEqual(
      expect.arrayContaining([
        { userId: driver.user.id, type: "booking_requested" },
        { userId: rider.user.id, type: "booking_approved" },
      ]),
    );
    expect(told).toHaveLength(2);
  });

  it("refuses a request for more seats than are left (409) and writes nothing", async () => {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver, { availableSeats: 2, instantBooking: true });
    await requestSeats(app, await createSession(app), ride.id, 1);
    const late = await createSession(app);
    const refused = await postBooking(app, late, { rideId: ride.id, seatsRequested: 2, bagsCount: 0 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe("CONFLICT");
    const written = await app.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.rideId, ride.id), eq(bookings.riderId, late.user.id)));
    expect(written).toEqual([]);
    expect((await getRide(driver, ride.id)).json().seatsRemaining).toBe(1);
  });

  it("leaves requests pending when the driver turns it off", async () => {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver, { instantBooking: true });
    expect((await patchRide(driver, ride.id, { instantBooking: false })).statusCode).toBe(200);
    expect((await requestSeats(app, await createSession(app), ride.id, 1)).status).toBe("pending");
  });
});
