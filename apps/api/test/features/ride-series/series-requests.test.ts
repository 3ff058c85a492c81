import { BOOKING_MESSAGES, SERIES_MESSAGES } from "@campusride/shared/messages";
import { requestRideSeriesResponseSchema } from "@campusride/shared/schemas/ride-series";
import { count, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings } from "../../../src/db/schema/index.ts";
import { createTestApp } from "../../support/app.ts";
import { createSession } from "../../support/session.ts";
import { answerBooking, createDriverSession, requestSeats } from "../../support/trips.ts";
import { createSeries, seriesCall } from "./series-support.ts";

const app = await createTestApp();

async function bookingsOf(riderId: string) {
  return app.db.select().from(bookings).where(eq(bookings.riderId, riderId));
}

function requestAll(session: Parameters<typeof seriesCall>[1], seriesId: string, body: unknown) {
  return seriesCall(app, session, "POST", seriesId, "requests", body);
}

describe("POST /api/ride-series/:id/requests", () => {
  it("asks for a seat on every upcoming trip, each an ordinary request the driver answers on its own", async () => {
    const driver = await createDriverSession(app);
    const { series, rides } = await createSeries(app, driver, { weekdays: [2, 5], availableSeats: 2 });
    const rider = await createSession(app);
    // one trip already asked for, one full
    await requestSeats(app, rider, rides[0]!.id, 1);
    const other = await createSession(app);
    const full = await requestSeats(app, other, rides[1]!.id, 2);
    expect((await answerBooking(app, driver, full.id, "approve")).statusCode).toBe(200);

    const response = await requestAll(rider, series.id, {
      seatsRequested: 1,
      bagsCount: 1,
      notes: "Two bags",
    });
    expect(response.statusCode, response.body).toBe(201);
    const answer = requestRideSeriesResponseSchema.parse(response.json());
    expect(answer.skipped).toEqual([
      { rideId: rides[0]!.id, reason: "already_requested" },
      { rideId: rides[1]!.id, reason: "full" },
    ]);
    expect(answer.bookings.map((booking) => booking.rideId)).toEqual(rides.slice(2).map((ride) => ride.id));
    for (const booking of answer.bookings) {
      expect(booking).toMatchObject({
        status: "pending",
        seatsRequested: 1,
        bagsCount: 1,
        riderId: rider.user.id,
      });
    }
    expect(await bookingsOf(rider.user.id)).toHaveLength(rides.length - 1);
    // each answered on its own
    const approved = await answerBooking(app, driver, answer.bookings[0]!.id, "approve");
    expect(approved.statusCode).toBe(200);
    const [stillPending] = await app.db
      .select({ n: count() })
      .from(bookings)
      .where(
        inArray(
          bookings.id,
          answer.bookings.slice(1).map((booking) => booking.id),
        ),
      );
    expect(stillPending!.n).toBe(answer.bookings.length - 1);

    // again: nothing left to ask for → 409, nothing written
    const again = await requestAll(rider, series.id, { seatsRequested: 1, bagsCount: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(SERIES_MESSAGES.noneRequestable);
    expect(await bookingsOf(rider.user.id)).toHaveLength(rides.length - 1);
  });

  it("on an instant-booking series every seat is confirmed at once", async () => {
    const driver = await createDriverSession(app);
    const { series, rides } = await createSeries(app, driver, { weekdays: [3], instantBooking: true });
    const rider = await createSession(app);
    const response = await requestAll(rider, series.id, { seatsRequested: 2, bagsCount: 0 });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().bookings.map((booking: { status: string }) => booking.status)).toEqual(
      rides.map(() => "approved"),
    );
    const seen = await seriesCall(app, rider, "GET", series.id);
    expect(seen.json().rides.map((ride: { seatsRemaining: number }) => ride.seatsRemaining)).toEqual(
      rides.map(() => 1),
    );
  });

  it("is a rider's: a driver 403, the series' own driver 403, signed out 401, bad input 400", async () => {
    const driver = await createDriverSession(app, { userType: "both" });
    const { series } = await createSeries(app, driver, { weekdays: [4] });
    const otherDriver = await createDriverSession(app);
    const refused = await requestAll(otherDriver, series.id, { seatsRequested: 1, bagsCount: 0 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(SERIES_MESSAGES.onlyRiders);
    const own = await requestAll(driver, series.id, { seatsRequested: 1, bagsCount: 0 });
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe(BOOKING_MESSAGES.ownRide);
    expect((await requestAll(undefined, series.id, { seatsRequested: 1, bagsCount: 0 })).statusCode).toBe(
      401,
    );
    const rider = await createSession(app);
    const bad = await requestAll(rider, series.id, { seatsRequested: 0, bagsCount: 0 });
    expect(bad.statusCode).toBe(400);
    expect(
      (await requestAll(rider, crypto.randomUUID(), { seatsRequested: 1, bagsCount: 0 })).statusCode,
    ).toBe(404);
    expect(await bookingsOf(rider.user.id)).toHaveLength(0);
    expect(await bookingsOf(driver.user.id)).toHaveLength(0);
  });

  it("a women-only series does not exist for a rider it is not for", async () => {
    const driver = await createDriverSession(app, { gender: "female" });
    const { series } = await createSeries(app, driver, {
      weekdays: [1],
      preferences: {
        luggageSize: "suitcase",
        maxTwoInBack: false,
        petsAllowed: false,
        smokingAllowed: false,
        musicAllowed: true,
        womenOnly: true,
      },
    });
    const rider = await createSession(app);
    expect((await seriesCall(app, rider, "GET", series.id)).statusCode).toBe(404);
    expect((await requestAll(rider, series.id, { seatsRequested: 1, bagsCount: 0 })).statusCode).toBe(404);
  });
});
