import { addDaysLocal, todayLocal } from "@campusride/shared/domain/local-time";
import { SERIES_MESSAGES, TRIP_MESSAGES } from "@campusride/shared/messages";
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications, profiles, rides, rideSeries } from "../../../src/db/schema/index.ts";
import { advanceClock, now, resetClock } from "../../../src/lib/clock.ts";
import { createTestApp } from "../../support/app.ts";
import { createSession } from "../../support/session.ts";
import {
  answerBooking,
  cancelTrip,
  createDriverSession,
  dayFromToday,
  moveDeparture,
  requestSeats,
} from "../../support/trips.ts";
import { createSeries, datesOn, seriesCall } from "./series-support.ts";

const app = await createTestApp();
const DAY_MS = 24 * 3600 * 1000;

async function tripsOf(seriesId: string) {
  return app.db
    .select({ id: rides.id, date: rides.departureDate, status: rides.status, price: rides.pricePerSeatCents })
    .from(rides)
    .where(eq(rides.seriesId, seriesId))
    .orderBy(asc(rides.departureDate));
}

async function toldOfCancel(userId: string) {
  return app.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, "ride_cancelled")));
}

describe("the occurrence job", () => {
  it("makes each occurrence once, rolls on with the days, and never remakes a cancelled one", async () => {
    const driver = await createDriverSession(app);
    const { series, rides: made } = await createSeries(app, driver, { weekdays: [1, 3, 5] });
    expect(await app.makeSeriesOccurrences()).toBe(0);
    expect(await tripsOf(series.id)).toHaveLength(made.length);

    // one occurrence cancelled by its driver stays cancelled, even if the job looks again
    await cancelTrip(app, driver, made[1]!.id);
    await app.db.update(rideSeries).set({ generatedThrough: null }).where(eq(rideSeries.id, series.id));
    expect(await app.makeSeriesOccurrences()).toBe(0);
    const after = await tripsOf(series.id);
    expect(after).toHaveLength(made.length);
    expect(after.find((trip) => trip.id === made[1]!.id)?.status).toBe("cancelled");

    try {
      // a week later, the next week's occurrences are made (Florida's dates on the server's clock)
      advanceClock(7 * DAY_MS);
      const newWeek = datesOn([1, 3, 5], 28, 34);
      expect(await app.makeSeriesOccurrences()).toBe(newWeek.length);
      const dates = (await tripsOf(series.id)).map((trip) => trip.date);
      expect(new Set(dates).size).toBe(dates.length);
      expect(dates.at(-1)! <= addDaysLocal(todayLocal(now()), 27)).toBe(true);
      expect(dates).toEqual(expect.arrayContaining(newWeek));
      expect(await app.makeSeriesOccurrences()).toBe(0);
    } finally {
      resetClock();
    }
  });

  it("makes no trip for a cancelled series, nor for a driver whose account is off", async () => {
    const stopped = await createSeries(app, await createDriverSession(app), { weekdays: [2] });
    const driver = await createDriverSession(app);
    const off = await createSeries(app, driver, { weekdays: [2] });
    for (const { series } of [stopped, off]) {
      await app.db.delete(rides).where(eq(rides.seriesId, series.id));
      await app.db.update(rideSeries).set({ generatedThrough: null }).where(eq(rideSeries.id, series.id));
    }
    await app.db.update(rideSeries).set({ status: "cancelled" }).where(eq(rideSeries.id, stopped.series.id));
    await app.db.update(profiles).set({ isActive: false }).where(eq(profiles.id, driver.user.id));
    expect(await app.makeSeriesOccurrences()).toBe(0);
    expect(await tripsOf(stopped.series.id)).toHaveLength(0);
    expect(await tripsOf(off.series.id)).toHaveLength(0);
    // back on: its trips are made again
    await app.db.update(profiles).set({ isActive: true }).where(eq(profiles.id, driver.user.id));
    expect(await app.makeSeriesOccurrences()).toBe(off.rides.length);
  });
});

