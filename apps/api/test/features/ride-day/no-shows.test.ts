import { BOOKING_MESSAGES, NO_SHOW_MESSAGES } from "@campusride/shared/messages";
import { adminReportsResponseSchema } from "@campusride/shared/schemas/safety";
import { publicProfileViewSchema } from "@campusride/shared/schemas/profile";
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { bookings, notifications, reports, rideDayEvents, rides } from "../../../src/db/schema/index.ts";
import { advanceClock, now, resetClock } from "../../../src/lib/clock.ts";
import { createTestApp } from "../../support/app.ts";
import { ledgerLines } from "../../support/payments.ts";
import { createSession, type TestSession } from "../../support/session.ts";
import { answerBooking, createDriverSession, createRide, requestSeats } from "../../support/trips.ts";

const app = await createTestApp({ ADMIN_EMAILS: "ride.day.admin@ufl.edu" });
const admin = await createSession(app, { email: "ride.day.admin@ufl.edu" });

afterEach(() => resetClock());

const MINUTE = 60 * 1000;

/** The trip now leaves `minutes` from the server's now (negative: it has left). */
async function departIn(rideId: string, minutes: number, delayMinutes = 0) {
  await app.db
    .update(rides)
    .set({ departureAt: new Date(now().getTime() + minutes * MINUTE), delayMinutes })
    .where(eq(rides.id, rideId));
}

/** A driver's trip with two approved riders (pay at pickup), leaving in 90 minutes. */
async function tripWithRiders() {
  const driver = await createDriverSession(app);
  const ride = await createRide(app, driver, { pricePerSeatCents: 2500 });
  const riders: TestSession[] = [];
  const seats: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    const rider = await createSession(app);
    const booking = await requestSeats(app, rider, ride.id, 1);
    expect((await answerBooking(app, driver, booking.id, "approve")).statusCode).toBe(200);
    riders.push(rider);
    seats.push(booking.id);
  }
  await departIn(ride.id, 90);
  return { driver, ride, riders, seats };
}

function post(url: string, caller: TestSession | undefined, payload?: object) {
  return app.inject({ method: "POST", url, headers: caller?.headers ?? {}, payload });
}

async function timeline(rideId: string) {
  const rows = await app.db.select().from(rideDayEvents).where(eq(rideDayEvents.rideId, rideId));
  return rows.map((row) => `${row.kind}${row.bookingId ? ` ${row.bookingId}` : ""}`);
}

async function notificationsOf(userId: string, type: string) {
  return app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type as never)));
}

async function bookingRow(id: string) {
  const [row] = await app.db.select().from(bookings).where(eq(bookings.id, id));
  return row!;
}

describe("starting the trip", () => {
  it("is the driver's, from two hours before the departure that counts, once, with the riders ticked", async () => {
    const { driver, ride, riders, seats } = await tripWithRiders();
    const url = `/api/rides/${ride.id}/start`;
    expect((await post(url, riders[0], { pickedUp: [] })).statusCode).toBe(403);
    expect((await post(url, undefined, { pickedUp: [] })).statusCode).toBe(401);
    // moved later by the driver's lateness: 90 + 45 minutes is too early
    await departIn(ride.id, 90, 45);
    const early = await post(url, driver, { pickedUp: [seats[0]] });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(NO_SHOW_MESSAGES.startTooEarly);
    await departIn(ride.id, 90);
    const stranger = await requestSeats(app, await createSession(app), ride.id, 1);
    expect((await post(url, driver, { pickedUp: [stranger.id] })).statusCode).toBe(400);
    expect((await post(url, driver, { pickedUp: ["not-a-uuid"] })).statusCode).toBe(400);
    expect((await post(url, driver, {})).statusCode).toBe(400);

    const started = await post(url, driver, { pickedUp: [seats[0]] });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().startedAt).not.toBeNull();
    expect((await bookingRow(seats[0]!)).pickedUpAt).not.toBeNull();
    expect((await bookingRow(seats[1]!)).pickedUpAt).toBeNull();
    expect(await timeline(ride.id)).toEqual(["started", `picked_up ${seats[0]}`]);
    expect(await notificationsOf(riders[1]!.user.id, "ride_day_status")).toHaveLength(1);

    const again = await post(url, driver, { pickedUp: [] });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(NO_SHOW_MESSAGES.startAlready);
  });
});

