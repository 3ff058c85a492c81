import { MAX_DRIVER_LATE_MINUTES, RIDE_DAY_OPENS_MINUTES } from "@campusride/shared/domain/ride-day";
import { RIDE_DAY_MESSAGES } from "@campusride/shared/messages";
import { notificationsResponseSchema } from "@campusride/shared/schemas/notifications";
import { rideDaySchema } from "@campusride/shared/schemas/ride-day";
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { bookings, notifications, rideDayEvents, rides } from "../../../src/db/schema/index.ts";
import { advanceClock, nowMs, resetClock } from "../../../src/lib/clock.ts";
import { createTestApp } from "../../support/app.ts";
import { createSession, type TestSession } from "../../support/session.ts";
import {
  answerBooking,
  cancelTrip,
  createDriverSession,
  createRide,
  requestSeats,
} from "../../support/trips.ts";

const app = await createTestApp();
const MINUTE = 60_000;

afterEach(() => resetClock());

function readDay(session: TestSession | undefined, rideId: string) {
  return app.inject({ url: `/api/rides/${rideId}/day`, headers: session?.headers ?? {} });
}

function setStatus(session: TestSession | undefined, rideId: string, payload: object) {
  return app.inject({
    method: "POST",
    url: `/api/rides/${rideId}/day/status`,
    headers: session?.headers ?? {},
    payload,
  });
}

async function day(session: TestSession, rideId: string) {
  const response = await readDay(session, rideId);
  expect(response.statusCode, response.body).toBe(200);
  return rideDaySchema.parse(response.json());
}

async function okStatus(session: TestSession, rideId: string, payload: object) {
  const response = await setStatus(session, rideId, payload);
  expect(response.statusCode, response.body).toBe(200);
  return rideDaySchema.parse(response.json());
}

function expectError(
  response: { statusCode: number; json: () => unknown },
  status: number,
  message?: string,
) {
  expect(response.statusCode).toBe(status);
  if (message !== undefined) expect(response.json()).toMatchObject({ error: { message } });
}

/**
 * A trip a week away: Dana drives, Sam and Ria hold approved seats, Penny's request is
 * pending, Rex's rejected, Otto is a stranger.
 */
async function tripDay() {
  resetClock();
  const driver = await createDriverSession(app, { firstName: "Dana" });
  const ride = await createRide(app, driver, { availableSeats: 5 });
  const rider = await createSession(app, { firstName: "Sam" });
  const otherRider = await createSession(app, { firstName: "Ria" });
  const pending = await createSession(app, { firstName: "Penny" });
  const rejected = await createSession(app, { firstName: "Rex" });
  const outsider = await createSession(app, { firstName: "Otto" });
  const booking = await requestSeats(app, rider, ride.id);
  const otherBooking = await requestSeats(app, otherRider, ride.id);
  await requestSeats(app, pending, ride.id);
  const rejectedBooking = await requestSeats(app, rejected, ride.id);
  for (const id of [booking.id, otherBooking.id]) {
    expect((await answerBooking(app, driver, id, "approve")).statusCode).toBe(200);
  }
  expect((await answerBooking(app, driver, rejectedBooking.id, "reject")).statusCode).toBe(200);
  const [row] = await app.db.select().from(rides).where(eq(rides.id, ride.id));
  return {
    driver,
    ride,
    departureAt: row!.departureAt,
    rider,
    otherRider,
    pending,
    rejected,
    outsider,
    booking,
    otherBooking,
  };
}

/** The server's clock `minutes` before the trip's departure. */
function minutesBefore(departureAt: Date, minutes: number): void {
  resetClock();
  advanceClock(departureAt.getTime() - minutes * MINUTE - nowMs());
}

async function dayNotifications(userId: string) {
  return app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, "ride_day_status")));
}

async function bellTexts(session: TestSession) {
  const response = await app.inject({ url: "/api/notifications", headers: session.headers });
  expect(response.statusCode, response.body).toBe(200);
  return notificationsResponseSchema.parse(response.json()).notifications.map((n) => n.text);
}

