import { bookingSchema } from "@campusride/shared/schemas/bookings";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings } from "../../../src/db/schema/index.ts";
import { createTestApp } from "../../support/app.ts";
import { UNLIMITED_CALLERS } from "../../support/unlimited-callers.ts";
import { createSession } from "../../support/session.ts";
import { createDriverSession, createRide, postBooking } from "../../support/trips.ts";

// A rider's request sent many times at once (a double click, a retrying client, several
// tabs). On PGlite the requests queue; on PostgreSQL (TEST_DB=postgres) they really race
// over a pool of connections, and the unique indexes must still leave one booking.
// one rider's 20 requests at once, on purpose: past an account's 16 in flight
const app = await createTestApp(UNLIMITED_CALLERS);

async function bookingsOfRide(rideId: string) {
  return app.db.select().from(bookings).where(eq(bookings.rideId, rideId));
}

describe("creating a booking under concurrency", () => {
  it("20 parallel requests by one rider for one ride make one booking; the others are told why", async () => {
    const ride = await createRide(app, await createDriverSession(app), { availableSeats: 7 });
    const rider = await createSession(app);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        postBooking(app, rider, { rideId: ride.id, seatsRequested: 1, bagsCount: 0 }),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(refused.json().error.code).toBe("CONFLICT");
    }
    const stored = await bookingsOfRide(ride.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ riderId: rider.user.id, status: "pending" });
  });

  it("the same Idempotency-Key sent ten times at once makes one booking and ten identical replies", async () => {
    const ride = await createRide(app, await createDriverSession(app));
    const rider = await createSession(app);
    const body = { rideId: ride.id, seatsRequested: 2, bagsCount: 1, notes: "By the library" };
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => postBooking(app, rider, body, "request-a-ride-7f3a")),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const first = bookingSchema.parse(responses[0]!.json());
    for (const response of responses) expect(response.json()).toEqual(first);
    expect(first).toMatchObject({ seatsRequested: 2, bagsCount: 1, status: "pending" });
    expect(await bookingsOfRide(ride.id)).toHaveLength(1);
  });
});
