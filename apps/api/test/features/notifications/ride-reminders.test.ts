import { and, asc, eq, inArray, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications, outbox, rides } from "../../../src/db/schema/index.ts";
import { RIDE_CHANNEL } from "../../../src/features/search/sync.ts";
import type { App } from "../../../src/app.ts";
import { workerDatabase } from "../../support/database.ts";
import { twoInstances } from "../../support/search.ts";
import { createSession, type TestSession } from "../../support/session.ts";
import {
  answerBooking,
  cancelTrip,
  createDriverSession,
  createRide,
  requestSeats,
} from "../../support/trips.ts";

// Two instances on one database; mail goes to the outbox table (no SMTP_URL).
const { instanceA, instanceB } = await twoInstances();
const app = instanceA;

interface Trip {
  driver: TestSession;
  rideId: string;
  approved: { rider: TestSession; bookingId: string };
  pending: TestSession;
  rejected: TestSession;
}

/** A trip with an approved, a pending and a declined request. */
async function tripWithRiders(on: App = app): Promise<Trip> {
  const driver = await createDriverSession(on, { firstName: "Dana" });
  const ride = await createRide(on, driver);
  const [approvedRider, pending, rejected] = await Promise.all([
    createSession(on, { firstName: "Sam" }),
    createSession(on),
    createSession(on),
  ]);
  const approvedBooking = await requestSeats(on, approvedRider, ride.id, 1);
  await requestSeats(on, pending, ride.id, 1);
  const rejectedBooking = await requestSeats(on, rejected, ride.id, 1);
  expect((await answerBooking(on, driver, approvedBooking.id, "approve")).statusCode).toBe(200);
  expect((await answerBooking(on, driver, rejectedBooking.id, "reject")).statusCode).toBe(200);
  return {
    driver,
    rideId: ride.id,
    approved: { rider: approvedRider, bookingId: approvedBooking.id },
    pending,
    rejected,
  };
}

/** Time passes: the trip leaves `hours` from now, and was offered `offeredHoursAhead` before that. */
async function leavesIn(rideId: string, hours: number, offeredHoursAhead = 72): Promise<void> {
  await app.db.execute(sql`
    update rides set
      departure_at = now() + make_interval(hours => ${hours}),
      created_at = now() + make_interval(hours => ${hours - offeredHoursAhead})
    where id = ${rideId}::uuid`);
}

/** The trip's reminders: to whom, for which booking, and whether an email was queued (it may be sent by now). */
async function remindersOf(rideId: string) {
  const rows = await app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.rideId, rideId), eq(notifications.type, "ride_reminder")))
    .orderBy(asc(notifications.id));
  return rows.map((row) => ({
    userId: row.userId,
    bookingId: row.bookingId,
    isMailed: row.emailStatus !== "none",
  }));
}

async function reminderSentAt(rideId: string): Promise<Date | null> {
  const [row] = await app.db.select({ at: rides.reminderSentAt }).from(rides).where(eq(rides.id, rideId));
  return row?.at ?? null;
}

/**
 * Sends what is due. Instance B lives for the whole file and its own sender may have
 * claimed an email first (woken by the notification's NOTIFY): waiting for both instances'
 * rounds means the email has been sent, by whichever claimed it.
 */
async function sendDueEmailsOfBoth() {
  await Promise.all([instanceA.notificationJobs.sendDueEmails(), instanceB.notificationJobs.sendDueEmails()]);
}

async function reminderMails(email: string) {
  return app.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), like(outbox.subject, "Reminder:%")));
}