async function blockBetween(blocker: TestSession, blocked: TestSession) {
  const response = await app.inject({
    method: "PUT",
    url: `/api/blocks/${blocked.user.id}`,
    headers: blocker.headers,
  });
  expect(response.statusCode, response.body).toBe(201);
}

describe("who follows a trip's day", () => {
  it("is its driver and its approved riders; anyone else finds nothing", async () => {
    const trip = await tripDay();
    const driverDay = await day(trip.driver, trip.ride.id);
    expect(driverDay).toMatchObject({
      myRole: "driver",
      status: "scheduled",
      canSetStatus: false,
      events: [],
    });
    expect(driverDay.bookingId).toBeUndefined();
    const riderDay = await day(trip.rider, trip.ride.id);
    expect(riderDay).toMatchObject({ myRole: "rider", bookingId: trip.booking.id, checkedIn: false });
    expect(riderDay.opensAt).toBe(
      new Date(trip.departureAt.getTime() - RIDE_DAY_OPENS_MINUTES * MINUTE).toISOString(),
    );
    for (const stranger of [trip.pending, trip.rejected, trip.outsider]) {
      expectError(await readDay(stranger, trip.ride.id), 404, RIDE_DAY_MESSAGES.notFound);
      // the body is not even judged: the same answer whatever it says
      expectError(
        await setStatus(stranger, trip.ride.id, { status: "nonsense" }),
        404,
        RIDE_DAY_MESSAGES.notFound,
      );
      expectError(await setStatus(stranger, trip.ride.id, { status: "rider_here" }), 404);
    }
    expect((await readDay(undefined, trip.ride.id)).statusCode).toBe(401);
    expect((await setStatus(undefined, trip.ride.id, { status: "on_my_way" })).statusCode).toBe(401);
    expectError(await readDay(trip.driver, "not-a-uuid"), 404);
    expectError(await readDay(trip.driver, crypto.randomUUID()), 404);
  });

  it("is hidden from either side of a block, and the blocked rider hears nothing", async () => {
    const trip = await tripDay();
    await blockBetween(trip.driver, trip.otherRider);
    expectError(await readDay(trip.otherRider, trip.ride.id), 404, RIDE_DAY_MESSAGES.notFound);
    // the rider blocking the driver hides it too
    const trip2 = await tripDay();
    await blockBetween(trip2.rider, trip2.driver);
    expectError(await readDay(trip2.rider, trip2.ride.id), 404);

    minutesBefore(trip.departureAt, 60);
    expectError(await setStatus(trip.otherRider, trip.ride.id, { status: "rider_here" }), 404);
    await okStatus(trip.driver, trip.ride.id, { status: "on_my_way" });
    expect(await dayNotifications(trip.rider.user.id)).toHaveLength(1);
    expect(await dayNotifications(trip.otherRider.user.id)).toHaveLength(0);
  });
});