describe("PATCH /api/ride-series/:id", () => {
  it("changes every future occurrence under the trips' rules, and lists those it left", async () => {
    const driver = await createDriverSession(app);
    const { series, rides: made } = await createSeries(app, driver, { weekdays: [2, 4], availableSeats: 3 });
    const rider = await createSession(app);
    const booking = await requestSeats(app, rider, made[0]!.id, 2);
    expect((await answerBooking(app, driver, booking.id, "approve")).statusCode).toBe(200);

    const response = await seriesCall(app, driver, "PATCH", series.id, "", {
      availableSeats: 1,
      notes: "Leaving from the Reitz Union bus loop",
      pricePerSeatCents: 3000,
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer.series).toMatchObject({ availableSeats: 1, pricePerSeatCents: 3000 });
    // the trip with two approved seats keeps its seats and its price
    expect(answer.skipped).toEqual([{ rideId: made[0]!.id, reason: TRIP_MESSAGES.seatsBelowApproved }]);
    const byId = new Map(answer.rides.map((ride: { id: string }) => [ride.id, ride]));
    expect(byId.get(made[0]!.id)).toMatchObject({ availableSeats: 3, pricePerSeatCents: 2500 });
    for (const ride of made.slice(1)) {
      expect(byId.get(ride.id)).toMatchObject({
        availableSeats: 1,
        pricePerSeatCents: 3000,
        notes: "Leaving from the Reitz Union bus loop",
      });
    }
  });

  it("a new price skips a trip a rider already asked for at the old one", async () => {
    const driver = await createDriverSession(app);
    const { series, rides: made } = await createSeries(app, driver, { weekdays: [3] });
    await requestSeats(app, await createSession(app), made[0]!.id, 1);
    const response = await seriesCall(app, driver, "PATCH", series.id, "", { pricePerSeatCents: 1800 });
    expect(response.statusCode).toBe(200);
    expect(response.json().skipped).toEqual([
      { rideId: made[0]!.id, reason: SERIES_MESSAGES.priceHasRiders },
    ]);
    const prices = (await tripsOf(series.id)).map((trip) => trip.price);
    expect(prices).toEqual([2500, ...made.slice(1).map(() => 1800)]);
  });

  it("an earlier last date cancels the trips after it; a later one makes them", async () => {
    const driver = await createDriverSession(app);
    const { series, rides: made } = await createSeries(app, driver, { weekdays: [1, 2, 3, 4, 5, 6, 7] });
    const endsOn = dayFromToday(10);
    const shorter = await seriesCall(app, driver, "PATCH", series.id, "", { endsOn });
    expect(shorter.statusCode, shorter.body).toBe(200);
    expect(
      shorter.json().rides.every((ride: { departureDate: string }) => ride.departureDate <= endsOn),
    ).toBe(true);
    const cancelled = (await tripsOf(series.id)).filter((trip) => trip.status === "cancelled");
    expect(cancelled.map((trip) => trip.date)).toEqual(
      made.filter((ride) => ride.departureDate > endsOn).map((ride) => ride.departureDate),
    );
    const longer = await seriesCall(app, driver, "PATCH", series.id, "", { endsOn: dayFromToday(90) });
    expect(longer.statusCode).toBe(200);
    // the cancelled dates are not made again
    expect(longer.json().rides.map((ride: { departureDate: string }) => ride.departureDate)).toEqual(
      made.filter((ride) => ride.departureDate <= endsOn).map((ride) => ride.departureDate),
    );
  });

  it("refuses another driver's series (404 before the body), bad input (400), a cancelled series (409)", async () => {
    const driver = await createDriverSession(app);
    const { series } = await createSeries(app, driver);
    const other = await createDriverSession(app);
    for (const body of [{ availableSeats: 2 }, { availableSeats: "x" }]) {
      const response = await seriesCall(app, other, "PATCH", series.id, "", body);
      expect(response.statusCode).toBe(404);
    }
    expect((await seriesCall(app, undefined, "PATCH", series.id, "", { availableSeats: 2 })).statusCode).toBe(
      401,
    );
    expect((await seriesCall(app, driver, "PATCH", "not-a-uuid", "", { availableSeats: 2 })).statusCode).toBe(
      404,
    );
    expect((await seriesCall(app, driver, "PATCH", series.id, "", {})).statusCode).toBe(400);
    const tooLong = await seriesCall(app, driver, "PATCH", series.id, "", { endsOn: dayFromToday(400) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields.endsOn).toBe(SERIES_MESSAGES.tooLong(6));
    expect((await seriesCall(app, driver, "POST", series.id, "cancel")).statusCode).toBe(200);
    const stopped = await seriesCall(app, driver, "PATCH", series.id, "", { availableSeats: 2 });
    expect(stopped.statusCode).toBe(409);
    expect(stopped.json().error.message).toBe(SERIES_MESSAGES.notActive);
  });
});

describe("POST /api/ride-series/:id/cancel", () => {
  it("cancels every future occurrence through the trip's cancel (riders told), stops the series", async () => {
    const driver = await createDriverSession(app);
    const { series, rides: made } = await createSeries(app, driver, { weekdays: [1, 4] });
    const rider = await createSession(app);
    const booking = await requestSeats(app, rider, made[2]!.id, 1);
    expect((await answerBooking(app, driver, booking.id, "approve")).statusCode).toBe(200);
    // the first trip has left already: it stays as it is
    await moveDeparture(app, made[0]!.id, dayFromToday(-1));

    const response = await seriesCall(app, driver, "POST", series.id, "cancel");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().series).toMatchObject({
      status: "cancelled",
      upcomingCount: 0,
      nextDepartureDate: null,
    });
    expect([...response.json().cancelledRideIds].sort()).toEqual(
      made
        .slice(1)
        .map((ride) => ride.id)
        .sort(),
    );
    const statuses = new Map((await tripsOf(series.id)).map((trip) => [trip.id, trip.status]));
    expect(statuses.get(made[0]!.id)).toBe("active");
    expect(made.slice(1).every((ride) => statuses.get(ride.id) === "cancelled")).toBe(true);
    expect(await toldOfCancel(rider.user.id)).toHaveLength(1);
    // the job makes nothing for it any more
    await app.db.update(rideSeries).set({ generatedThrough: null }).where(eq(rideSeries.id, series.id));
    expect(await app.makeSeriesOccurrences()).toBe(0);

    const again = await seriesCall(app, driver, "POST", series.id, "cancel");
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ series: { status: "cancelled" }, cancelledRideIds: [] });
  });

  it("is its driver's only: anyone else 404, signed out 401, and nothing changes", async () => {
    const driver = await createDriverSession(app);
    const { series } = await createSeries(app, driver, { weekdays: [6] });
    for (const other of [await createDriverSession(app), await createSession(app)]) {
      const response = await seriesCall(app, other, "POST", series.id, "cancel");
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(SERIES_MESSAGES.notDriver);
    }
    expect((await seriesCall(app, undefined, "POST", series.id, "cancel")).statusCode).toBe(401);
    const [row] = await app.db.select().from(rideSeries).where(eq(rideSeries.id, series.id));
    expect(row!.status).toBe("active");
    expect((await tripsOf(series.id)).every((trip) => trip.status === "active")).toBe(true);
  });
});

