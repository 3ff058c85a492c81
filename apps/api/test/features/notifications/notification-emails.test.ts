import { notificationText } from "@campusride/shared/domain/notifications";
import { and, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications, profiles } from "../../../src/db/schema/index.ts";
import { seedDemoRides } from "../../../src/db/seed-demo-rides.ts";
import { driverCar } from "../../support/accounts.ts";
import { createTestApp } from "../../support/app.ts";
import { createSession, type TestSession } from "../../support/session.ts";
import { startSmtpInbox, type ReceivedMail } from "../../support/smtp-inbox.ts";
import {
  answerBooking,
  cancelTrip,
  changeDepartureTime,
  createDriverSession,
  createRide,
  dayFromToday,
  requestSeats,
} from "../../support/trips.ts";

const inbox = await startSmtpInbox();
const app = await createTestApp({
  SMTP_URL: `smtp://127.0.0.1:${inbox.port}`,
  MAIL_FROM: "CampusRide <rides@campusride.test>",
});
const PUBLIC_URL = "http://localhost:3000";

/** The one notification of `type` told to `userId`. */
async function notificationOf(userId: string, type: (typeof notifications.$inferSelect)["type"]) {
  const rows = await app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

/** Every email due has been through this instance's sender (the background one included). */
async function settle(): Promise<void> {
  await app.notificationJobs.sendDueEmails();
}

function setPreferences(session: TestSession, email: Record<string, boolean>) {
  return app.inject({
    method: "PUT",
    url: "/api/notifications/preferences",
    headers: session.headers,
    payload: {
      email: {
        newRequest: true,
        requestAnswered: true,
        tripChanged: true,
        reminder: true,
        message: true,
        rideAlert: true,
        ...email,
      },
    },
  });
}

/** The mail's link into the app, in both bodies (escaped in the HTML), and the footer's. */
function expectLinks(mail: ReceivedMail, path: string): void {
  const link = `${PUBLIC_URL}${path}`;
  expect(mail.text).toContain(link);
  expect(mail.html).toContain(`href="${link}"`);
  expect(mail.text).toContain(`${PUBLIC_URL}/profile`);
  expect(mail.html).toContain(`href="${PUBLIC_URL}/profile"`);
}

async function tripWithRequest(seats = 2) {
  const driver = await createDriverSession(app, { firstName: "Dana" });
  const ride = await createRide(app, driver, { departureDate: dayFromToday(5), departureTime: "07:45" });
  const rider = await createSession(app, { firstName: "Sam" });
  const booking = await requestSeats(app, rider, ride.id, seats);
  return { driver, ride, rider, booking };
}

describe("emails of trip and request events, over SMTP", () => {
  it("mails the driver of a new request, linking to the trip's requests they can open", async () => {
    const { driver, ride, rider, booking } = await tripWithRequest(2);
    const [mail] = await inbox.waitFor(driver.user.email);
    const told = await notificationOf(driver.user.id, "booking_requested");
    expect(mail!.from).toBe("rides@campusride.test");
    // one identity per notification: a copy sent again after a crash is recognisably the same
    expect(mail!.raw).toMatch(new RegExp(`^Message-ID: <notification-${told.id}@`, "mi"));
    expect(mail!.subject).toBe(notificationText("booking_requested", told.data));
    expect(mail!.subject).toMatch(/^New request from Sam for 2 seats on Gainesville → Orlando, /);
    expect(mail!.text).toContain("Hi Dana, Sam asked for 2 seats on your trip Gainesville → Orlando");
    expect(mail!.text).toContain('"A rider requests a seat on my trip" is on');
    expect(mail!.html).toContain("&quot;A rider requests a seat on my trip&quot; is on");
    expectLinks(mail!, `/dashboard/trip-requests/${ride.id}`);
    // the page behind the link shows the driver this very request
    const requests = await app.inject({
      method: "GET",
      url: `/api/rides/${ride.id}/requests`,
      headers: driver.headers,
    });
    expect(requests.statusCode, requests.body).toBe(200);
    expect(requests.body).toContain(booking.id);

    await settle();
    expect((await notificationOf(driver.user.id, "booking_requested")).emailStatus).toBe("sent");
    expect(inbox.to(driver.user.email)).toHaveLength(1);
    expect(inbox.to(rider.user.email)).toHaveLength(0);
  });

  it("mails riders the answer to their request, linking to their booking; a withdrawn request mails no one", async () => {
    const { driver, ride, rider, booking } = await tripWithRequest(1);
    expect((await answerBooking(app, driver, booking.id, "approve")).statusCode).toBe(200);
    // the approval's email and the payment receipt (payments-pickup.test.ts checks the receipt)
    const approved = (await inbox.waitFor(rider.user.email, 2)).find((mail) =>
      mail.subject.endsWith("was approved"),
    );
    expect(approved!.subject).toMatch(/^Your request for Gainesville → Orlando on .+ was approved$/);
    expect(approved!.text).toContain("Dana approved your request");
    expectLinks(approved!, `/dashboard/ride-confirmation/${booking.id}`);
    const page = await app.inject({
      method: "GET",
      url: `/api/bookings/${booking.id}`,
      headers: rider.headers,
    });
    expect(page.statusCode, page.body).toBe(200);

    const declined = await createSession(app, { firstName: "Lee" });
    const second = await requestSeats(app, declined, ride.id, 1);
    expect((await answerBooking(app, driver, second.id, "reject")).statusCode).toBe(200);
    const [rejected] = await inbox.waitFor(declined.user.email);
    expect(rejected!.subject).toMatch(/was rejected$/);
    expectLinks(rejected!, `/dashboard/ride-confirmation/${second.id}`);

    const withdrawing = await createSession(app, { firstName: "Kim" });
    const third = await requestSeats(app, withdrawing, ride.id, 1);
    expect((await answerBooking(app, withdrawing, third.id, "cancel")).statusCode).toBe(200);
    await settle();
    // three requests; the withdrawal is in the bell only
    expect(inbox.to(driver.user.email).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^New request from Sam/),
      expect.stringMatching(/^New request from Lee/),
      expect.stringMatching(/^New request from Kim/),
    ]);
    expect((await notificationOf(driver.user.id, "booking_cancelled")).emailStatus).toBe("none");
    expect(inbox.to(withdrawing.user.email)).toHaveLength(0);
  });

  it("mails riders with a live request of a new time and of the trip's cancellation", async () => {
    const { driver, ride, rider, booking } = await tripWithRequest(1);
    const declined = await createSession(app);
    const declinedBooking = await requestSeats(app, declined, ride.id, 1);
    await answerBooking(app, driver, declinedBooking.id, "reject");
    await changeDepartureTime(app, driver, ride.id, "09:15");
    const [moved] = await inbox.waitFor(rider.user.email);
    expect(moved!.subject).toMatch(/now leaves at 9:15 AM \(was 7:45 AM\)$/);
    expect(moved!.text).toContain("it now leaves");
    expect(moved!.text).toContain("at 9:15 AM instead of 7:45 AM");
    expectLinks(moved!, `/dashboard/ride-confirmation/${booking.id}`);

    await cancelTrip(app, driver, ride.id);
    const [, gone] = await inbox.waitFor(rider.user.email, 2);
    expect(gone!.subject).toMatch(/^The driver cancelled Gainesville → Orlando on /);
    expect(gone!.text).toContain("Dana cancelled the trip");
    expectLinks(gone!, `/dashboard/ride-confirmation/${booking.id}`);

    await settle();
    // the declined rider was told of the decline, and of nothing after it
    expect(inbox.to(declined.user.email).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/was rejected$/),
    ]);
  });

  it("writes what users typed as text in the HTML body, escaped", async () => {
    const driver = await createDriverSession(app, { firstName: "Dana" });
    const ride = await createRide(app, driver);
    await requestSeats(app, await createSession(app, { firstName: `D'Andre & "Jo"` }), ride.id, 1);
    const [mail] = await inbox.waitFor(driver.user.email);
    expect(mail!.subject).toMatch(/^New request from D'Andre & "Jo" for 1 seat on /);
    expect(mail!.text).toContain(`D'Andre & "Jo" asked for 1 seat`);
    expect(mail!.html).toContain("D&#39;Andre &amp; &quot;Jo&quot; asked for 1 seat");
    expect(mail!.html).not.toContain(`D'Andre & "Jo"`);
  });

  it("keeps the notification but sends no email of a kind its recipient turned off", async () => {
    const driver = await createDriverSession(app);
    expect((await setPreferences(driver, { newRequest: false })).statusCode).toBe(200);
    const ride = await createRide(app, driver);
    const rider = await createSession(app);
    expect((await setPreferences(rider, { requestAnswered: false })).statusCode).toBe(200);
    const booking = await requestSeats(app, rider, ride.id, 1);
    await answerBooking(app, driver, booking.id, "approve");
    // the kind still on is mailed
    const other = await createSession(app);
    expect((await setPreferences(other, { requestAnswered: false, tripChanged: true })).statusCode).toBe(200);
    const otherBooking = await requestSeats(app, other, ride.id, 1);
    await cancelTrip(app, driver, ride.id);
    await inbox.waitFor(other.user.email);
    await settle();

    const driverTold = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, driver.user.id));
    expect(driverTold.map((row) => [row.type, row.emailStatus])).toEqual([
      ["booking_requested", "none"],
      ["booking_requested", "none"],
    ]);
    expect((await notificationOf(rider.user.id, "booking_approved")).emailStatus).toBe("none");
    expect(inbox.to(driver.user.email)).toHaveLength(0);
    // the receipt is a payment record, sent whatever the notification settings say
    expect(
      inbox
        .to(rider.user.email)
        .map((mail) => mail.subject)
        .sort(),
    ).toEqual([expect.stringMatching(/^The driver cancelled/), "Your CampusRide receipt"]);
    expect(inbox.to(other.user.email).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^The driver cancelled/),
    ]);
    expect(otherBooking.status).toBe("pending");
  });

  it("sends nothing to an account no longer active, and marks its email as not to be sent", async () => {
    const { driver, booking, rider } = await tripWithRequest(1);
    await inbox.waitFor(driver.user.email);
    await app.db.update(profiles).set({ isActive: false }).where(eq(profiles.id, rider.user.id));
    expect((await answerBooking(app, driver, booking.id, "approve")).statusCode).toBe(200);
    await settle();
    expect((await notificationOf(rider.user.id, "booking_approved")).emailStatus).toBe("none");
    expect(inbox.to(rider.user.email)).toHaveLength(0);
  });

  it("seeds the demo trips' requests into the drivers' bell without queueing their emails", async () => {
    const drivers = await Promise.all(
      ["driver", "both"].map(async (userType) => {
        const { user } = await createSession(app, { userType, ...driverCar });
        await app.db.update(profiles).set({ driverLicenseVerified: true }).where(eq(profiles.id, user.id));
        return user;
      }),
    );
    const rider = (await createSession(app)).user;
    const counts = await seedDemoRides(app.db, {
      driverIds: drivers.map((driver) => driver.id),
      riderIds: [rider.id, drivers[1]!.id],
    });
    expect(counts.pending).toBeGreaterThan(5);
    const told = await app.db
      .select({ type: notifications.type, emailStatus: notifications.emailStatus })
      .from(notifications)
      .where(
        inArray(
          notifications.userId,
          drivers.map((driver) => driver.id),
        ),
      );
    expect(told).toHaveLength(counts.pending);
    expect(new Set(told.map((row) => `${row.type} ${row.emailStatus}`))).toEqual(
      new Set(["booking_requested none"]),
    );
    await settle();
    for (const driver of drivers) expect(inbox.to(driver.email)).toHaveLength(0);
    const [queued] = (
      (await app.db.execute(
        sql`select count(*)::int as count from notifications where email_status in ('pending', 'sending')`,
      )) as unknown as { rows: Array<{ count: number }> }
    ).rows;
    expect(queued?.count).toBe(0);
  });
});