describe("when statuses can be set", () => {
  it("opens two hours before departure", async () => {
    const trip = await tripDay();
    minutesBefore(trip.departureAt, RIDE_DAY_OPENS_MINUTES + 1);
    expect((await day(trip.driver, trip.ride.id)).canSetStatus).toBe(false);
    expectError(
      await setStatus(trip.driver, trip.ride.id, { status: "on_my_way" }),
      409,
      RIDE_DAY_MESSAGES.notOpenYet,
    );
    expectError(
      await setStatus(trip.rider, trip.ride.id, { status: "rider_here" }),
      409,
      RIDE_DAY_MESSAGES.notOpenYet,
    );
    expect(await app.db.select().from(rideDayEvents).where(eq(rideDayEvents.rideId, trip.ride.id))).toEqual(
      [],
    );
    minutesBefore(trip.departureAt, RIDE_DAY_OPENS_MINUTES);
    expect((await day(trip.rider, trip.ride.id)).canSetStatus).toBe(true);
    expect((await okStatus(trip.driver, trip.ride.id, { status: "on_my_way" })).status).toBe("on_my_way");
  });

  it("closes when the trip is completed or cancelled", async () => {
    const completed = await tripDay();
    minutesBefore(completed.departureAt, -5);
    const complete = await app.inject({
      method: "POST",
      url: `/api/rides/${completed.ride.id}/complete`,
      headers: completed.driver.headers,
    });
    expect(complete.statusCode, complete.body).toBe(200);
    expectError(
      await setStatus(completed.driver, completed.ride.id, { status: "at_pickup" }),
      409,
      RIDE_DAY_MESSAGES.completed,
    );
    const afterwards = await day(completed.driver, completed.ride.id);
    expect(afterwards).toMatchObject({ status: "completed", canSetStatus: false });

    const cancelled = await tripDay();
    minutesBefore(cancelled.departureAt, 30);
    await okStatus(cancelled.driver, cancelled.ride.id, { status: "on_my_way" });
    await cancelTrip(app, cancelled.driver, cancelled.ride.id);
    expectError(
      await setStatus(cancelled.driver, cancelled.ride.id, { status: "at_pickup" }),
      409,
      RIDE_DAY_MESSAGES.cancelled,
    );
    expect((await day(cancelled.driver, cancelled.ride.id)).status).toBe("cancelled");
  });
});

