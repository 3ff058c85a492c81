import { DEFAULT_TRIP_PREFERENCES } from "@campusride/shared/domain/trip-preferences";
import { notificationText } from "@campusride/shared/domain/notifications";
import { requestRidePath } from "@campusride/shared/paths";
import { notificationsResponseSchema } from "@campusride/shared/schemas/notifications";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  notifications,
  profiles,
  rideAlertMatches,
  rideAlerts,
  rides,
  userBlocks,
} from "../../../src/db/schema/index.ts";
import { createRideAlertMatcher } from "../../../src/features/search/alerts-matcher.ts";
import { alertBody, saveAlert } from "../../support/ride-alerts.ts";
import { foundIds, searchBody, tripBetween, twoInstances } from "../../support/search.ts";
import { createSession, type TestSession } from "../../support/session.ts";
import { startSmtpInbox } from "../../support/smtp-inbox.ts";
import {
  createDriverSession,
  createRide,
  dayFromToday,
  moveDeparture,
  requestSeats,
} from "../../support/trips.ts";

const inbox = await startSmtpInbox();
const mailConfig = {
  SMTP_URL: `smtp://127.0.0.1:${inbox.port}`,
  MAIL_FROM: "CampusRide <rides@campusride.test>",
};
// a second instance on the same database: it hears of the first's rides only through it
const { instanceA: app, instanceB } = await twoInstances(mailConfig);

let nextDay = 2;
/** A date no other test of this file uses, so alerts and rides of one test do not meet another's. */
function freshDate(): string {
  nextDay += 1;
  return dayFromToday(nextDay);
}

/** The ride_alert notifications `userId` has been told. */
async function alertsTold(userId: string) {
  return app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, "ride_alert")));
}

/** A rider's Gainesville → Ocala alert (on the way of a Gainesville → Orlando ride) on `date`. */
async function riderWithAlert(date: string, overrides: Record<string, unknown> = {}, riderFields = {}) {
  const rider = await createSession(app, riderFields);
  const alert = await saveAlert(app, rider, alertBody("gainesville", "ocala", date, overrides));
  return { rider, alert };
}

/** A new driver's Gainesville → Orlando trip on `date`, through instance A. */
async function orlandoRide(
  date: string,
  overrides: Parameters<typeof createRide>[2] = {},
  driver?: TestSession,
) {
  const by = driver ?? (await createDriverSession(app, { firstName: "Dana" }));
  return {
    driver: by,
    ride: await createRide(app, by, {
      ...tripBetween("gainesville", "orlando"),
      departureDate: date,
      ...overrides,
    }),
  };
}

function editRide(driver: TestSession, rideId: string, payload: Record<string, unknown>) {
  return app.inject({ method: "PATCH", url: `/api/rides/${rideId}`, headers: driver.headers, payload });
}

