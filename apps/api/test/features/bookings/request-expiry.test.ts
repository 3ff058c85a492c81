import { BOOKING_MESSAGES } from "@campusride/shared/messages";
import { and, eq, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, notifications, outbox, rides } from "../../../src/db/schema/index.ts";
import { advanceClock, nowSql, resetClock } from "../../../src/lib/clock.ts";
import { twoInstances } from "../../support/search.ts";
import { createSession, type TestSession } from "../../support/session.ts";
import {
  answerBooking,
  createDriverSession,
  createRide,
  postBooking,
  requestSeats,
} from "../../support/trips.ts";

// Two instances on one database; mail goes to the outbox table (no SMTP_URL).
const { instanceA, instanceB } = await twoInstances();
const app = instanceA;

interface PendingTrip {
  driver: TestSession;
  rider: TestSession;
  rideId: string;
  bookingId: string;
}

async function pendingRequest(): Promise<PendingTrip> {
  const on = app;
  const driver = await createDriverSession(on, { firstName: "Dana" });
  const ride = await createRide(on, driver);
  const rider = await createSession(on, { firstName: "Sam" });
  const booking = await requestSeats(on, rider, ride.id, 1);
  return { driver, rider, rideId: ride.id, bookingId: booking.id };
}

/*
 * Time passes, as the server's clock tells it: the rule compares with that clock, which
 * counts milliseconds. The database's now() counts microseconds, so a row it stamps can lie
 * just ahead of the clock's reading in the same millisecond.
 */

/** The request was sent `hours` ago. */
async function sentHoursAgo(bookingId: string, hours: number): Promise<void> {
  await app.db.execute(
    sql`update bookings set created_at = ${nowSql()} - make_interval(mins => ${Math.round(hours * 60)}) where id = ${bookingId}::uuid`,
  );
}

/** The trip leaves `minutes` from now (in the past when negative). */
async function leavesInMinutes(rideId: string, minutes: number): Promise<void> {
  await app.db.execute(
    sql`update rides set departure_at = ${nowSql()} + make_interval(mins => ${minutes}) where id = ${rideId}::uuid`,
  );
}

async function statusOf(bookingId: string) {
  const [row] = await app.db
    .select({ status: bookings.status })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row?.status;
}

async function expiredNotices(bookingId: string) {
  return app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.bookingId, bookingId), eq(notifications.type, "booking_expired")));
}

async function expiryMails(email: string) {
  return app.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), like(outbox.subject, "%expired without an answer")));
}