describe("GET /api/ride-series/:id and /mine", () => {
  it("shows a series and its upcoming trips to any signed-in student, but not across a block", async () => {
    const driver = await createDriverSession(app);
    const { series, rides: made } = await createSeries(app, driver, { weekdays: [2] });
    const rider = await createSession(app);
    const seen = await seriesCall(app, rider, "GET", series.id);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().rides.map((ride: { id: string }) => ride.id)).toEqual(made.map((ride) => ride.id));
    expect((await seriesCall(app, undefined, "GET", series.id)).statusCode).toBe(401);
    expect((await seriesCall(app, rider, "GET", crypto.randomUUID())).statusCode).toBe(404);

    const block = await app.inject({
      method: "PUT",
      url: `/api/blocks/${driver.user.id}`,
      headers: rider.headers,
    });
    expect(block.statusCode, block.body).toBeLessThan(300);
    const hidden = await seriesCall(app, rider, "GET", series.id);
    expect(hidden.statusCode).toBe(404);
    const request = await seriesCall(app, rider, "POST", series.id, "requests", {
      seatsRequested: 1,
      bagsCount: 0,
    });
    expect(request.statusCode).toBe(404);
    expect(request.json().error.message).toBe(SERIES_MESSAGES.notFound);
  });

  it("lists the driver's own series; a rider is refused (403)", async () => {
    const driver = await createDriverSession(app);
    const { series } = await createSeries(app, driver, { weekdays: [7] });
    const mine = await app.inject({ url: "/api/ride-series/mine", headers: driver.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().series.map((row: { id: string }) => row.id)).toEqual([series.id]);
    const rider = await createSession(app);
    const refused = await app.inject({ url: "/api/ride-series/mine", headers: rider.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(SERIES_MESSAGES.onlyDrivers);
  });
});
