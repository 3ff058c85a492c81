import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, rides } from "../../../src/db/schema/index.ts";
import { createTestApp } from "../../support/app.ts";
import { createSession } from "../../support/session.ts";
import { createDriverSession, createRide, postBooking } from "../../support/trips.ts";

// Many riders booking the last seats of an instant-booking trip at once. On PGlite the
// requests queue; on PostgreSQL (TEST_DB=postgres) they really race over a pool of
// connections, and the guarded seat statement must still leave the trip never overbooked.
const app = await createTestApp();

describe("instant booking under concurrency", () => {
  it("12 riders booking 1 seat each at once on a 5-seat trip: 5 confirmed, 7 refused, nothing half-written", async () => {
    const ride = await createRide(app, await createDriverSession(app), {
      availableSeats: 5,
      instantBooking: true,
    });
    const riders = await Promise.all(Array.from({ length: 12 }, () => createSession(app)));
    const responses = await Promise.all(
      riders.map((rider) => postBooking(app, rider, { rideId: ride.id, seatsRequested: 1, bagsCount: 0 })),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(5);
    expect(codes.filter((code) => code === 409)).toHaveLength(7);
    for (const confirmed of responses.filter((response) => response.statusCode === 201)) {
      expect(confirmed.json().status).toBe("approved");
    }
    const stored = await app.db.select().from(bookings).where(eq(bookings.rideId, ride.id));
    expect(stored.map((booking) => booking.status)).toEqual(Array(5).fill("approved"));
    const [row] = await app.db
      .select({ seatsTaken: rides.seatsTaken })
      .from(rides)
      .where(eq(rides.id, ride.id));
    expect(row!.seatsTaken).toBe(5);
  });
});
