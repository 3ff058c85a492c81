import { BOOKING_MESSAGES, notEnoughSeatsMessage } from "@campusride/shared/messages";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, rides } from "../../../src/db/schema/index.ts";
import { createTestApp } from "../../support/app.ts";
import { UNLIMITED_CALLERS } from "../../support/unlimited-callers.ts";
import { createSession, type TestSession } from "../../support/session.ts";
import {
  answerBooking,
  createDriverSession,
  createRide,
  postBooking,
  requestSeats,
} from "../../support/trips.ts";

// Requests racing each other on one ride. PGlite runs one query at a time, so a missing
// lock or guard would never show there: this file runs on PostgreSQL only (TEST_DB=postgres, which
// `npm test` adds when TEST_DATABASE_URL is set), with a pool of connections.
describe("approvals racing on PostgreSQL", async () => {
  // one driver answering dozens of requests at once, on purpose: past an account's 16 in flight
  const app = await createTestApp(UNLIMITED_CALLERS);

  async function rideSeats(rideId: string) {
    const [row] = await app.db
      .select({ availableSeats: rides.availableSeats, seatsTaken: rides.seatsTaken })
      .from(rides)
      .where(eq(rides.id, rideId));
    return row!;
  }

  async function approvedSeats(rideId: string): Promise<number> {
    const rows = await app.db
      .select({ seats: bookings.seatsRequested, status: bookings.status })
      .from(bookings)
      .where(eq(bookings.rideId, rideId));
    return rows.filter((row) => row.status === "approved").reduce((sum, row) => sum + row.seats, 0);
  }

  it("50 concurrent approvals of one-seat requests on a 3-seat ride approve exactly 3", async () => {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver, { availableSeats: 3 });
    const riders = await Promise.all(Array.from({ length: 50 }, () => createSession(app)));
    const requests = await Promise.all(riders.map((rider) => requestSeats(app, rider, ride.id, 1)));

    const answers = await Promise.all(
      requests.map((request) => answerBooking(app, driver, request.id, "approve")),
    );

    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(47);
    for (const answer of answers.filter((one) => one.statusCode === 409)) {
      expect(answer.json().error.message).toBe(notEnoughSeatsMessage(0, 1));
    }
    const seats = await rideSeats(ride.id);
    expect(seats.seatsTaken).toBe(3);
    expect(await approvedSeats(ride.id)).toBe(3);
    const pending = await app.db.select().from(bookings).where(eq(bookings.status, "pending"));
    expect(pending.filter((row) => row.rideId === ride.id)).toHaveLength(47);
  });

  it("approvals of requests of different sizes never take more seats than the ride has", async () => {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver, { availableSeats: 7 });
    const sizes = [3, 2, 1, 3, 2, 1, 3, 2, 1, 2, 3, 1];
    const requests = await Promise.all(
      sizes.map(async (size) => requestSeats(app, await createSession(app), ride.id, size)),
    );
    const answers = await Promise.all(
      requests.map((request) => answerBooking(app, driver, request.id, "approve")),
    );
    expect(answers.every((answer) => answer.statusCode === 200 || answer.statusCode === 409)).toBe(true);
    const taken = (await rideSeats(ride.id)).seatsTaken;
    expect(taken).toBeLessThanOrEqual(7);
    expect(taken).toBe(await approvedSeats(ride.id));
    const approvedSizes = requests
      .filter((_request, index) => answers[index]!.statusCode === 200)
      .map((request) => request.seatsRequested);
    expect(approvedSizes.reduce((sum, size) => sum + size, 0)).toBe(taken);
    // every refused request was refused because it did not fit in what was left
    expect(Math.min(...sizes.filter((_size, index) => answers[index]!.statusCode === 409))).toBeGreaterThan(
      7 - taken,
    );
  });

  it("approve, reject and cancel racing on one request: one driver's answer or the withdrawal wins, a seat is taken at most once", async () => {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver, { availableSeats: 7 });
    const riders = await Promise.all(Array.from({ length: 7 }, () => createSession(app)));
    const requests = await Promise.all(riders.map((rider) => requestSeats(app, rider, ride.id, 1)));

    const rounds = await Promise.all(
      requests.map((request, index) =>
        Promise.all([
          answerBooking(app, driver, request.id, "approve"),
          answerBooking(app, driver, request.id, "reject"),
          answerBooking(app, driver, request.id, "approve"),
          answerBooking(app, riders[index]!, request.id, "cancel"),
        ]),
      ),
    );

    for (const [index, [...driverAnswers]] of rounds.entries()) {
      const cancel = driverAnswers.pop()!;
      const [won, ...others] = driverAnswers.filter((answer) => answer.statusCode === 200);
      // the driver's second approval answers with the approved request: the same answer, nothing taken twice
      expect(
        others.map((answer) => answer.json()),
        `request ${index}`,
      ).toEqual(others.map(() => won!.json()));
      if (won?.json().status === "rejected") expect(others, `request ${index}`).toEqual([]);
      for (const loser of driverAnswers.filter((answer) => answer.statusCode !== 200)) {
        expect(loser.statusCode).toBe(409);
        expect(loser.json().error.message).toBe(BOOKING_MESSAGES.notPending);
      }
      const [stored] = await app.db.select().from(bookings).where(eq(bookings.id, requests[index]!.id));
      if (cancel.statusCode === 200) {
        // withdrawn while pending, or the confirmed seat cancelled after the approval
        expect(won === undefined || won.json().status === "approved").toBe(true);
        expect(stored!.status).toBe("cancelled");
      } else {
        // only a rejection leaves nothing to cancel
        expect(cancel.json().error.message).toBe(BOOKING_MESSAGES.cancelNotActive);
        expect(won!.json().status).toBe("rejected");
        expect(stored!.status).toBe("rejected");
      }
    }
    expect((await rideSeats(ride.id)).seatsTaken).toBe(await approvedSeats(ride.id));
  });

  it("a driver lowering the seats while approvals run never ends below the seats approved", async () => {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver, { availableSeats: 4 });
    const requests = await Promise.all(
      Array.from({ length: 4 }, async () => requestSeats(app, await createSession(app), ride.id, 1)),
    );
    const [lower, ...approvals] = await Promise.all([
      app.inject({
        method: "PATCH",
        url: `/api/rides/${ride.id}`,
        headers: driver.headers,
        payload: { availableSeats: 2 },
      }),
      ...requests.map((request) => answerBooking(app, driver, request.id, "approve")),
    ]);
    expect([200, 409]).toContain(lower!.statusCode);
    expect(approvals.every((answer) => answer.statusCode === 200 || answer.statusCode === 409)).toBe(true);
    const seats = await rideSeats(ride.id);
    expect(seats.seatsTaken).toBeLessThanOrEqual(seats.availableSeats);
    expect(seats.seatsTaken).toBe(await approvedSeats(ride.id));
    expect(seats.availableSeats).toBe(lower!.statusCode === 200 ? 2 : 4);
  });

  const TRIPS = 40;

  /**
   * On each of 40 trips one rider's request (approved first when `isConfirmed`); then, on
   * every trip at once, `step` on it races the same rider's second request for the trip.
   */
  async function raceSecondRequests(
    isConfirmed: boolean,
    step: (driver: TestSession, rider: TestSession, requestId: string) => ReturnType<typeof answerBooking>,
  ) {
    const driver = await createDriverSession(app);
    const rider = await createSession(app);
    const trips = await Promise.all(
      Array.from({ length: TRIPS }, async () => {
        const ride = await createRide(app, driver, { availableSeats: 4 });
        const request = await requestSeats(app, rider, ride.id, 2);
        if (isConfirmed)
          expect((await answerBooking(app, driver, request.id, "approve")).statusCode).toBe(200);
        return { rideId: ride.id, requestId: request.id };
      }),
    );
    const answers = await Promise.all(
      trips.map(({ rideId, requestId }) =>
        Promise.all([
          step(driver, rider, requestId),
          postBooking(app, rider, { rideId, seatsRequested: 1, bagsCount: 0 }),
        ]),
      ),
    );
    return { trips, answers };
  }

  // a rider's new request racing a step on their request on the same trip
  it("the driver approving the first while the rider asks again: approved, and the second refused (never a deadlock)", async () => {
    const { answers } = await raceSecondRequests(false, (driver, _rider, requestId) =>
      answerBooking(app, driver, requestId, "approve"),
    );
    for (const [approval, second] of answers) {
      expect(approval.statusCode, approval.body).toBe(200);
      expect(second.statusCode, second.body).toBe(409);
      expect(second.json().error.message).toBe(BOOKING_MESSAGES.alreadyRequested);
    }
  });

  it("the rider cancelling a confirmed seat while asking again: cancelled, the second made or refused as it came (never a deadlock)", async () => {
    const { trips, answers } = await raceSecondRequests(true, (_driver, rider, requestId) =>
      answerBooking(app, rider, requestId, "cancel"),
    );
    for (const [cancel, second] of answers) {
      expect(cancel.statusCode, cancel.body).toBe(200);
      expect([201, 409], second.body).toContain(second.statusCode);
    }
    for (const { rideId } of trips) {
      expect((await rideSeats(rideId)).seatsTaken).toBe(await approvedSeats(rideId));
    }
  });
});