describe("day-before trip reminders", () => {
  it("reminds the driver and each approved rider once, the day before, by email with their own link", async () => {
    const trip = await tripWithRiders();
    await leavesIn(trip.rideId, 20);
    const first = await app.notificationJobs.writeDueReminders();
    expect(first.trips).toBeGreaterThanOrEqual(1);
    expect(await remindersOf(trip.rideId)).toEqual([
      { userId: trip.driver.user.id, bookingId: null, isMailed: true },
      { userId: trip.approved.rider.user.id, bookingId: trip.approved.bookingId, isMailed: true },
    ]);
    expect(await reminderSentAt(trip.rideId)).toBeInstanceOf(Date);
    expect(await app.notificationJobs.writeDueReminders()).toEqual({ trips: 0, reminders: 0 });
    expect(await remindersOf(trip.rideId)).toHaveLength(2);

    await sendDueEmailsOfBoth();
    const [driverMail] = await reminderMails(trip.driver.user.email);
    expect(driverMail?.subject).toMatch(/^Reminder: Gainesville → Orlando leaves on .+ at 9:30 AM$/);
    expect(driverMail?.text).toContain("Hi Dana, a reminder that your trip Gainesville → Orlando leaves");
    expect(driverMail?.link).toBe(`http://localhost:3000/dashboard/trip-requests/${trip.rideId}`);
    expect(driverMail?.text).toContain('"A reminder the day before a trip" is on');
    expect(driverMail?.html).toContain('href="http://localhost:3000/profile"');
    const [riderMail] = await reminderMails(trip.approved.rider.user.email);
    expect(riderMail?.text).toContain("Hi Sam, a reminder that your ride Gainesville → Orlando with Dana");
    expect(riderMail?.link).toBe(
      `http://localhost:3000/dashboard/ride-confirmation/${trip.approved.bookingId}`,
    );
    expect(await reminderMails(trip.pending.user.email)).toEqual([]);
    expect(await reminderMails(trip.rejected.user.email)).toEqual([]);
  });

  it("leaves trips further off, cancelled or gone alone, and claims without reminding a trip offered within a day of leaving", async () => {
    const later = await tripWithRiders();
    await leavesIn(later.rideId, 30);
    const gone = await tripWithRiders();
    await leavesIn(gone.rideId, -1);
    const cancelled = await tripWithRiders();
    await cancelTrip(app, cancelled.driver, cancelled.rideId);
    await leavesIn(cancelled.rideId, 20);
    const lastMinute = await tripWithRiders();
    await leavesIn(lastMinute.rideId, 20, 10);

    await app.notificationJobs.writeDueReminders();
    for (const trip of [later, gone, cancelled, lastMinute])
      expect(await remindersOf(trip.rideId)).toEqual([]);
    expect(await reminderSentAt(later.rideId)).toBeNull();
    expect(await reminderSentAt(gone.rideId)).toBeNull();
    expect(await reminderSentAt(cancelled.rideId)).toBeNull();
    // the people of a trip just arranged are not reminded of it, now or later
    expect(await reminderSentAt(lastMinute.rideId)).toBeInstanceOf(Date);

    // the later trip's day comes
    await leavesIn(later.rideId, 23);
    await app.notificationJobs.writeDueReminders();
    expect(await remindersOf(later.rideId)).toHaveLength(2);
  });

  it("keeps the reminder in the bell but mails only those who want reminders", async () => {
    const trip = await tripWithRiders();
    const off = await app.inject({
      method: "PUT",
      url: "/api/notifications/preferences",
      headers: trip.driver.headers,
      payload: {
        email: {
          newRequest: true,
          requestAnswered: true,
          tripChanged: true,
          reminder: false,
          message: true,
          rideAlert: true,
        },
      },
    });
    expect(off.statusCode, off.body).toBe(200);
    await leavesIn(trip.rideId, 12);
    await app.notificationJobs.writeDueReminders();
    expect((await remindersOf(trip.rideId)).map((row) => row.isMailed)).toEqual([false, true]);
    await sendDueEmailsOfBoth();
    expect(await reminderMails(trip.driver.user.email)).toEqual([]);
    expect(await reminderMails(trip.approved.rider.user.email)).toHaveLength(1);
  });

  it("writes one reminder per person when two instances look at the same moment", async () => {
    const trips = await Promise.all(Array.from({ length: 6 }, () => tripWithRiders()));
    for (const trip of trips) await leavesIn(trip.rideId, 18);
    const results = await Promise.all([
      instanceA.notificationJobs.writeDueReminders(),
      instanceB.notificationJobs.writeDueReminders(),
      instanceA.notificationJobs.writeDueReminders(),
      instanceB.notificationJobs.writeDueReminders(),
    ]);
    expect(results.reduce((sum, result) => sum + result.trips, 0)).toBe(6);
    expect(results.reduce((sum, result) => sum + result.reminders, 0)).toBe(12);
    const written = await app.db
      .select({ userId: notifications.userId, rideId: notifications.rideId })
      .from(notifications)
      .where(
        and(
          inArray(
            notifications.rideId,
            trips.map((trip) => trip.rideId),
          ),
          eq(notifications.type, "ride_reminder"),
        ),
      );
    expect(written).toHaveLength(12);
    expect(new Set(written.map((row) => `${row.userId} ${row.rideId}`)).size).toBe(12);

    await Promise.all([
      instanceA.notificationJobs.sendDueEmails(),
      instanceB.notificationJobs.sendDueEmails(),
    ]);
    for (const trip of trips) {
      expect(await reminderMails(trip.driver.user.email)).toHaveLength(1);
      expect(await reminderMails(trip.approved.rider.user.email)).toHaveLength(1);
    }
  });

  it("does not make the search read a trip again when its reminder is written", async () => {
    const trip = await tripWithRiders();
    await leavesIn(trip.rideId, 20);
    const heard: string[] = [];
    let listening!: () => void;
    const isListening = new Promise<void>((resolve) => (listening = resolve));
    const stop = await (
      await workerDatabase()
    ).listen(RIDE_CHANNEL, {
      onNotification: (payload) => heard.push(payload),
      onListening: () => listening(),
    });
    try {
      await isListening;
      await new Promise((resolve) => setTimeout(resolve, 200));
      heard.length = 0;
      await app.notificationJobs.writeDueReminders();
      expect(await reminderSentAt(trip.rideId)).toBeInstanceOf(Date);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(heard).not.toContain(`r:${trip.rideId}`);
      // while a change the search shows is heard
      await app.db.update(rides).set({ availableSeats: 5 }).where(eq(rides.id, trip.rideId));
      await expect.poll(() => heard, { timeout: 2_000 }).toContain(`r:${trip.rideId}`);
    } finally {
      await stop();
    }
  });
});
