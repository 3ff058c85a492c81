import { riderSeatPriceCents } from "@campusride/shared/domain/payments";
import { eq } from "drizzle-orm";
import { setTimeout } from "node:timers/promises";
import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { bookings, rides } from "../../../src/db/schema/index.ts";
import { readSeatBook, seatViolations } from "../../support/booking-invariants.ts";
import { createTestApp } from "../../support/app.ts";
import { UNLIMITED_CALLERS } from "../../support/unlimited-callers.ts";
import { createSession } from "../../support/session.ts";
import { answerBooking, createDriverSession, createRide } from "../../support/trips.ts";

// Trials of a trip with few seats and more requests than fit, all approved at once through
// the API (APPROVAL_TRIALS of them: 200 in npm test, 1,000 in npm run test:faults); a
// quarter of the trips also lowered by their driver during the approvals. PostgreSQL only
// (TEST_DB=postgres): a pool of connections really races. The trips and their pending
// requests are written straight to the tables (the requests as POST /api/bookings writes
// them): the approvals are what is tried.
const TRIALS = Number(process.env.APPROVAL_TRIALS ?? 200);
// Half a second a trial and at least two minutes: 200 trials take about 12 s on a quiet
// machine, and the long fault run's 1,000 share the cores with a crash run beside them.
const TIME_LIMIT_MS = Math.max(120_000, TRIALS * 500);
/** How often one answer is sent while the database is too busy to take it (503). */
const BUSY_ATTEMPTS = 20;
/** Trials run at once (each with its own trip): about 100 approvals in flight. */
const AT_ONCE = 50;
// one driver answers hundreds of requests, 50 trips at once: past an account's share
const app = await createTestApp(UNLIMITED_CALLERS);
const driver = await createDriverSession(app);
const riders = await Promise.all(Array.from({ length: 5 }, () => createSession(app)));
const template = await createRide(app, driver, { pricePerSeatCents: 2000 });

/**
 * The trials' shapes, the same every run: 1 to 3 seats, 3 to 5 requests of 1 to 3 seats
 * (no more than the trip has), a quarter of the trips lowered by a seat meanwhile.
 */
const SEED = 20_260_514;
const shapes = fc.sample(
  fc
    .record({
      seats: fc.integer({ min: 1, max: 3 }),
      requests: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 3, maxLength: riders.length }),
      isLowered: fc.boolean(),
    })
    .map(({ seats, requests, isLowered }) => ({
      seats,
      requests: requests.map((size) => Math.min(size, seats)),
      lowersTo: isLowered && seats > 1 ? seats - 1 : undefined,
    })),
  { numRuns: TRIALS, seed: SEED },
);
type Shape = (typeof shapes)[number];

/** Copies of the template trip with these seats, and each one's pending requests. */
async function tripsWithRequests(batch: readonly Shape[]) {
  const [row] = await app.db.select().from(rides).where(eq(rides.id, template.id));
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, idempotencyKey: _key, ...trip } = row!;
  const made = await app.db
    .insert(rides)
    .values(batch.map((shape) => ({ ...trip, availableSeats: shape.seats })))
    .returning({ id: rides.id });
  const requests = await app.db
    .insert(bookings)
    .values(
      batch.flatMap((shape, at) =>
        shape.requests.map((seats, rider) => ({
          rideId: made[at]!.id,
          riderId: riders[rider]!.user.id,
          seatsRequested: seats,
          totalPriceCents: trip.pricePerSeatCents * seats,
          priceCents: riderSeatPriceCents("pay_at_pickup", trip.pricePerSeatCents) * seats,
          status: "pending" as const,
        })),
      ),
    )
    .returning({ id: bookings.id, rideId: bookings.rideId, seats: bookings.seatsRequested });
  return made.map((ride) => ({
    rideId: ride.id,
    requests: requests.filter((one) => one.rideId === ride.id),
  }));
}

/**
 * Sends until the answer is final: a 503 (no database connection free within the pool's
 * wait, on a busy machine) says nothing was done and to try again, as the web app does.
 */
async function untilFinal(send: () => Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> {
  for (let attempt = 1; ; attempt += 1) {
    const answer = await send();
    if (answer.statusCode !== 503 || attempt === BUSY_ATTEMPTS) return answer;
    await setTimeout(100 * attempt);
  }
}

/** The trip's requests approved at once, its seats lowered among them when the shape says so. */
async function approveAll(shape: Shape, trip: Awaited<ReturnType<typeof tripsWithRequests>>[number]) {
  const [lowered, ...answers] = await Promise.all([
    shape.lowersTo &&
      untilFinal(() =>
        app.inject({
          method: "PATCH",
          url: `/api/rides/${trip.rideId}`,
          headers: driver.headers,
          payload: { availableSeats: shape.lowersTo },
        }),
      ),
    ...trip.requests.map((request) => untilFinal(() => answerBooking(app, driver, request.id, "approve"))),
  ]);
  return {
    rideId: trip.rideId,
    sizes: trip.requests.map((request) => request.seats),
    codes: [...(lowered ? [lowered.statusCode] : []), ...answers.map((answer) => answer.statusCode)],
    approved: answers.map((answer) => answer.statusCode === 200),
  };
}

describe("1,000 approval trials on PostgreSQL", () => {
  it(
    "never overbook a trip: seats_taken stays within the seats and equals the confirmed seats",
    async () => {
      const violations: string[] = [];
      const codes = new Map<number, number>();
      let approvals = 0;
      for (let first = 0; first < TRIALS; first += AT_ONCE) {
        const batchShapes = shapes.slice(first, first + AT_ONCE);
        const trips = await tripsWithRequests(batchShapes);
        const batch = await Promise.all(batchShapes.map((shape, at) => approveAll(shape, trips[at]!)));
        const book = await readSeatBook(
          app,
          batch.map((one) => one.rideId),
        );
        violations.push(...seatViolations(book));
        for (const one of batch) {
          for (const code of one.codes) codes.set(code, (codes.get(code) ?? 0) + 1);
          approvals += one.approved.filter(Boolean).length;
          const ride = book.rides.find((row) => row.id === one.rideId)!;
          const left = ride.availableSeats - ride.seatsTaken;
          // a request refused did not fit in what was left: no seat is lost to a race either
          const refused = one.sizes.filter((_size, at) => !one.approved[at]);
          if (refused.some((size) => size <= left))
            violations.push(
              `ride ${one.rideId}: ${left} seats left, yet a request for ${Math.min(...refused)} refused (answers ${one.codes.join(", ")})`,
            );
        }
      }
      expect(violations).toEqual([]);
      expect([...codes.keys()].sort()).toEqual([200, 409]);
      // most trials had more requests than seats: both answers are there
      expect(approvals).toBeGreaterThan(TRIALS);
    },
    TIME_LIMIT_MS,
  );
});
