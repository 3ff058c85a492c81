import { describe, expect, it } from "vitest";
import { createTestApp } from "../../support/app.ts";
import { statementsOf } from "../../support/query-count.ts";
import { createSession } from "../../support/session.ts";
import { answerBooking, createDriverSession, createRide, postBooking } from "../../support/trips.ts";

/*
 * Each booking write's answer costs a few round trips to the database, whatever its
 * speed: the session, the checks' read and one statement (or one short transaction) for
 * the write itself. Counted as the statements the answer sent, a transaction's BEGIN and
 * COMMIT left out (PGlite sends none; on PostgreSQL the approval's transaction adds them).
 */
const MAX_ROUND_TRIPS = 5;

const isTransactionEdge = (statement: string) => /^\s*(begin|commit|rollback)\b/i.test(statement);
const roundTrips = (statements: string[]) => statements.filter((statement) => !isTransactionEdge(statement));

const app = await createTestApp();

async function pendingRequest() {
  const driver = await createDriverSession(app);
  const ride = await createRide(app, driver, { availableSeats: 3 });
  const rider = await createSession(app);
  // the session is read once before, as a signed-in student's earlier page did
  await app.inject({ method: "GET", url: "/api/bookings/mine", headers: rider.headers });
  await app.inject({ method: "GET", url: "/api/rides/mine", headers: driver.headers });
  return { driver, ride, rider };
}

describe("round trips of booking writes", () => {
  it(`a seat request with an Idempotency-Key, and its approval, each take at most ${MAX_ROUND_TRIPS}`, async () => {
    const { driver, ride, rider } = await pendingRequest();
    const requested = await statementsOf(() =>
      postBooking(app, rider, { rideId: ride.id, seatsRequested: 1, bagsCount: 0 }, "round-trips-1"),
    );
    expect(requested.result.statusCode, requested.result.body).toBe(201);
    expect(roundTrips(requested.statements).length, requested.statements.join("\n")).toBeLessThanOrEqual(
      MAX_ROUND_TRIPS,
    );

    const approved = await statementsOf(() =>
      answerBooking(app, driver, requested.result.json().id, "approve"),
    );
    expect(approved.result.statusCode, approved.result.body).toBe(200);
    expect(approved.result.json()).toMatchObject({ status: "approved" });
    expect(roundTrips(approved.statements).length, approved.statements.join("\n")).toBeLessThanOrEqual(
      MAX_ROUND_TRIPS,
    );
  });
});