describe("a rider's no-show", () => {
  it("is allowed only 10 minutes after the departure that counts, for a rider not checked in nor picked up", async () => {
    const { driver, ride, riders, seats } = await tripWithRiders();
    const mark = (id: string) => post(`/api/bookings/${id}/no-show`, driver);
    await departIn(ride.id, -9);
    const early = await mark(seats[0]!);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(NO_SHOW_MESSAGES.noShowTooEarly);
    // the driver announced 5 minutes late: 14 minutes after the planned time is 9 after the moved one
    await departIn(ride.id, -14, 5);
    expect((await mark(seats[0]!)).statusCode).toBe(409);
    await departIn(ride.id, -9);
    advanceClock(2 * MINUTE);

    await app.db.update(bookings).set({ checkedInAt: now() }).where(eq(bookings.id, seats[1]!));
    const here = await mark(seats[1]!);
    expect(here.statusCode).toBe(409);
    expect(here.json().error.message).toBe(NO_SHOW_MESSAGES.noShowCheckedIn);
    expect((await post(`/api/bookings/${seats[0]}/no-show`, riders[0])).statusCode).toBe(404);

    const marked = await mark(seats[0]!);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({ status: "no_show" });
    expect(marked.json().noShowAt).toBeTruthy();
    expect(await timeline(ride.id)).toEqual([`no_show ${seats[0]}`]);
    expect(await notificationsOf(riders[0]!.user.id, "no_show_marked")).toHaveLength(1);
    // at pickup the total stays owed, never collected
    expect(await ledgerLines(app, riders[0]!, seats[0]!)).toEqual(["owe rider→pickup_due 2500"]);
    const twice = await mark(seats[0]!);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(BOOKING_MESSAGES.noShowNotConfirmed);
  });

  it("is refused for a rider the driver picked up", async () => {
    const { driver, ride, seats } = await tripWithRiders();
    expect((await post(`/api/rides/${ride.id}/start`, driver, { pickedUp: [seats[0]] })).statusCode).toBe(
      200,
    );
    await departIn(ride.id, -20);
    const picked = await post(`/api/bookings/${seats[0]}/no-show`, driver);
    expect(picked.statusCode).toBe(409);
    expect(picked.json().error.message).toBe(NO_SHOW_MESSAGES.noShowPickedUp);
    expect((await post(`/api/bookings/${seats[1]}/no-show`, driver)).statusCode).toBe(200);
  });
});

