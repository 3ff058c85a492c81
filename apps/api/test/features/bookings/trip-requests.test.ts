import { TRIP_MESSAGES } from "@campusride/shared/messages";
import { tripRequestsResponseSchema, type TripRequest } from "@campusride/shared/schemas/bookings";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../support/app.ts";
import { createSession, type TestSession } from "../../support/session.ts";
import { answerBooking, createDriverSession, createRide, requestSeats } from "../../support/trips.ts";

const app = await createTestApp();

function readRequests(session: TestSession | undefined, rideId: string) {
  return app.inject({ url: `/api/rides/${rideId}/requests`, headers: session?.headers ?? {} });
}

describe("GET /api/rides/:id/requests", () => {
  it("shows the driver the trip and its requests by status, each rider by name only", async () => {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver, { availableSeats: 4, pricePerSeatCents: 1800 });
    const riders = await Promise.all(
      ["Ana", "Ben", "Cleo", "Dev"].map((firstName) =>
        createSession(app, { firstName, lastName: "Student", phone: "(352) 555-0199" }),
      ),
    );
    const [ana, ben, cleo, dev] = riders as [TestSession, TestSession, TestSession, TestSession];
    const waiting = await requestSeats(app, ana, ride.id, 2, { bagsCount: 2, notes: "Two suitcases" });
    const approved = await requestSeats(app, ben, ride.id, 1);
    const rejected = await requestSeats(app, cleo, ride.id, 1);
    const withdrawn = await requestSeats(app, dev, ride.id, 1);
    await answerBooking(app, driver, approved.id, "approve");
    await answerBooking(app, driver, rejected.id, "reject");
    await answerBooking(app, dev, withdrawn.id, "cancel");

    const response = await readRequests(driver, ride.id);
    expect(response.statusCode, response.body).toBe(200);
    const body = tripRequestsResponseSchema.parse(response.json());
    expect(body.ride).toMatchObject({ id: ride.id, seatsRemaining: 3, pendingRequests: 1, status: "active" });
    const ids = (list: TripRequest[]) => list.map((request) => request.id);
    expect(ids(body.pending)).toEqual([waiting.id]);
    expect(ids(body.approved)).toEqual([approved.id]);
    expect(ids(body.rejected)).toEqual([rejected.id]);
    expect(body.pending[0]).toMatchObject({
      seatsRequested: 2,
      bagsCount: 2,
      totalPriceCents: 3600,
      notes: "Two suitcases",
      rider: { id: ana.user.id, firstName: "Ana", lastName: "Student" },
    });
    // the rider's private fields are never sent
    expect(Object.keys(body.pending[0]!.rider).sort()).toEqual(["firstName", "id", "lastName"]);
    for (const rider of riders) expect(response.body).not.toContain(rider.user.email);
    expect(response.body).not.toMatch(/email/i);
    // a confirmed rider's phone, for the pickup; no one else's
    expect(body.approved[0]!.riderPhone).toBe("(352) 555-0199");
    for (const request of [...body.pending, ...body.rejected])
      expect(request).not.toHaveProperty("riderPhone");
  });

  it("tells anyone but the driver that the trip is not theirs to see", async () => {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver);
    const rider = await createSession(app);
    await requestSeats(app, rider, ride.id, 1);
    for (const session of [await createDriverSession(app), rider]) {
      const response = await readRequests(session, ride.id);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(TRIP_MESSAGES.notFoundOrForbidden);
      expect(response.body).not.toContain(rider.user.id);
    }
    expect((await readRequests(undefined, ride.id)).statusCode).toBe(401);
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-trip"]) {
      const response = await readRequests(driver, id);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(TRIP_MESSAGES.notFoundOrForbidden);
    }
  });

  it("still shows a cancelled trip's requests to its driver", async () => {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver);
    const booking = await requestSeats(app, await createSession(app), ride.id, 1);
    await app.inject({ method: "POST", url: `/api/rides/${ride.id}/cancel`, headers: driver.headers });
    const body = (await readRequests(driver, ride.id)).json();
    expect(body.ride.status).toBe("cancelled");
    expect(body.pending.map((request: TripRequest) => request.id)).toEqual([booking.id]);
  });
});
