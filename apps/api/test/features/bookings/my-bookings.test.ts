import { BOOKING_MESSAGES } from "@campusride/shared/messages";
import { myBookingsResponseSchema, riderBookingSchema } from "@campusride/shared/schemas/bookings";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings } from "../../../src/db/schema/index.ts";
import { driverCar } from "../../support/accounts.ts";
import { createTestApp } from "../../support/app.ts";
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

function getMine(session: TestSession | undefined, scope?: string) {
  return app.inject({
    method: "GET",
    url: scope === undefined ? "/api/bookings/mine" : `/api/bookings/mine?scope=${scope}`,
    headers: session?.headers ?? {},
  });
}

async function mine(session: TestSession, scope: "upcoming" | "past") {
  const response = await getMine(session, scope);
  expect(response.statusCode, response.body).toBe(200);
  return myBookingsResponseSchema.parse(response.json()).bookings;
}

function getBooking(session: TestSession | undefined, id: string) {
  return app.inject({ method: "GET", url: `/api/bookings/${id}`, headers: session?.headers ?? {} });
}

async function storedBooking(id: string) {
  const [row] = await app.db.select().from(bookings).where(eq(bookings.id, id));
  return row!;
}

describe("GET /api/bookings/mine", () => {
  it("splits the rider's requests into upcoming and past & cancelled, each with its ride and driver", async () => {
    const driver = await createDriverSession(app, { firstName: "Dana" });
    const rider = await createSession(app);
    const later = await createRide(app, driver, { departureDate: dayFromToday(9) });
    const sooner = await createRide(app, driver, { departureDate: dayFromToday(2), pricePerSeatCents: 1000 });
    const rejectedRide = await createRide(app, driver, { departureDate: dayFromToday(5) });
    const withdrawnRide = await createRide(app, driver);
    const cancelledRide = await createRide(app, driver);
    const departedRide = await createRide(app, driver);

    const laterBooking = await requestSeats(app, rider, later.id, 1);
    const soonerBooking = await requestSeats(app, rider, sooner.id, 2);
    await answerBooking(app, driver, soonerBooking.id, "approve");
    const rejected = await requestSeats(app, rider, rejectedRide.id, 1);
    await answerBooking(app, driver, rejected.id, "reject");
    const withdrawn = await requestSeats(app, rider, withdrawnRide.id, 1);
    await answerBooking(app, rider, withdrawn.id, "cancel");
    const onCancelledRide = await requestSeats(app, rider, cancelledRide.id, 1);
    await app.inject({
      method: "POST",
      url: `/api/rides/${cancelledRide.id}/cancel`,
      headers: driver.headers,
    });
    const onDepartedRide = await requestSeats(app, rider, departedRide.id, 1);
    await moveDeparture(app, departedRide.id, dayFromToday(-3));
    // someone else's request is never listed
    await requestSeats(app, await createSession(app), later.id, 1);

    const upcoming = await mine(rider, "upcoming");
    // soonest departure first: the next trip is on top
    expect(upcoming.map((booking) => booking.id)).toEqual([soonerBooking.id, rejected.id, laterBooking.id]);
    expect(upcoming[0]).toMatchObject({
      status: "approved",
      seatsRequested: 2,
      totalPriceCents: 2000,
      priceCents: 2000,
      ride: { id: sooner.id, status: "active", riderPricePerSeatCents: 1400, driver: { firstName: "Dana" } },
    });
    expect(upcoming[0]!.ride.driver.carMake).toBeTruthy();
    // the trip's notes, as written for the rider whose seat is confirmed
    expect(upcoming[0]!.ride.notes).toBe("Leaving from Reitz Union");

    const past = await mine(rider, "past");
    expect(new Set(past.map((booking) => booking.id))).toEqual(
      new Set([withdrawn.id, onCancelledRide.id, onDepartedRide.id]),
    );
    // latest departure first
    expect(past.at(-1)!.id).toBe(onDepartedRide.id);
    const cancelledByDriver = past.find((booking) => booking.id === onCancelledRide.id)!;
    expect(cancelledByDriver).toMatchObject({ status: "pending", ride: { status: "cancelled" } });
    expect(past.find((booking) => booking.id === withdrawn.id)).toMatchObject({
      status: "cancelled",
      ride: { status: "active" },
    });

    // upcoming is the default scope
    expect((await getMine(rider)).json().bookings).toHaveLength(3);
  });

  it("lists a completed trip's booking under past as completed", async () => {
    const driver = await createDriverSession(app);
    const rider = await createSession(app);
    const ride = await createRide(app, driver);
    const booking = await requestSeats(app, rider, ride.id, 1);
    await answerBooking(app, driver, booking.id, "approve");
    await moveDeparture(app, ride.id, dayFromToday(-1));
    const completed = await app.inject({
      method: "POST",
      url: `/api/rides/${ride.id}/complete`,
      headers: driver.headers,
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(await mine(rider, "upcoming")).toEqual([]);
    expect(await mine(rider, "past")).toMatchObject([
      { id: booking.id, status: "completed", ride: { status: "completed" } },
    ]);
  });

  it("is a rider's list: a user of type both sees theirs in either mode, a driver is refused", async () => {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver);
    const both = await createSession(app, { userType: "both", ...driverCar });
    const booking = await requestSeats(app, both, ride.id, 1);
    expect(await mine(both, "upcoming")).toMatchObject([{ id: booking.id }]);
    const driverMode = await app.inject({
      method: "PUT",
      url: "/api/me/active-role",
      headers: both.headers,
      payload: { activeRole: "driver" },
    });
    expect(driverMode.statusCode, driverMode.body).toBe(200);
    expect(await mine(both, "upcoming")).toMatchObject([{ id: booking.id }]);

    for (const scope of ["upcoming", "everything"]) {
      const refused = await getMine(driver, scope);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toEqual({ code: "FORBIDDEN", message: BOOKING_MESSAGES.ownBookingsOnly });
    }
  });

  it("asks a signed-out visitor to sign in, and refuses an unknown scope", async () => {
    const signedOut = await getMine(undefined, "upcoming");
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error.message).toBe("Authentication required");
    const bad = await getMine(await createSession(app), "everything");
    expect(bad.statusCode).toBe(400);
  });
});

