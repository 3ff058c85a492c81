import { addDaysLocal, addMonthsLocal } from "@campusride/shared/domain/local-time";
import { SERIES_MESSAGES, TRIP_MESSAGES } from "@campusride/shared/messages";
import { rideSeriesWithRidesSchema } from "@campusride/shared/schemas/ride-series";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rideSeries, rides } from "../../../src/db/schema/index.ts";
import { createTestApp } from "../../support/app.ts";
import { foundIds, searchBody, tripBetween } from "../../support/search.ts";
import { createSession } from "../../support/session.ts";
import { createDriverSession, createRide, dayFromToday } from "../../support/trips.ts";
import { createSeries, datesOn, postSeries, seriesBody } from "./series-support.ts";

const app = await createTestApp();

async function seriesCount(driverId: string): Promise<number> {
  const [row] = await app.db.select({ n: count() }).from(rideSeries).where(eq(rideSeries.driverId, driverId));
  return row!.n;
}

async function tripCount(driverId: string): Promise<number> {
  const [row] = await app.db.select({ n: count() }).from(rides).where(eq(rides.driverId, driverId));
  return row!.n;
}

describe("POST /api/ride-series", () => {
  it("makes the series and its ordinary trips of the next four weeks, each naming it", async () => {
    const driver = await createDriverSession(app);
    const created = await createSeries(app, driver, { weekdays: [2, 4] });
    const answer = rideSeriesWithRidesSchema.parse(created);
    const expected = datesOn([2, 4], 1, 27);
    expect(answer.series).toMatchObject({
      driverId: driver.user.id,
      weekdays: [2, 4],
      departureTime: "09:30",
      status: "active",
      departureCity: "Gainesville, FL",
      destinationCity: "Orlando, FL",
      availableSeats: 3,
      pricePerSeatCents: 2500,
      nextDepartureDate: expected[0],
      upcomingCount: expected.length,
    });
    expect(answer.rides.map((ride) => ride.departureDate)).toEqual(expected);
    for (const ride of answer.rides) {
      expect(ride).toMatchObject({ seriesId: answer.series.id, departureTime: "09:30", status: "active" });
    }
    // an ordinary trip: its page and the driver's list say which series it is of
    const page = await app.inject({ url: `/api/rides/${answer.rides[0]!.id}`, headers: driver.headers });
    expect(page.json().seriesId).toBe(answer.series.id);
    const mine = await app.inject({ url: "/api/rides/mine", headers: driver.headers });
    expect(mine.json().rides.map((ride: { seriesId: string }) => ride.seriesId)).toEqual(
      expected.map(() => answer.series.id),
    );
    // riders find it in the search
    const found = await foundIds(app, searchBody("gainesville", "orlando", expected[1]!));
    expect(found).toContain(answer.rides[1]!.id);
  });

  it("a repeat with the same Idempotency-Key makes one series; another body with it is refused", async () => {
    const driver = await createDriverSession(app);
    const first = await postSeries(app, driver, seriesBody(), "series-key-1");
    expect(first.statusCode, first.body).toBe(201);
    const again = await postSeries(app, driver, seriesBody(), "series-key-1");
    expect(again.statusCode).toBe(200);
    expect(again.json().series.id).toBe(first.json().series.id);
    const other = await postSeries(app, driver, seriesBody({ weekdays: [6] }), "series-key-1");
    expect(other.statusCode).toBe(422);
    expect(await seriesCount(driver.user.id)).toBe(1);
  });

  it("refuses a series longer than six months (400, on endsOn); six months exactly is one", async () => {
    const startsOn = dayFromToday(1);
    const sixMonths = await postSeries(
      app,
      await createDriverSession(app),
      seriesBody({ startsOn, endsOn: addMonthsLocal(startsOn, 6) }),
    );
    expect(sixMonths.statusCode, sixMonths.body).toBe(201);
    const driver = await createDriverSession(app);
    const tooLong = await postSeries(
      app,
      driver,
      seriesBody({ startsOn, endsOn: addDaysLocal(addMonthsLocal(startsOn, 6), 1) }),
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields.endsOn).toBe(SERIES_MESSAGES.tooLong(6));
    expect(await seriesCount(driver.user.id)).toBe(0);
  });

  it("refuses a series with no weekday, or with a weekday twice (400, on weekdays)", async () => {
    const driver = await createDriverSession(app);
    for (const weekdays of [[], [1, 1], [0], [8]]) {
      const response = await postSeries(app, driver, seriesBody({ weekdays }));
      expect(response.statusCode, JSON.stringify(weekdays)).toBe(400);
      const fields = Object.keys(response.json().error.fields);
      expect(fields.some((field) => field.startsWith("weekdays"))).toBe(true);
    }
    const none = await postSeries(app, driver, seriesBody({ weekdays: [] }));
    expect(none.json().error.fields.weekdays).toBe(SERIES_MESSAGES.weekdays);
    expect(await seriesCount(driver.user.id)).toBe(0);
  });

  it("refuses a start in the past, a last date before the first, and a range without the chosen days", async () => {
    const driver = await createDriverSession(app);
    const past = await postSeries(app, driver, seriesBody({ startsOn: dayFromToday(-1) }));
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields.startsOn).toBe(SERIES_MESSAGES.startsPast);
    const backwards = await postSeries(app, driver, seriesBody({ endsOn: dayFromToday(0) }));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields.endsOn).toBe(SERIES_MESSAGES.endsBeforeStart);
    const [monday] = datesOn([1], 1, 8);
    const noDate = await postSeries(
      app,
      driver,
      seriesBody({ startsOn: monday, endsOn: monday, weekdays: [3] }),
    );
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().error.fields.weekdays).toBe(SERIES_MESSAGES.noDates);
    expect(await seriesCount(driver.user.id)).toBe(0);
  });

  it("refuses an occurrence overlapping the driver's active trip (409), and none is made", async () => {
    const driver = await createDriverSession(app);
    const [tuesday] = datesOn([2], 8, 14);
    await createRide(app, driver, {
      ...tripBetween("gainesville", "orlando"),
      departureDate: tuesday,
      departureTime: "10:00",
    });
    const response = await postSeries(app, driver, seriesBody({ weekdays: [2] }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: "SERIES_OVERLAP",
      message: SERIES_MESSAGES.overlap(tuesday!),
    });
    expect(await seriesCount(driver.user.id)).toBe(0);
    expect(await tripCount(driver.user.id)).toBe(1);
    // after that trip's arrival (1 h 55 min), the same days are free
    const later = await postSeries(app, driver, seriesBody({ weekdays: [2], departureTime: "12:00" }));
    expect(later.statusCode, later.body).toBe(201);
  });

  it("refuses a series overlapping another series' trip not made yet (409)", async () => {
    const driver = await createDriverSession(app);
    // the first series starts in five weeks: none of its trips is made yet
    await createSeries(app, driver, { weekdays: [3], startsOn: dayFromToday(35), endsOn: dayFromToday(80) });
    const overlapping = await postSeries(
      app,
      driver,
      seriesBody({ weekdays: [3, 5], departureTime: "10:30" }),
    );
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().error.code).toBe("SERIES_OVERLAP");
    const otherDays = await postSeries(app, driver, seriesBody({ weekdays: [5], departureTime: "10:30" }));
    expect(otherDays.statusCode, otherDays.body).toBe(201);
  });

  it("answers for rides: signed out 401, a rider 403 with the trips' reason, whatever the body", async () => {
    expect((await postSeries(app, undefined, seriesBody())).statusCode).toBe(401);
    const rider = await createSession(app);
    for (const body of [seriesBody(), { weekdays: "x" }]) {
      const response = await postSeries(app, rider, body);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(TRIP_MESSAGES.onlyDrivers);
    }
    expect(await seriesCount(rider.user.id)).toBe(0);
  });
});
