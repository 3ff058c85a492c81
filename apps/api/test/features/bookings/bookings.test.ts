import { departureInstant } from "@campusride/shared/domain/local-time";
import {
  BOOKING_MESSAGES,
  IDEMPOTENCY_MESSAGES,
  notEnoughSeatsMessage,
  TRIP_MESSAGES,
} from "@campusride/shared/messages";
import { bookingSchema } from "@campusride/shared/schemas/bookings";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, rides } from "../../../src/db/schema/index.ts";
import { createTestApp } from "../../support/app.ts";
import { createSession } from "../../support/session.ts";
import {
  answerBooking,
  createDriverSession,
  createRide,
  dayFromToday,
  moveDeparture,
  postBooking,
  requestSeats,
} from "../../support/trips.ts";

const app = await createTestApp();

async function bookingCount(): Promise<number> {
  const [row] = await app.db.select({ n: count() }).from(bookings);
  return row!.n;
}

async function storedBooking(id: string) {
  const [row] = await app.db.select().from(bookings).where(eq(bookings.id, id));
  return row!;
}

async function seatsTaken(rideId: string): Promise<number> {
  const [row] = await app.db.select({ seatsTaken: rides.seatsTaken }).from(rides).where(eq(rides.id, rideId));
  return row!.seatsTaken;
}

async function driverWithRide(overrides: Parameters<typeof createRide>[2] = {}) {
  const driver = await createDriverSession(app);
  const ride = await createRide(app, driver, overrides);
  return { driver, ride };
}

