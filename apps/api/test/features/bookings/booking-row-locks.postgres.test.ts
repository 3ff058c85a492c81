import { BOOKING_MESSAGES } from "@campusride/shared/messages";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, rides } from "../../../src/db/schema/index.ts";
import { createTestApp } from "../../support/app.ts";
import { createSession } from "../../support/session.ts";
import {
  answerBooking,
  createDriverSession,
  createRide,
  postBooking,
  requestSeats,
} from "../../support/trips.ts";

// Steps that wait for each other's rows: another transaction is held open at a chosen
// point while the API's step waits for a row it holds. PostgreSQL only (TEST_DB=postgres):
// the held transaction has its own connection, which PGlite has not.
const app = await createTestApp();

/** Until a statement of this database waits for a row lock (the API's step, at a held row). */
async function untilAStepWaitsForARow(): Promise<void> {
  for (;;) {
    const result = (await app.db.execute(
      sql`select count(*)::int as waiting from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
    )) as unknown as { rows: Array<{ waiting: number }> };
    if (result.rows[0]!.waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe("a request racing the trip's cancellation", () => {
  it.each([
    { instantBooking: false, kind: "a request" },
    { instantBooking: true, kind: "an instant booking" },
  ])(
    "$kind that waited for the cancellation is refused as for a trip no longer available, and nothing is written",
    async ({ instantBooking }) => {
      const driver = await createDriverSession(app);
      const ride = await createRide(app, driver, { availableSeats: 3, instantBooking });
      const rider = await createSession(app);
      let commit!: () => void;
      const committed = new Promise<void>((resolve) => (commit = resolve));
      const cancellation = app.db.transaction(async (tx) => {
        await tx.update(rides).set({ status: "cancelled" }).where(eq(rides.id, ride.id));
        await committed;
      });

      const request = postBooking(app, rider, { rideId: ride.id, seatsRequested: 1, bagsCount: 0 });
      await untilAStepWaitsForARow();
      commit();
      await cancellation;
      const response = await request;

      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().error.message).toBe(BOOKING_MESSAGES.rideUnavailable);
      expect(await app.db.select().from(bookings).where(eq(bookings.rideId, ride.id))).toEqual([]);
      const [stored] = await app.db.select().from(rides).where(eq(rides.id, ride.id));
      expect(stored!.seatsTaken).toBe(0);
    },
  );
});

describe("an approval racing a status change of the same request", () => {
  it("waits for the change, whose notification of the trip it never blocks (never a deadlock)", async () => {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver, { availableSeats: 3 });
    const request = await requestSeats(app, await createSession(app), ride.id, 1);
    let commit!: () => void;
    const committed = new Promise<void>((resolve) => (commit = resolve));
    let approval!: ReturnType<typeof answerBooking>;
    // a change of the request (as a rejection does): the booking's row first, then the
    // notification naming the trip, whose foreign key takes a key-share lock on the trip's row
    await app.db.transaction(async (tx) => {
      await tx.update(bookings).set({ updatedAt: new Date() }).where(eq(bookings.id, request.id));
      approval = answerBooking(app, driver, request.id, "approve");
      await untilAStepWaitsForARow();
      await tx.select({ id: rides.id }).from(rides).where(eq(rides.id, ride.id)).for("key share");
      commit();
      await committed;
    });
    const response = await approval;

    expect(response.statusCode, response.body).toBe(200);
  });
});
