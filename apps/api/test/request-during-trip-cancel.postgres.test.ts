import { BOOKING_MESSAGES } from "@campusride/shared/messages";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, rides } from "../src/db/schema/index.ts";
import { createTestApp } from "./support/app.ts";
import { createSession } from "./support/session.ts";
import { createDriverSession, createRide, postBooking } from "./support/trips.ts";

// A seat request sent while the driver's cancellation of the trip is committing: the
// request has read the trip as active and then waits for the trip's row. PostgreSQL only
// (TEST_DB=postgres): the cancellation holds its own connection, which PGlite has not.
const app = await createTestApp();

/** Until a statement of this database waits for a row lock (the request, at the trip's row). */
async function untilARequestWaitsForTheTrip(): Promise<void> {
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
      await untilARequestWaitsForTheTrip();
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
