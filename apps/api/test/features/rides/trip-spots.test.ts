import { TRIP_MESSAGES } from "@campusride/shared/messages";
import { LIMITS } from "@campusride/shared/limits";
import { publicRideSchema } from "@campusride/shared/schemas/rides";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rides } from "../../../src/db/schema/index.ts";
import { createTestApp } from "../../support/app.ts";
import { getJson } from "../../support/reviews.ts";
import { postSearch, searchBody } from "../../support/search.ts";
import { createSession, type TestSession } from "../../support/session.ts";
import {
  answerBooking,
  createDriverSession,
  createRide,
  postRide,
  requestSeats,
  rideBody,
} from "../../support/trips.ts";

// A trip's pickup and drop-off spots: set by the driver near the trip's ends, read only by
// the driver and riders holding a confirmed seat with no block between them.
const app = await createTestApp();

const ENDS = { originLat: 29.6516, originLng: -82.3248, destinationLat: 28.5384, destinationLng: -81.3789 };
const PICKUP = {
  label: "J. Wayne Reitz Union, Gainesville, FL",
  lat: 29.6463,
  lng: -82.3478,
  note: "North entrance",
};
const DROPOFF = { label: "Orlando Amtrak Station, Orlando, FL", lat: 28.5257, lng: -81.3817 };
// Ocala: some 35 miles from either end
const FAR = { label: "Ocala, FL", lat: 29.1872, lng: -82.1401 };

function tripBody(overrides: Record<string, unknown> = {}) {
  return rideBody({ ...ENDS, pickupSpot: PICKUP, dropoffSpot: DROPOFF, ...overrides });
}

function patchRide(driver: TestSession, rideId: string, payload: Record<string, unknown>) {
  return app.inject({ method: "PATCH", url: `/api/rides/${rideId}`, headers: driver.headers, payload });
}

async function spotsOnRidePage(rideId: string, session?: TestSession) {
  const response = session
    ? await getJson(app, session, `/api/rides/${rideId}`)
    : await app.inject({ url: `/api/rides/${rideId}` });
  expect(response.statusCode, response.body).toBe(200);
  expect(publicRideSchema.safeParse(response.json()).success).toBe(true);
  const { pickupSpot, dropoffSpot } = response.json();
  return { pickupSpot, dropoffSpot };
}

async function storedSpots(rideId: string) {
  const [row] = await app.db
    .select({
      pickupLabel: rides.pickupLabel,
      pickupNote: rides.pickupNote,
      dropoffLabel: rides.dropoffLabel,
    })
    .from(rides)
    .where(eq(rides.id, rideId));
  return row;
}

const SHOWN = {
  pickupSpot: { ...PICKUP, note: "North entrance" },
  dropoffSpot: { ...DROPOFF, note: null },
};
const HIDDEN = { pickupSpot: null, dropoffSpot: null };