describe("POST /api/bookings", () => {
  it("makes a pending request priced at the driver's price × seats, paid at pickup without the fee", async () => {
    const { ride } = await driverWithRide({ pricePerSeatCents: 2500, availableSeats: 3 });
    const rider = await createSession(app);
    const response = await postBooking(app, rider, {
      rideId: ride.id,
      seatsRequested: 2,
      bagsCount: 3,
      notes: "I'll be at the <script>x</script>bus stop",
    });
    expect(response.statusCode, response.body).toBe(201);
    const booking = bookingSchema.parse(response.json());
    expect(booking).toMatchObject({
      rideId: ride.id,
      riderId: rider.user.id,
      seatsRequested: 2,
      bagsCount: 3,
      totalPriceCents: 5000,
      priceCents: 5000,
      status: "pending",
      notes: "I'll be at the xbus stop",
    });
    // requesting takes no seat; approving does
    expect(await seatsTaken(ride.id)).toBe(0);
  });

  it("lets a user who is both rider and driver request a seat on someone else's ride, not their own", async () => {
    const both = await createDriverSession(app, { userType: "both" });
    const own = await createRide(app, both);
    const refused = await postBooking(app, both, { rideId: own.id, seatsRequested: 1, bagsCount: 0 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(BOOKING_MESSAGES.ownRide);

    const { ride } = await driverWithRide();
    const accepted = await postBooking(app, both, { rideId: ride.id, seatsRequested: 1, bagsCount: 0 });
    expect(accepted.statusCode).toBe(201);
  });

  it("refuses a driver with the catalogue's message, and a signed-out visitor with 401", async () => {
    const { ride } = await driverWithRide();
    const before = await bookingCount();
    const driver = await createDriverSession(app);
    for (const body of [{ rideId: ride.id, seatsRequested: 1, bagsCount: 0 }, { seatsRequested: "abc" }]) {
      const response = await postBooking(app, driver, body);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toMatchObject({
        code: "FORBIDDEN",
        message: BOOKING_MESSAGES.onlyRiders,
      });
    }
    const signedOut = await postBooking(app, undefined, { rideId: ride.id, seatsRequested: 1, bagsCount: 0 });
    expect(signedOut.statusCode).toBe(401);
    expect(await bookingCount()).toBe(before);
  });

  it.each([
    ["0 seats", { seatsRequested: 0 }, BOOKING_MESSAGES.seats],
    ["8 seats", { seatsRequested: 8 }, BOOKING_MESSAGES.seats],
    ["seats 'abc'", { seatsRequested: "abc" }, BOOKING_MESSAGES.seats],
    ["4 bags", { bagsCount: 4 }, BOOKING_MESSAGES.bags],
    ["-1 bags", { bagsCount: -1 }, BOOKING_MESSAGES.bags],
    ["a ride id that is not one", { rideId: "x" }, BOOKING_MESSAGES.rideUnavailable],
    ["200 kB of notes", { notes: "x".repeat(200_000) }, TRIP_MESSAGES.notesTooLong],
  ])("refuses %s (400) and makes nothing", async (_case, overrides, message) => {
    const { ride } = await driverWithRide();
    const before = await bookingCount();
    const response = await postBooking(app, await createSession(app), {
      rideId: ride.id,
      seatsRequested: 1,
      bagsCount: 0,
      ...overrides,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect(await bookingCount()).toBe(before);
  });

  it("refuses more seats than are left", async () => {
    const { driver, ride } = await driverWithRide({ availableSeats: 3 });
    const first = await requestSeats(app, await createSession(app), ride.id, 2);
    await answerBooking(app, driver, first.id, "approve");
    const response = await postBooking(app, await createSession(app), {
      rideId: ride.id,
      seatsRequested: 2,
      bagsCount: 0,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(BOOKING_MESSAGES.notEnoughSeats);
    await requestSeats(app, await createSession(app), ride.id, 1);
  });

  it("only active rides that have not left can be requested", async () => {
    const rider = await createSession(app);
    const { driver, ride: cancelled } = await driverWithRide();
    await app.inject({ method: "POST", url: `/api/rides/${cancelled.id}/cancel`, headers: driver.headers });
    const { ride: departed } = await driverWithRide();
    await app.db
      .update(rides)
      .set({ departureDate: dayFromToday(-1), departureAt: departureInstant(dayFromToday(-1), "08:00") })
      .where(eq(rides.id, departed.id));
    const before = await bookingCount();
    for (const rideId of [cancelled.id, departed.id, "00000000-0000-4000-8000-000000000000"]) {
      const response = await postBooking(app, rider, { rideId, seatsRequested: 1, bagsCount: 0 });
      expect(response.statusCode, rideId).toBe(404);
      expect(response.json().error.message).toBe(BOOKING_MESSAGES.rideUnavailable);
    }
    expect(await bookingCount()).toBe(before);
  });

  it("holds one live request per rider and ride; after withdrawing, the rider may ask again", async () => {
    const { ride } = await driverWithRide();
    const rider = await createSession(app);
    const first = await requestSeats(app, rider, ride.id, 1);
    const again = await postBooking(app, rider, { rideId: ride.id, seatsRequested: 2, bagsCount: 0 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(BOOKING_MESSAGES.alreadyRequested);

    // two different submissions at once: the unique index lets one through
    const other = await createSession(app);
    const racing = await Promise.all([
      postBooking(app, other, { rideId: ride.id, seatsRequested: 1, bagsCount: 0 }),
      postBooking(app, other, { rideId: ride.id, seatsRequested: 1, bagsCount: 0 }),
    ]);
    expect(racing.map((response) => response.statusCode).sort()).toEqual([201, 409]);

    expect((await answerBooking(app, rider, first.id, "cancel")).statusCode).toBe(200);
    await requestSeats(app, rider, ride.id, 1);
  });

  it("makes one request of a double submit with the same Idempotency-Key", async () => {
    const { ride } = await driverWithRide();
    const rider = await createSession(app);
    const before = await bookingCount();
    const body = { rideId: ride.id, seatsRequested: 1, bagsCount: 0 };
    const [one, two] = await Promise.all([
      postBooking(app, rider, body, "seat-request-1"),
      postBooking(app, rider, body, "seat-request-1"),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 201]);
    expect(one.json().id).toBe(two.json().id);
    const later = await postBooking(app, rider, body, "seat-request-1");
    expect(later.statusCode).toBe(200);
    expect(later.json().id).toBe(one.json().id);
    expect(await bookingCount()).toBe(before + 1);

    // the same key with another request is refused, not answered with the first booking
    const reused = await postBooking(app, rider, { ...body, seatsRequested: 2 }, "seat-request-1");
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.message).toBe(IDEMPOTENCY_MESSAGES.keyReused);
    // another rider's same key is their own
    const other = await postBooking(app, await createSession(app), body, "seat-request-1");
    expect(other.statusCode).toBe(201);
    expect(other.json().id).not.toBe(one.json().id);
    expect(await bookingCount()).toBe(before + 2);
  });

  it("a request on a trip that has left can no longer be approved", async () => {
    const { driver, ride } = await driverWithRide();
    const booking = await requestSeats(app, await createSession(app), ride.id, 1);
    await moveDeparture(app, ride.id, dayFromToday(-1));
    const late = await answerBooking(app, driver, booking.id, "approve");
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(TRIP_MESSAGES.departed);
    expect((await storedBooking(booking.id)).status).toBe("pending");
    expect(await seatsTaken(ride.id)).toBe(0);
  });
});

describe("POST /api/bookings/:id/approve, /reject", () => {
  it("approving takes the request's seats; a request is answered once (approving again answers as it stands)", async () => {
    const { driver, ride } = await driverWithRide({ availableSeats: 3 });
    const booking = await requestSeats(app, await createSession(app), ride.id, 2);
    const approved = await answerBooking(app, driver, booking.id, "approve");
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ id: booking.id, status: "approved" });
    expect(await seatsTaken(ride.id)).toBe(2);

    const repeated = await answerBooking(app, driver, booking.id, "approve");
    expect(repeated.statusCode).toBe(200);
    expect(repeated.json()).toEqual(approved.json());
    const rejected = await answerBooking(app, driver, booking.id, "reject");
    expect(rejected.statusCode).toBe(409);
    expect(rejected.json().error.message).toBe(BOOKING_MESSAGES.notPending);
    expect(await seatsTaken(ride.id)).toBe(2);
  });

  it("refuses to approve more seats than are left, telling the driver how many, and changes nothing", async () => {
    const { driver, ride } = await driverWithRide({ availableSeats: 3 });
    const first = await requestSeats(app, await createSession(app), ride.id, 2);
    const second = await requestSeats(app, await createSession(app), ride.id, 2);
    await answerBooking(app, driver, first.id, "approve");
    const refused = await answerBooking(app, driver, second.id, "approve");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(notEnoughSeatsMessage(1, 2));
    expect(refused.json().error.message).toBe(
      "You only have 1 seats available, but this request needs 2 seats.",
    );
    expect((await storedBooking(second.id)).status).toBe("pending");
    expect(await seatsTaken(ride.id)).toBe(2);

    // the driver may still reject it
    const rejected = await answerBooking(app, driver, second.id, "reject");
    expect(rejected.json()).toMatchObject({ status: "rejected" });
    expect(await seatsTaken(ride.id)).toBe(2);
  });

  it("answers another driver, the rider and a signed-out visitor without changing anything", async () => {
    const { ride } = await driverWithRide();
    const rider = await createSession(app);
    const booking = await requestSeats(app, rider, ride.id, 1);
    const before = await storedBooking(booking.id);
    const otherDriver = await createDriverSession(app);
    for (const action of ["approve", "reject"] as const) {
      for (const session of [otherDriver, rider]) {
        const response = await answerBooking(app, session, booking.id, action);
        expect(response.statusCode).toBe(404);
        expect(response.json().error.message).toBe(BOOKING_MESSAGES.notFound);
      }
      const signedOut = await app.inject({ method: "POST", url: `/api/bookings/${booking.id}/${action}` });
      expect(signedOut.statusCode).toBe(401);
    }
    expect(await storedBooking(booking.id)).toEqual(before);
    expect(await seatsTaken(ride.id)).toBe(0);
  });

  it("answers 404 for an unknown or malformed booking id", async () => {
    const driver = await createDriverSession(app);
    for (const id of ["00000000-0000-4000-8000-000000000000", "nope"]) {
      expect((await answerBooking(app, driver, id, "approve")).statusCode).toBe(404);
      expect((await answerBooking(app, driver, id, "reject")).statusCode).toBe(404);
      expect((await answerBooking(app, driver, id, "cancel")).statusCode).toBe(404);
    }
  });
});

describe("POST /api/bookings/:id/cancel", () => {
  it("tells the trip's driver, who reads the booking, that cancelling it is the rider's (403, not 404)", async () => {
    const { driver, ride } = await driverWithRide();
    const rider = await createSession(app);
    const booking = await requestSeats(app, rider, ride.id, 1);
    expect((await answerBooking(app, driver, booking.id, "approve")).statusCode).toBe(200);
    const read = await app.inject({
      method: "GET",
      url: `/api/bookings/${booking.id}`,
      headers: driver.headers,
    });
    expect(read.statusCode).toBe(200);
    const refused = await answerBooking(app, driver, booking.id, "cancel");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(BOOKING_MESSAGES.driverCannotCancel);
    expect((await storedBooking(booking.id)).status).toBe("approved");
    expect(await seatsTaken(ride.id)).toBe(1);
    // anyone else still learns nothing of it
    const otherDriver = await createDriverSession(app);
    expect((await answerBooking(app, otherDriver, booking.id, "cancel")).statusCode).toBe(404);
  });

  it("lets the rider withdraw a pending request, and cancel a confirmed seat, which frees it", async () => {
    const { driver, ride } = await driverWithRide();
    const rider = await createSession(app);
    const pending = await requestSeats(app, rider, ride.id, 1);
    const cancelled = await answerBooking(app, rider, pending.id, "cancel");
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: "cancelled" });
    expect((await answerBooking(app, driver, pending.id, "approve")).statusCode).toBe(409);

    const approved = await requestSeats(app, rider, ride.id, 1);
    await answerBooking(app, driver, approved.id, "approve");
    expect(await seatsTaken(ride.id)).toBe(1);
    const confirmedCancel = await answerBooking(app, rider, approved.id, "cancel");
    expect(confirmedCancel.statusCode).toBe(200);
    expect(confirmedCancel.json()).toMatchObject({ status: "cancelled" });
    expect(await seatsTaken(ride.id)).toBe(0);

    // cancelled again (a retry): the booking as it stands, no seat freed twice
    const again = await answerBooking(app, rider, approved.id, "cancel");
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: approved.id, status: "cancelled" });
    expect(await seatsTaken(ride.id)).toBe(0);
  });

  it("answers someone else's request 404, and the trip's driver 403: it is the rider's to withdraw", async () => {
    const { driver, ride } = await driverWithRide();
    const booking = await requestSeats(app, await createSession(app), ride.id, 1);
    expect((await answerBooking(app, await createSession(app), booking.id, "cancel")).statusCode).toBe(404);
    const drivers = await answerBooking(app, driver, booking.id, "cancel");
    expect(drivers.statusCode).toBe(403);
    expect(drivers.json().error.message).toBe(BOOKING_MESSAGES.driverCannotCancel);
    expect((await storedBooking(booking.id)).status).toBe("pending");
  });
});