describe("a ride that matches an alert", () => {
  it("tells the rider once, in the bell and by email, with a link to request a seat", async () => {
    const date = freshDate();
    const { rider } = await riderWithAlert(date);
    const { ride } = await orlandoRide(date);
    // the very ride the alert's search returns
    expect(await foundIds(app, searchBody("gainesville", "ocala", date))).toEqual([ride.id]);

    const told = await alertsTold(rider.user.id);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ rideId: ride.id, bookingId: null });
    const bell = await app.inject({ method: "GET", url: "/api/notifications", headers: rider.headers });
    const page = notificationsResponseSchema.parse(bell.json());
    expect(page.notifications[0]).toMatchObject({
      type: "ride_alert",
      rideId: ride.id,
      path: requestRidePath(ride.id),
      text: notificationText("ride_alert", told[0]!.data),
    });

    await app.notificationJobs.sendDueEmails();
    const [mail] = await inbox.waitFor(rider.user.email);
    expect(mail!.subject).toBe(notificationText("ride_alert", told[0]!.data));
    expect(mail!.text).toContain(`http://localhost:3000${requestRidePath(ride.id)}`);
    expect(mail!.text).toContain("matches your alert");
    // nothing more, however often it is matched again
    await createRideAlertMatcher(app.db, app.log).rideChanged(ride.id);
    await app.notificationJobs.sendDueEmails();
    expect(await alertsTold(rider.user.id)).toHaveLength(1);
    expect(inbox.to(rider.user.email)).toHaveLength(1);
  });

  it("writes the notification but no email for a rider who turned ride alert emails off", async () => {
    const date = freshDate();
    const { rider } = await riderWithAlert(date);
    const turnedOff = await app.inject({
      method: "PUT",
      url: "/api/notifications/preferences",
      headers: rider.headers,
      payload: {
        email: {
          newRequest: true,
          requestAnswered: true,
          tripChanged: true,
          reminder: true,
          message: true,
          rideAlert: false,
        },
      },
    });
    expect(turnedOff.statusCode, turnedOff.body).toBeLessThan(300);
    await orlandoRide(date);
    const told = await alertsTold(rider.user.id);
    expect(told).toHaveLength(1);
    expect(told[0]!.emailStatus).toBe("none");
  });

  it("tells a rider with two alerts the ride fits once, and each rider of the same search", async () => {
    const date = freshDate();
    const { rider } = await riderWithAlert(date);
    await saveAlert(app, rider, alertBody("gainesville", "orlando", date));
    const { rider: other } = await riderWithAlert(date);
    await orlandoRide(date);
    expect(await alertsTold(rider.user.id)).toHaveLength(1);
    expect(await alertsTold(other.user.id)).toHaveLength(1);
  });

  it("tells of a ride an edit makes match (more seats, other preferences), once", async () => {
    const date = freshDate();
    const { rider } = await riderWithAlert(date, { passengers: 2, filters: { petsAllowed: true } });
    const { driver, ride } = await orlandoRide(date, { availableSeats: 1 });
    expect(await alertsTold(rider.user.id)).toHaveLength(0);
    expect((await editRide(driver, ride.id, { availableSeats: 3 })).statusCode).toBe(200);
    expect(await alertsTold(rider.user.id)).toHaveLength(0);
    expect((await editRide(driver, ride.id, { preferences: { petsAllowed: true } })).statusCode).toBe(200);
    expect(await alertsTold(rider.user.id)).toHaveLength(1);
    expect((await editRide(driver, ride.id, { departureTime: "11:00" })).statusCode).toBe(200);
    expect(await alertsTold(rider.user.id)).toHaveLength(1);
  });

  it("does not tell of the rides the rider's search already showed when the alert was saved", async () => {
    const date = freshDate();
    const { driver, ride } = await orlandoRide(date);
    const { rider } = await riderWithAlert(date);
    // a seat request changes the ride; the sweep looks at it again
    await requestSeats(app, await createSession(app), ride.id, 1);
    await editRide(driver, ride.id, { notes: "Leaving from the Reitz" });
    await createRideAlertMatcher(app.db, app.log).sweep();
    expect(await alertsTold(rider.user.id)).toHaveLength(0);
    // a new ride still tells
    await orlandoRide(date, {}, driver);
    expect(await alertsTold(rider.user.id)).toHaveLength(1);
  });
});