describe("POST /api/rides: the pickup and drop-off spots", () => {
  it("are stored with the trip and shown to its driver", async () => {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver, tripBody());
    expect(ride.pickupSpot).toEqual(SHOWN.pickupSpot);
    expect(ride.dropoffSpot).toEqual(SHOWN.dropoffSpot);
    expect(await spotsOnRidePage(ride.id, driver)).toEqual(SHOWN);
  });

  it("are optional", async () => {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver, rideBody(ENDS));
    expect({ pickupSpot: ride.pickupSpot, dropoffSpot: ride.dropoffSpot }).toEqual(HIDDEN);
  });

  it("refuse a pickup spot more than 5 miles from the start, and write nothing", async () => {
    const driver = await createDriverSession(app);
    const response = await postRide(app, driver, tripBody({ pickupSpot: FAR }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.pickupSpot).toBe(TRIP_MESSAGES.pickupSpotTooFar);
    const mine = await getJson(app, driver, "/api/rides/mine?scope=upcoming");
    expect(mine.json().rides).toEqual([]);
  });

  it("refuse a drop-off spot more than 5 miles from the end", async () => {
    const driver = await createDriverSession(app);
    const response = await postRide(app, driver, tripBody({ dropoffSpot: FAR }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.dropoffSpot).toBe(TRIP_MESSAGES.dropoffSpotTooFar);
  });

  it("refuse a spot on a trip whose start has no known location", async () => {
    const driver = await createDriverSession(app);
    const response = await postRide(app, driver, rideBody({ pickupSpot: PICKUP }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.pickupSpot).toBe(TRIP_MESSAGES.pickupSpotTooFar);
  });

  it("refuse a note without its place, and a note that is too long", async () => {
    const driver = await createDriverSession(app);
    const noPlace = await postRide(app, driver, tripBody({ pickupSpot: { note: "North entrance" } }));
    expect(noPlace.statusCode).toBe(400);
    expect(JSON.stringify(noPlace.json().error.fields)).toContain(TRIP_MESSAGES.pickupSpotPlace);
    const noCoordinates = await postRide(
      app,
      driver,
      tripBody({ dropoffSpot: { label: DROPOFF.label, note: "By the taxis" } }),
    );
    expect(noCoordinates.statusCode).toBe(400);
    expect(JSON.stringify(noCoordinates.json().error.fields)).toContain(TRIP_MESSAGES.dropoffSpotPlace);
    const longNote = await postRide(
      app,
      driver,
      tripBody({ pickupSpot: { ...PICKUP, note: "x".repeat(LIMITS.spotNote + 1) } }),
    );
    expect(longNote.statusCode).toBe(400);
    expect(JSON.stringify(longNote.json().error.fields)).toContain(TRIP_MESSAGES.spotNoteTooLong);
  });
});

describe("PATCH /api/rides/:id: the pickup and drop-off spots", () => {
  it("are set, changed and removed by the driver", async () => {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver, rideBody(ENDS));
    const set = await patchRide(driver, ride.id, { pickupSpot: PICKUP });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().pickupSpot).toEqual(SHOWN.pickupSpot);
    expect(set.json().dropoffSpot).toBeNull();

    const changed = await patchRide(driver, ride.id, { pickupSpot: { ...PICKUP, note: "South steps" } });
    expect(changed.json().pickupSpot.note).toBe("South steps");

    const removed = await patchRide(driver, ride.id, { pickupSpot: null });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().pickupSpot).toBeNull();
    expect(await storedSpots(ride.id)).toEqual({ pickupLabel: null, pickupNote: null, dropoffLabel: null });
  });

  it("refuse a spot too far from the trip's ends, leaving the trip as it was", async () => {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver, tripBody());
    const pickup = await patchRide(driver, ride.id, { pickupSpot: FAR, notes: "Changed" });
    expect(pickup.statusCode).toBe(400);
    expect(pickup.json().error.fields.pickupSpot).toBe(TRIP_MESSAGES.pickupSpotTooFar);
    const dropoff = await patchRide(driver, ride.id, { dropoffSpot: FAR });
    expect(dropoff.statusCode).toBe(400);
    expect(dropoff.json().error.fields.dropoffSpot).toBe(TRIP_MESSAGES.dropoffSpotTooFar);
    expect(await storedSpots(ride.id)).toEqual({
      pickupLabel: PICKUP.label,
      pickupNote: PICKUP.note,
      dropoffLabel: DROPOFF.label,
    });
    expect((await getJson(app, driver, `/api/rides/${ride.id}`)).json().notes).toBe(
      "Leaving from Reitz Union",
    );
  });

  it("refuse a note without its place", async () => {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver, rideBody(ENDS));
    const response = await patchRide(driver, ride.id, { pickupSpot: { note: "North entrance" } });
    expect(response.statusCode).toBe(400);
    expect(await storedSpots(ride.id)).toEqual({ pickupLabel: null, pickupNote: null, dropoffLabel: null });
  });

  it("are not changed by anyone but the driver", async () => {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver, rideBody(ENDS));
    const other = await createDriverSession(app);
    expect((await patchRide(other, ride.id, { pickupSpot: PICKUP })).statusCode).toBe(404);
    expect(await storedSpots(ride.id)).toEqual({ pickupLabel: null, pickupNote: null, dropoffLabel: null });
  });
});