describe("request expiry", () => {
  it("expires a request 12 hours after it was sent, not before, and tells the rider once by notification and email", async () => {
    const trip = await pendingRequest();
    await sentHoursAgo(trip.bookingId, 11.9);
    await app.expireDueRequests();
    expect(await statusOf(trip.bookingId)).toBe("pending");

    await sentHoursAgo(trip.bookingId, 12);
    // B's own timed run may expire it first: what counts is that it is expired after A's run
    await app.expireDueRequests();
    expect(await statusOf(trip.bookingId)).toBe("expired");
    await app.expireDueRequests();
    expect(await expiredNotices(trip.bookingId)).toHaveLength(1);
    expect((await expiredNotices(trip.bookingId))[0]?.userId).toBe(trip.rider.user.id);

    // B's own sender may have claimed the email first: both rounds over, it has been sent
    await Promise.all([
      instanceA.notificationJobs.sendDueEmails(),
      instanceB.notificationJobs.sendDueEmails(),
    ]);
    const mails = await expiryMails(trip.rider.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^Your request for Gainesville → Orlando on .+ at 9:30 AM expired/);
    // a pending request holds no seats: none is freed
    const [ride] = await app.db
      .select({ seatsTaken: rides.seatsTaken })
      .from(rides)
      .where(eq(rides.id, trip.rideId));
    expect(ride?.seatsTaken).toBe(0);
  });

  it("expires a request once the server's clock has passed its 12 hours, the present the driver's approval reads", async () => {
    const trip = await pendingRequest();
    const minute = 60_000;
    try {
      advanceClock(12 * 60 * minute - minute);
      await app.expireDueRequests();
      expect(await statusOf(trip.bookingId)).toBe("pending");

      advanceClock(2 * minute);
      const approval = await answerBooking(app, trip.driver, trip.bookingId, "approve");
      expect(approval.json().error.message).toBe(BOOKING_MESSAGES.expired);
      await app.expireDueRequests();
      expect(await statusOf(trip.bookingId)).toBe("expired");
    } finally {
      resetClock();
    }
  });

  it("expires a request at departure when the trip leaves before the 12 hours are up", async () => {
    const trip = await pendingRequest();
    await sentHoursAgo(trip.bookingId, 1);
    await leavesInMinutes(trip.rideId, 5);
    await app.expireDueRequests();
    expect(await statusOf(trip.bookingId)).toBe("pending");
    await leavesInMinutes(trip.rideId, -1);
    await app.expireDueRequests();
    expect(await statusOf(trip.bookingId)).toBe("expired");
    expect(await expiredNotices(trip.bookingId)).toHaveLength(1);
  });

  it("refuses to approve, reject or cancel an expired request, and lets the rider request the trip again", async () => {
    const trip = await pendingRequest();
    await sentHoursAgo(trip.bookingId, 13);
    // past its time, the job not yet run: the driver cannot approve it
    const early = await answerBooking(app, trip.driver, trip.bookingId, "approve");
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(BOOKING_MESSAGES.expired);

    await app.expireDueRequests();
    for (const [who, action] of [
      [trip.driver, "approve"],
      [trip.driver, "reject"],
      [trip.rider, "cancel"],
    ] as const) {
      const response = await answerBooking(app, who, trip.bookingId, action);
      expect(response.statusCode, action).toBe(409);
      expect(response.json().error).toEqual({ code: "CONFLICT", message: BOOKING_MESSAGES.expired });
    }
    expect(await statusOf(trip.bookingId)).toBe("expired");

    const again = await postBooking(app, trip.rider, {
      rideId: trip.rideId,
      seatsRequested: 1,
      bagsCount: 0,
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().status).toBe("pending");

    const requests = await app.inject({
      method: "GET",
      url: `/api/rides/${trip.rideId}/requests`,
      headers: trip.driver.headers,
    });
    const { pending, rejected, expired } = requests.json();
    expect(pending.map((request: { id: string }) => request.id)).toEqual([again.json().id]);
    expect(rejected).toEqual([]);
    expect(expired.map((request: { id: string }) => request.id)).toEqual([trip.bookingId]);
  });

  it("with two instances running the job at once, expires each request once and tells each rider once", async () => {
    const trips = await Promise.all(Array.from({ length: 6 }, () => pendingRequest()));
    const ids = trips.map((trip) => trip.bookingId);
    await app.db.execute(
      sql`update bookings set created_at = now() - interval '13 hours' where id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
    // (a timed run of either may take some first: each request is expired, and told, once)
    await Promise.all([
      instanceA.expireDueRequests(),
      instanceB.expireDueRequests(),
      instanceA.expireDueRequests(),
      instanceB.expireDueRequests(),
    ]);
    for (const id of ids) {
      expect(await statusOf(id)).toBe("expired");
      expect(await expiredNotices(id)).toHaveLength(1);
    }
    await Promise.all([
      instanceA.notificationJobs.sendDueEmails(),
      instanceB.notificationJobs.sendDueEmails(),
    ]);
    for (const trip of trips) expect(await expiryMails(trip.rider.user.email)).toHaveLength(1);
  });

  it("leaves the requests of a cancelled trip as they are", async () => {
    const trip = await pendingRequest();
    await app.db.update(rides).set({ status: "cancelled" }).where(eq(rides.id, trip.rideId));
    await sentHoursAgo(trip.bookingId, 20);
    await app.expireDueRequests();
    expect(await statusOf(trip.bookingId)).toBe("pending");
  });
});