describe("GET /api/bookings/:id", () => {
  it("shows the rider, and the ride's driver, the booking with its ride", async () => {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver, { pricePerSeatCents: 2500 });
    const rider = await createSession(app);
    const booking = await requestSeats(app, rider, ride.id, 2, { bagsCount: 3 });
    for (const session of [rider, driver]) {
      const response = await getBooking(session, booking.id);
      expect(response.statusCode, response.body).toBe(200);
      expect(riderBookingSchema.parse(response.json())).toMatchObject({
        id: booking.id,
        seatsRequested: 2,
        bagsCount: 3,
        totalPriceCents: 5000,
        priceCents: 5000,
        ride: { id: ride.id, pricePerSeatCents: 2500, riderPricePerSeatCents: 3500 },
      });
    }
  });

  it("tells another rider, another driver and an unknown id nothing (404); signed out is 401", async () => {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver);
    const booking = await requestSeats(app, await createSession(app), ride.id, 1);
    for (const session of [await createSession(app), await createDriverSession(app)]) {
      const response = await getBooking(session, booking.id);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({ code: "NOT_FOUND", message: BOOKING_MESSAGES.notFound });
    }
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-booking"]) {
      expect((await getBooking(driver, id)).statusCode).toBe(404);
    }
    const signedOut = await getBooking(undefined, booking.id);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error.message).toBe("Authentication required");
  });

  it("another rider cancelling the booking is told 404 and nothing changes", async () => {
    const ride = await createRide(app, await createDriverSession(app));
    const booking = await requestSeats(app, await createSession(app), ride.id, 1);
    const before = await storedBooking(booking.id);
    const response = await answerBooking(app, await createSession(app), booking.id, "cancel");
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(BOOKING_MESSAGES.notFound);
    expect(await storedBooking(booking.id)).toEqual(before);
  });
});