describe("who reads the spots", () => {
  async function tripWithRequest() {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver, tripBody());
    const rider = await createSession(app);
    const booking = await requestSeats(app, rider, ride.id);
    return { driver, ride, rider, booking };
  }

  it("a rider once the driver approves the seat, on the ride page and the booking", async () => {
    const { driver, ride, rider, booking } = await tripWithRequest();
    expect((await answerBooking(app, driver, booking.id, "approve")).statusCode).toBe(200);
    expect(await spotsOnRidePage(ride.id, rider)).toEqual(SHOWN);
    const view = (await getJson(app, rider, `/api/bookings/${booking.id}`)).json();
    expect({ pickupSpot: view.ride.pickupSpot, dropoffSpot: view.ride.dropoffSpot }).toEqual(SHOWN);
    const mine = await getJson(app, rider, "/api/bookings/mine?scope=upcoming");
    const listed = mine.json().bookings.find((item: { id: string }) => item.id === booking.id);
    expect(listed.ride.pickupSpot).toEqual(SHOWN.pickupSpot);
  });

  it("not a rider whose request is pending or was rejected, nor a visitor", async () => {
    const { driver, ride, rider, booking } = await tripWithRequest();
    expect(await spotsOnRidePage(ride.id, rider)).toEqual(HIDDEN);
    const pendingView = await getJson(app, rider, `/api/bookings/${booking.id}`);
    expect(pendingView.json().ride.pickupSpot).toBeNull();
    expect(pendingView.body).not.toContain("North entrance");
    expect(await spotsOnRidePage(ride.id)).toEqual(HIDDEN);
    expect(await spotsOnRidePage(ride.id, await createSession(app))).toEqual(HIDDEN);

    expect((await answerBooking(app, driver, booking.id, "reject")).statusCode).toBe(200);
    expect(await spotsOnRidePage(ride.id, rider)).toEqual(HIDDEN);
  });

  it("not the search's results, even for a rider with a confirmed seat", async () => {
    const { driver, ride, rider, booking } = await tripWithRequest();
    expect((await answerBooking(app, driver, booking.id, "approve")).statusCode).toBe(200);
    const body = searchBody("gainesville", "orlando", ride.departureDate);
    for (const headers of [{}, rider.headers]) {
      const response = await postSearch(app, body, headers);
      expect(response.statusCode, response.body).toBe(200);
      const found = response.json().data.find((item: { id: string }) => item.id === ride.id);
      expect(found).toMatchObject({ pickupSpot: null, dropoffSpot: null });
      expect(response.body).not.toContain("North entrance");
    }
  });

  it("not a rider with a confirmed seat once either has blocked the other", async () => {
    const first = await tripWithRequest();
    expect((await answerBooking(app, first.driver, first.booking.id, "approve")).statusCode).toBe(200);
    const blocked = await app.inject({
      method: "PUT",
      url: `/api/blocks/${first.driver.user.id}`,
      headers: first.rider.headers,
    });
    expect(blocked.statusCode, blocked.body).toBeLessThan(300);
    const view = await getJson(app, first.rider, `/api/bookings/${first.booking.id}`);
    expect(view.statusCode).toBe(200);
    expect(view.json().ride.pickupSpot).toBeNull();
    expect(view.body).not.toContain("North entrance");
    expect((await getJson(app, first.rider, `/api/rides/${first.ride.id}`)).statusCode).toBe(404);
    // the driver still reads their own spots
    expect((await spotsOnRidePage(first.ride.id, first.driver)).pickupSpot).toEqual(SHOWN.pickupSpot);

    const second = await tripWithRequest();
    expect((await answerBooking(app, second.driver, second.booking.id, "approve")).statusCode).toBe(200);
    const blockedByDriver = await app.inject({
      method: "PUT",
      url: `/api/blocks/${second.rider.user.id}`,
      headers: second.driver.headers,
    });
    expect(blockedByDriver.statusCode, blockedByDriver.body).toBeLessThan(300);
    const secondView = await getJson(app, second.rider, `/api/bookings/${second.booking.id}`);
    expect(secondView.json().ride.pickupSpot).toBeNull();
  });
});