describe("disputing a no-show", () => {
  async function markedNoShow() {
    const trip = await tripWithRiders();
    await departIn(trip.ride.id, -15);
    expect((await post(`/api/bookings/${trip.seats[0]}/no-show`, trip.driver)).statusCode).toBe(200);
    return trip;
  }

  it("is the rider's, once, within 24 hours, and reaches the admin queue", async () => {
    const { driver, riders, seats } = await markedNoShow();
    const url = `/api/bookings/${seats[0]}/no-show/dispute`;
    expect((await post(url, driver, { reason: "I was there" })).statusCode).toBe(403);
    expect((await post(url, riders[1], { reason: "I was there" })).statusCode).toBe(404);
    expect((await post(url, riders[0], { reason: "x".repeat(1001) })).statusCode).toBe(400);
    expect((await post(url, riders[0], { reason: "" })).statusCode).toBe(400);
    expect(
      (await post(`/api/bookings/${seats[1]}/no-show/dispute`, riders[1], { reason: "?" })).statusCode,
    ).toBe(409);

    const disputed = await post(url, riders[0], { reason: "I waited at the Reitz Union" });
    expect(disputed.statusCode, disputed.body).toBe(201);
    const [report] = await app.db.select().from(reports).where(eq(reports.bookingId, seats[0]!));
    expect(report).toMatchObject({
      reason: "no_show_dispute",
      reporterId: riders[0]!.user.id,
      reportedUserId: driver.user.id,
      details: "I waited at the Reitz Union",
      status: "open",
    });
    const again = await post(url, riders[0], { reason: "Again" });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(NO_SHOW_MESSAGES.disputeAlready);

    const queue = await app.inject({ method: "GET", url: "/api/admin/reports", headers: admin.headers });
    const listed = adminReportsResponseSchema
      .parse(queue.json())
      .reports.find((row) => row.id === report!.id);
    expect(listed).toMatchObject({ reason: "no_show_dispute", bookingId: seats[0] });
    expect(listed?.noShowAt).toBeTruthy();

    const read = await app.inject({
      method: "GET",
      url: `/api/bookings/${seats[0]}`,
      headers: riders[0]!.headers,
    });
    expect(read.json()).toMatchObject({ status: "no_show", noShowDisputed: true, noShowUpheld: false });
  });

  it("is refused after 24 hours", async () => {
    const { riders, seats } = await markedNoShow();
    advanceClock(24 * 3600 * 1000 + MINUTE);
    const late = await post(`/api/bookings/${seats[0]}/no-show/dispute`, riders[0], {
      reason: "I was there",
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(NO_SHOW_MESSAGES.disputeTooLate);
  });

  it("is decided by an admin: upheld it stands, overturned it no longer counts; the rider is told", async () => {
    const upheld = await markedNoShow();
    const overturned = await markedNoShow();
    const disputeOf = async (trip: Awaited<ReturnType<typeof markedNoShow>>) => {
      const response = await post(`/api/bookings/${trip.seats[0]}/no-show/dispute`, trip.riders[0], {
        reason: "I was there",
      });
      return response.json().id as string;
    };
    const upheldId = await disputeOf(upheld);
    const overturnedId = await disputeOf(overturned);
    const decide = (id: string, outcome: string, caller: TestSession = admin) =>
      post(`/api/admin/reports/${id}/no-show-decision`, caller, { outcome });

    expect((await decide(upheldId, "upheld", upheld.riders[0])).statusCode).toBe(404);
    expect((await decide(upheldId, "maybe")).statusCode).toBe(400);
    expect((await decide(upheldId, "upheld")).statusCode).toBe(200);
    expect((await decide(upheldId, "overturned")).statusCode).toBe(409);
    expect((await bookingRow(upheld.seats[0]!)).noShowOverturnedAt).toBeNull();
    const [upheldReport] = await app.db.select().from(reports).where(eq(reports.id, upheldId));
    expect(upheldReport?.status).toBe("dismissed");
    // the rider's booking says the no-show stands
    const upheldRead = await app.inject({
      method: "GET",
      url: `/api/bookings/${upheld.seats[0]}`,
      headers: upheld.riders[0]!.headers,
    });
    expect(upheldRead.json()).toMatchObject({ status: "no_show", noShowDisputed: true, noShowUpheld: true });

    expect((await decide(overturnedId, "overturned")).statusCode).toBe(200);
    expect((await bookingRow(overturned.seats[0]!)).noShowOverturnedAt).not.toBeNull();
    const [overturnedReport] = await app.db.select().from(reports).where(eq(reports.id, overturnedId));
    expect(overturnedReport?.status).toBe("actioned");

    const told = async (trip: typeof upheld) =>
      (await notificationsOf(trip.riders[0]!.user.id, "no_show_dispute_decided")).map(
        (row) => row.data.outcome,
      );
    expect(await told(upheld)).toEqual(["upheld"]);
    expect(await told(overturned)).toEqual(["overturned"]);

    // a report that is not a dispute is not decided here
    const plain = await post("/api/reports", upheld.riders[1], {
      userId: upheld.driver.user.id,
      reason: "harassment",
    });
    expect((await decide(plain.json().id, "upheld")).statusCode).toBe(409);
  });
});

describe("the driver's no-show", () => {
  it("is reported by an approved rider 30 minutes after the departure that counts: the trip ends, riders refunded", async () => {
    const { driver, ride, riders, seats } = await tripWithRiders();
    const url = `/api/rides/${ride.id}/driver-no-show`;
    await departIn(ride.id, -29);
    const early = await post(url, riders[0]);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(NO_SHOW_MESSAGES.driverNoShowTooEarly);
    await departIn(ride.id, -31);
    expect((await post(url, driver)).statusCode).toBe(403);
    expect((await post(url, await createSession(app))).statusCode).toBe(403);

    const reported = await post(url, riders[0]);
    expect(reported.statusCode, reported.body).toBe(200);
    expect(reported.json().driverNoShowAt).toBeTruthy();
    const [row] = await app.db.select().from(rides).where(eq(rides.id, ride.id));
    expect(row).toMatchObject({ status: "cancelled", driverNoShowReportedBy: riders[0]!.user.id });
    expect(await timeline(ride.id)).toEqual([`driver_no_show ${seats[0]}`]);
    expect(await notificationsOf(driver.user.id, "driver_no_show")).toHaveLength(1);
    expect(await notificationsOf(riders[1]!.user.id, "ride_cancelled")).toHaveLength(1);
    // at pickup: nothing is owed any more
    expect(await ledgerLines(app, riders[1]!, seats[1]!)).toEqual([
      "owe rider→pickup_due 2500",
      "refund pickup_due→rider 2500",
    ]);
    const twice = await post(url, riders[1]);
    expect(twice.statusCode).toBe(409);
  });

  it("cannot be reported once the trip has started", async () => {
    const { driver, ride, riders } = await tripWithRiders();
    expect((await post(`/api/rides/${ride.id}/start`, driver, { pickedUp: [] })).statusCode).toBe(200);
    await departIn(ride.id, -40);
    const started = await post(`/api/rides/${ride.id}/driver-no-show`, riders[0]);
    expect(started.statusCode).toBe(409);
    expect(started.json().error.message).toBe(NO_SHOW_MESSAGES.driverNoShowStarted);
  });
});

describe("counts on the public profile", () => {
  async function profileOf(userId: string) {
    const viewer = await createSession(app);
    const response = await app.inject({
      method: "GET",
      url: `/api/profiles/${userId}`,
      headers: viewer.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return publicProfileViewSchema.parse(response.json());
  }

  it("shows no-shows from two within six months, leaving out overturned ones", async () => {
    const rider = await createSession(app);
    const driver = await createDriverSession(app);
    const seats: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const ride = await createRide(app, driver);
      const booking = await requestSeats(app, rider, ride.id, 1);
      expect((await answerBooking(app, driver, booking.id, "approve")).statusCode).toBe(200);
      await departIn(ride.id, -15);
      expect((await post(`/api/bookings/${booking.id}/no-show`, driver)).statusCode).toBe(200);
      seats.push(booking.id);
      if (i === 0) expect((await profileOf(rider.user.id)).noShows ?? null).toBeNull();
    }
    expect((await profileOf(rider.user.id)).noShows).toBe(3);
    await app.db.update(bookings).set({ noShowOverturnedAt: now() }).where(eq(bookings.id, seats[0]!));
    expect((await profileOf(rider.user.id)).noShows).toBe(2);
    // one older than six months no longer counts
    await app.db
      .update(bookings)
      .set({ noShowAt: new Date(now().getTime() - 200 * 24 * 3600 * 1000) })
      .where(eq(bookings.id, seats[1]!));
    expect((await profileOf(rider.user.id)).noShows ?? null).toBeNull();
    expect((await profileOf(driver.user.id)).driverNoShows ?? null).toBeNull();
  });

  it("shows a driver's no-shows from two", async () => {
    const driver = await createDriverSession(app);
    for (let i = 0; i < 2; i += 1) {
      const ride = await createRide(app, driver);
      const rider = await createSession(app);
      const booking = await requestSeats(app, rider, ride.id, 1);
      expect((await answerBooking(app, driver, booking.id, "approve")).statusCode).toBe(200);
      await departIn(ride.id, -31);
      expect((await post(`/api/rides/${ride.id}/driver-no-show`, rider)).statusCode).toBe(200);
    }
    expect((await profileOf(driver.user.id)).driverNoShows).toBe(2);
  });
});

describe("finishing the trip", () => {
  it("writes 'dropped off' when the driver completes it", async () => {
    const { driver, ride } = await tripWithRiders();
    await departIn(ride.id, -60);
    expect((await post(`/api/rides/${ride.id}/complete`, driver)).statusCode).toBe(200);
    expect(await timeline(ride.id)).toEqual(["dropped_off"]);
  });

  it("completes a trip nobody finished 6 hours after its estimated arrival, through the same path", async () => {
    const { ride, seats } = await tripWithRiders();
    // leaves now, 1 hour 55 minutes long, 30 minutes late: due at 8 h 25 min
    await departIn(ride.id, 0, 30);
    advanceClock(8 * 3600 * 1000 + 20 * MINUTE);
    await app.completeUnfinishedTrips();
    expect((await app.db.select().from(rides).where(eq(rides.id, ride.id)))[0]?.status).toBe("active");
    advanceClock(10 * MINUTE);
    await app.completeUnfinishedTrips();
    expect((await app.db.select().from(rides).where(eq(rides.id, ride.id)))[0]?.status).toBe("completed");
    expect((await bookingRow(seats[0]!)).status).toBe("completed");
    expect(await timeline(ride.id)).toEqual(["dropped_off"]);
    // a second run (another instance) finds nothing to do
    await app.completeUnfinishedTrips();
    expect(await timeline(ride.id)).toEqual(["dropped_off"]);
  });
});