describe("each side's statuses", () => {
  it("are the driver's or an approved rider's only (403)", async () => {
    const trip = await tripDay();
    minutesBefore(trip.departureAt, 60);
    for (const status of ["on_my_way", "at_pickup"]) {
      expectError(await setStatus(trip.rider, trip.ride.id, { status }), 403, RIDE_DAY_MESSAGES.driverOnly);
    }
    expectError(
      await setStatus(trip.rider, trip.ride.id, { status: "driver_running_late", minutes: 10 }),
      403,
      RIDE_DAY_MESSAGES.driverOnly,
    );
    expectError(
      await setStatus(trip.driver, trip.ride.id, { status: "rider_here" }),
      403,
      RIDE_DAY_MESSAGES.riderOnly,
    );
    expectError(
      await setStatus(trip.driver, trip.ride.id, { status: "rider_running_late", minutes: 5 }),
      403,
      RIDE_DAY_MESSAGES.riderOnly,
    );
    expect(await app.db.select().from(rideDayEvents).where(eq(rideDayEvents.rideId, trip.ride.id))).toEqual(
      [],
    );
  });

  it("refuse a body that is not a status (400)", async () => {
    const trip = await tripDay();
    minutesBefore(trip.departureAt, 60);
    const bad: [object, string][] = [
      [{}, RIDE_DAY_MESSAGES.statusRequired],
      [{ status: "started" }, RIDE_DAY_MESSAGES.statusRequired],
      [{ status: "driver_running_late" }, RIDE_DAY_MESSAGES.minutesRequired],
      [{ status: "driver_running_late", minutes: 7 }, RIDE_DAY_MESSAGES.minutesRequired],
      [{ status: "driver_running_late", minutes: "10" }, RIDE_DAY_MESSAGES.minutesRequired],
      [{ status: "on_my_way", minutes: 10 }, RIDE_DAY_MESSAGES.minutesOnlyWhenLate],
    ];
    for (const [payload, message] of bad) {
      const response = await setStatus(trip.driver, trip.ride.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
    }
    expectError(await setStatus(trip.rider, trip.ride.id, { status: "rider_running_late" }), 400);
    const [row] = await app.db.select().from(rides).where(eq(rides.id, trip.ride.id));
    expect(row).toMatchObject({ delayMinutes: 0, lateCount: 0 });
  });
});

describe("the driver's statuses", () => {
  it("are told to every approved rider at once and kept on the timeline", async () => {
    const trip = await tripDay();
    minutesBefore(trip.departureAt, 45);
    const answer = await okStatus(trip.driver, trip.ride.id, { status: "on_my_way" });
    expect(answer.status).toBe("on_my_way");
    expect(answer.events).toEqual([
      expect.objectContaining({ kind: "on_my_way", minutes: null, actorFirstName: "Dana" }),
    ]);
    for (const rider of [trip.rider, trip.otherRider]) {
      const [told] = await dayNotifications(rider.user.id);
      expect(told?.data).toMatchObject({
        dayKind: "on_my_way",
        driverFirstName: "Dana",
        from: "Gainesville, FL",
      });
      expect((await bellTexts(rider))[0]).toBe("Dana is on the way to the pickup for Gainesville → Orlando");
      expect((await day(rider, trip.ride.id)).status).toBe("on_my_way");
    }
    for (const other of [trip.pending, trip.rejected, trip.outsider, trip.driver]) {
      expect(await dayNotifications(other.user.id)).toEqual([]);
    }
    await okStatus(trip.driver, trip.ride.id, { status: "at_pickup" });
    expect((await day(trip.rider, trip.ride.id)).status).toBe("at_pickup");
    expect((await bellTexts(trip.rider))[0]).toBe("Dana is at the pickup for Gainesville → Orlando");
  });

  it("running late moves the departure riders see, not the trip's own", async () => {
    const trip = await tripDay();
    minutesBefore(trip.departureAt, 20);
    const answer = await okStatus(trip.driver, trip.ride.id, { status: "driver_running_late", minutes: 10 });
    const moved = new Date(trip.departureAt.getTime() + 10 * MINUTE);
    expect(answer).toMatchObject({
      status: "driver_running_late",
      delayMinutes: 10,
      lateCount: 1,
      departureAt: moved.toISOString(),
    });
    expect((await day(trip.rider, trip.ride.id)).departureAt).toBe(moved.toISOString());
    const [row] = await app.db.select().from(rides).where(eq(rides.id, trip.ride.id));
    expect(row).toMatchObject({
      departureAt: trip.departureAt,
      departureTime: "09:30:00",
      delayMinutes: 10,
      lateCount: 1,
    });
    const [told] = await dayNotifications(trip.rider.user.id);
    expect(told?.data).toMatchObject({ dayKind: "driver_running_late", minutes: 10, departureTime: "09:40" });
    expect((await bellTexts(trip.rider))[0]).toBe(
      "Dana is running 10 min late: Gainesville → Orlando now leaves at 9:40 AM",
    );
    // the rider's booking shows the moved time as well
    const booking = await app.inject({
      url: `/api/bookings/${trip.booking.id}`,
      headers: trip.rider.headers,
    });
    expect(booking.json()).toMatchObject({ departureDelayMinutes: 10 });
    // no other notification (the trip's own time did not change)
    const all = await app.db.select().from(notifications).where(eq(notifications.userId, trip.rider.user.id));
    expect(all.map((n) => n.type).filter((type) => type === "ride_time_changed")).toEqual([]);
  });

  it(`runs late at most 3 times and ${MAX_DRIVER_LATE_MINUTES} minutes in all (409)`, async () => {
    const trip = await tripDay();
    minutesBefore(trip.departureAt, 20);
    for (const minutes of [5, 5, 5])
      await okStatus(trip.driver, trip.ride.id, { status: "driver_running_late", minutes });
    expectError(
      await setStatus(trip.driver, trip.ride.id, { status: "driver_running_late", minutes: 5 }),
      409,
      RIDE_DAY_MESSAGES.tooManyLate,
    );
    expect(await day(trip.driver, trip.ride.id)).toMatchObject({ delayMinutes: 15, lateCount: 3 });

    const long = await tripDay();
    minutesBefore(long.departureAt, 20);
    await app.db.update(rides).set({ delayMinutes: 100, lateCount: 1 }).where(eq(rides.id, long.ride.id));
    expectError(
      await setStatus(long.driver, long.ride.id, { status: "driver_running_late", minutes: 30 }),
      409,
      RIDE_DAY_MESSAGES.tooMuchLate(20),
    );
    await okStatus(long.driver, long.ride.id, { status: "driver_running_late", minutes: 15 });
    expect(await day(long.driver, long.ride.id)).toMatchObject({ delayMinutes: 115, lateCount: 2 });
    expect(await dayNotifications(long.rider.user.id)).toHaveLength(1);
  });

  it("counts running-late taps at once one after the other", async () => {
    const trip = await tripDay();
    minutesBefore(trip.departureAt, 20);
    const taps = await Promise.all(
      Array.from({ length: 5 }, () =>
        setStatus(trip.driver, trip.ride.id, { status: "driver_running_late", minutes: 30 }),
      ),
    );
    expect(taps.map((tap) => tap.statusCode).sort()).toEqual([200, 200, 200, 409, 409]);
    const [row] = await app.db.select().from(rides).where(eq(rides.id, trip.ride.id));
    expect(row).toMatchObject({ delayMinutes: 90, lateCount: 3 });
    const events = await app.db.select().from(rideDayEvents).where(eq(rideDayEvents.rideId, trip.ride.id));
    expect(events).toHaveLength(3);
    expect(await dayNotifications(trip.rider.user.id)).toHaveLength(3);
  });
});

describe("a rider's statuses", () => {
  it('"I\'m here" checks the seat in and tells the driver only', async () => {
    const trip = await tripDay();
    minutesBefore(trip.departureAt, 10);
    const answer = await okStatus(trip.rider, trip.ride.id, { status: "rider_here" });
    expect(answer).toMatchObject({ checkedIn: true, status: "scheduled" });
    expect(answer.events).toEqual([
      expect.objectContaining({ kind: "rider_here", actorFirstName: "Sam", riderFirstName: "Sam" }),
    ]);
    const [seat] = await app.db.select().from(bookings).where(eq(bookings.id, trip.booking.id));
    expect(seat?.checkedInAt).toBeInstanceOf(Date);
    const [told] = await dayNotifications(trip.driver.user.id);
    expect(told).toMatchObject({ rideId: trip.ride.id, bookingId: trip.booking.id });
    expect(told?.data).toMatchObject({ dayKind: "rider_here", riderFirstName: "Sam" });
    expect((await bellTexts(trip.driver))[0]).toBe("Sam is at the pickup for Gainesville → Orlando");
    expect(await dayNotifications(trip.otherRider.user.id)).toEqual([]);
    // the driver's timeline names the rider; another rider's leaves it out
    expect((await day(trip.driver, trip.ride.id)).events).toEqual([
      expect.objectContaining({ kind: "rider_here", riderFirstName: "Sam" }),
    ]);
    expect((await day(trip.otherRider, trip.ride.id)).events).toEqual([]);
    // a second tap keeps the first check-in time
    await okStatus(trip.rider, trip.ride.id, { status: "rider_here" });
    const [again] = await app.db.select().from(bookings).where(eq(bookings.id, trip.booking.id));
    expect(again?.checkedInAt).toEqual(seat?.checkedInAt);
  });

  it("running late tells the driver the minutes, without moving the trip", async () => {
    const trip = await tripDay();
    minutesBefore(trip.departureAt, 10);
    await okStatus(trip.otherRider, trip.ride.id, { status: "rider_running_late", minutes: 15 });
    expect((await bellTexts(trip.driver))[0]).toBe("Ria is running 15 min late for Gainesville → Orlando");
    expect(await day(trip.driver, trip.ride.id)).toMatchObject({
      delayMinutes: 0,
      lateCount: 0,
      status: "scheduled",
    });
    const [seat] = await app.db.select().from(bookings).where(eq(bookings.id, trip.otherBooking.id));
    expect(seat?.checkedInAt).toBeNull();
  });

  it("of a rider a block now separates from the driver leave the driver's timeline", async () => {
    const trip = await tripDay();
    minutesBefore(trip.departureAt, 10);
    await okStatus(trip.rider, trip.ride.id, { status: "rider_here" });
    await okStatus(trip.otherRider, trip.ride.id, { status: "rider_here" });
    await blockBetween(trip.otherRider, trip.driver);
    const events = (await day(trip.driver, trip.ride.id)).events;
    expect(events.map((event) => event.riderFirstName)).toEqual(["Sam"]);
  });
});