describe("a ride the alert's search would not return", () => {
  it("tells no one: other direction, other date, too few seats, filters, women-only, blocks, own ride", async () => {
    const date = freshDate();
    const other = freshDate();
    const backDate = freshDate();
    const direction = await createSession(app);
    await saveAlert(app, direction, alertBody("gainesville", "orlando", backDate));
    await createRide(app, await createDriverSession(app), {
      ...tripBetween("orlando", "gainesville"),
      departureDate: backDate,
    });

    const { rider: otherDay } = await riderWithAlert(other);
    const { rider: seats } = await riderWithAlert(date, { passengers: 3 });
    const { rider: pets } = await riderWithAlert(date, { filters: { petsAllowed: true } });
    // a small bag fits every trip: only the women-only rule keeps this rider out
    const { rider: notAsking } = await riderWithAlert(date, { filters: { luggageSize: "small_bag" } });
    const { rider: asking } = await riderWithAlert(date);
    await app.db.update(profiles).set({ womenOnlyTrips: true }).where(eq(profiles.id, asking.user.id));
    const { rider: blocker } = await riderWithAlert(date);
    const { rider: blocked } = await riderWithAlert(date);

    const driver = await createDriverSession(app, { userType: "both" });
    await saveAlert(app, driver, alertBody("gainesville", "ocala", date));
    await app.db.insert(userBlocks).values([
      { blockerId: blocker.user.id, blockedId: driver.user.id },
      { blockerId: driver.user.id, blockedId: blocked.user.id },
    ]);
    // two seats, women only, pets not allowed
    await orlandoRide(
      date,
      { availableSeats: 2, preferences: { ...DEFAULT_TRIP_PREFERENCES, womenOnly: true } },
      driver,
    );
    await createRideAlertMatcher(app.db, app.log).sweep();

    for (const rider of [direction, otherDay, seats, pets, notAsking, blocker, blocked, driver]) {
      expect(await alertsTold(rider.user.id)).toHaveLength(0);
    }
    // the rider whose profile asks for women-only trips is told
    expect(await alertsTold(asking.user.id)).toHaveLength(1);
  });

  it("tells no one of an expired alert, and the sweep deletes it", async () => {
    const date = freshDate();
    const { rider, alert } = await riderWithAlert(date);
    // time passes: the alert's date is yesterday
    await app.db
      .update(rideAlerts)
      .set({ departureDate: dayFromToday(-1) })
      .where(eq(rideAlerts.id, alert.id));
    const { ride } = await orlandoRide(dayFromToday(1));
    await moveDeparture(app, ride.id, dayFromToday(-1), "23:00");
    await createRideAlertMatcher(app.db, app.log).rideChanged(ride.id);
    expect(await alertsTold(rider.user.id)).toHaveLength(0);
    const swept = await createRideAlertMatcher(app.db, app.log).sweep();
    expect(swept.expired).toBeGreaterThanOrEqual(1);
    expect(await app.db.select().from(rideAlerts).where(eq(rideAlerts.id, alert.id))).toEqual([]);
  });
});

describe("matching that runs more than once", () => {
  it("tells once when both instances match the same ride together, e.g. after a crash left it unmatched", async () => {
    const date = freshDate();
    const { rider, alert } = await riderWithAlert(date);
    // a ride changed outside any request's matching: moved onto the alert's date by a process that then stopped
    const { ride } = await orlandoRide(freshDate());
    await moveDeparture(app, ride.id, date, "09:30");
    await app.db.update(rides).set({ updatedAt: new Date() }).where(eq(rides.id, ride.id));
    expect(await alertsTold(rider.user.id)).toHaveLength(0);

    const onA = createRideAlertMatcher(app.db, app.log);
    const onB = createRideAlertMatcher(instanceB.db, instanceB.log);
    await Promise.all([onA.sweep(), onB.sweep(), onA.rideChanged(ride.id), onB.rideChanged(ride.id)]);
    await Promise.all([onA.sweep(), onB.sweep()]);

    expect(await alertsTold(rider.user.id)).toHaveLength(1);
    const matches = await app.db
      .select()
      .from(rideAlertMatches)
      .where(eq(rideAlertMatches.alertId, alert.id));
    expect(matches.map((match) => match.rideId)).toEqual([ride.id]);
    await Promise.all([app.notificationJobs.sendDueEmails(), instanceB.notificationJobs.sendDueEmails()]);
    await inbox.waitFor(rider.user.email);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(inbox.to(rider.user.email)).toHaveLength(1);
  });

  it("a ride created through instance A and matched again by B's sweep tells once", async () => {
    const date = freshDate();
    const { rider } = await riderWithAlert(date);
    await orlandoRide(date);
    await createRideAlertMatcher(instanceB.db, instanceB.log).sweep();
    expect(await alertsTold(rider.user.id)).toHaveLength(1);
    const [count] = (
      (await app.db.execute(sql`select count(*)::int as n from ride_alert_matches m
        join ride_alerts a on a.id = m.alert_id where a.user_id = ${rider.user.id}`)) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows;
    expect(count!.n).toBe(1);
  });
});
