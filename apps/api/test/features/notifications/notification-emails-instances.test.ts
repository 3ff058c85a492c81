import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../src/app.ts";
import { notifications } from "../../../src/db/schema/index.ts";
import { createTestApp, sendOwnOrigin, testConfig } from "../../support/app.ts";
import { workerDatabase } from "../../support/database.ts";
import { createSession } from "../../support/session.ts";
import { startSmtpInbox } from "../../support/smtp-inbox.ts";
import { createDriverSession, createRide, requestSeats } from "../../support/trips.ts";
import { capturedLogger } from "../../support/captured-log.ts";

// Two API instances on one database, both sending to one mail server.
const inbox = await startSmtpInbox();
const smtp = { SMTP_URL: `smtp://127.0.0.1:${inbox.port}` };
const instanceA = await createTestApp(smtp);
const instanceB = await buildApp({
  config: testConfig(smtp),
  database: { ...(await workerDatabase()), close: async () => {} },
  logger: capturedLogger(),
});
await instanceB.ready();
afterAll(() => instanceB.close());
sendOwnOrigin(instanceB, testConfig().PUBLIC_URL);

const sendEverywhere = () =>
  Promise.all([
    instanceA.notificationJobs.sendDueEmails(),
    instanceB.notificationJobs.sendDueEmails(),
    instanceA.notificationJobs.sendDueEmails(),
    instanceB.notificationJobs.sendDueEmails(),
  ]);

describe("emails with several API instances", () => {
  it("sends each email once, whichever instances wake for it", async () => {
    const driver = await createDriverSession(instanceA);
    const ride = await createRide(instanceA, driver, { availableSeats: 7 });
    const riders = await Promise.all(
      Array.from({ length: 12 }, (_, index) => createSession(instanceA, { lastName: `Rider${index}` })),
    );
    // requests through both instances; each instance's sender hears of all of them
    await Promise.all(
      riders.map((rider, index) => requestSeats(index % 2 ? instanceB : instanceA, rider, ride.id, 1)),
    );
    // and, for good measure, both are asked to send at the same moment
    const results = (await sendEverywhere()).flat();
    await inbox.waitFor(driver.user.email, 12);
    await sendEverywhere();
    expect(inbox.to(driver.user.email)).toHaveLength(12);
    const statuses = await instanceA.db
      .select({ status: notifications.emailStatus })
      .from(notifications)
      .where(eq(notifications.userId, driver.user.id));
    expect(statuses.map((row) => row.status)).toEqual(Array(12).fill("sent"));
    expect(results.every((result) => result.failed === 0)).toBe(true);
  });

  it("sends a batch of due emails once when both instances claim at the same moment", async () => {
    const driver = await createDriverSession(instanceA);
    const ride = await createRide(instanceA, driver);
    const rider = await createSession(instanceA);
    const booking = await requestSeats(instanceA, rider, ride.id, 1);
    await inbox.waitFor(driver.user.email);
    // 40 emails due at once, written in one transaction (the senders hear of them on commit)
    await instanceA.db.execute(sql`
      select campusride_notify_user(${rider.user.id}, 'ride_time_changed', r.id, ${booking.id}::uuid,
                                    campusride_trip_data(r))
        from rides r, generate_series(1, 40)
        where r.id = ${ride.id}::uuid`);
    const results = (await sendEverywhere()).flat();
    await inbox.waitFor(rider.user.email, 40);
    await sendEverywhere();
    expect(inbox.to(rider.user.email)).toHaveLength(40);
    // what each round sent (two calls may share one round): together, no email twice
    const sentHere = [...new Set(results)].reduce((sum, result) => sum + result.sent, 0);
    expect(sentHere).toBeLessThanOrEqual(40);
  });

  it("takes again an email whose sender stopped before its lease ran out, and only then", async () => {
    const driver = await createDriverSession(instanceA, { firstName: "Dana" });
    const ride = await createRide(instanceA, driver);
    // an instance took this reminder's email and died mid-send: 'sending' under its lease
    const [row] = await instanceA.db
      .insert(notifications)
      .values({
        userId: driver.user.id,
        type: "ride_reminder",
        rideId: ride.id,
        data: {
          from: ride.departureCity,
          to: ride.destinationCity,
          departureDate: ride.departureDate,
          departureTime: ride.departureTime,
          driverFirstName: "Dana",
        },
        emailStatus: "sending",
        emailAt: sql`now() + interval '4 minutes'`,
      })
      .returning({ id: notifications.id });
    const held = eq(notifications.id, row!.id);
    await sendEverywhere();
    expect(inbox.to(driver.user.email)).toHaveLength(0);
    const [stillHeld] = await instanceA.db.select().from(notifications).where(held);
    expect(stillHeld?.emailStatus).toBe("sending");

    // the lease is over: an instance takes it and sends it, once
    await instanceA.db
      .update(notifications)
      .set({ emailAt: sql`now() - interval '1 second'` })
      .where(held);
    await sendEverywhere();
    const [mail] = await inbox.waitFor(driver.user.email);
    expect(mail!.subject).toMatch(/^Reminder: /);
    await sendEverywhere();
    expect(inbox.to(driver.user.email)).toHaveLength(1);
    const [sent] = await instanceA.db.select().from(notifications).where(held);
    expect(sent?.emailStatus).toBe("sent");
  });
});
