import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications } from "../../../src/db/schema/index.ts";
import { createTestApp } from "../../support/app.ts";
import { createSession } from "../../support/session.ts";
import { startSmtpInbox } from "../../support/smtp-inbox.ts";
import { startTcpProxy } from "../../support/tcp-proxy.ts";
import { answerBooking, createDriverSession, createRide, requestSeats } from "../../support/trips.ts";
import { alsoCaptured } from "../../support/captured-log.ts";

// The mail server is reached through a proxy that can be switched off: off, every
// connection is closed at once, as a server that is down or refusing.
const inbox = await startSmtpInbox();
const proxy = await startTcpProxy("127.0.0.1", inbox.port);
const logLines: string[] = [];
const app = await createTestApp(
  { SMTP_URL: `smtp://127.0.0.1:${proxy.port}`, SMTP_TIMEOUT_MS: "2000" },
  { logger: { level: "info", stream: alsoCaptured((line) => logLines.push(line)) } },
);

async function emailOf(userId: string) {
  const rows = await app.db
    .select({
      status: notifications.emailStatus,
      attempts: notifications.emailAttempts,
      secondsAway: sql<number>`extract(epoch from ${notifications.emailAt} - now())::float8`,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  expect(rows).toHaveLength(1);
  return { ...rows[0]!, secondsAway: Number(rows[0]!.secondsAway) };
}

/** Time passes: every email waiting for a retry is due now. */
async function makeRetriesDue(): Promise<void> {
  await app.db.execute(sql`update notifications set email_at = now() where email_status = 'pending'`);
}

describe("emails while the mail server is down", () => {
  it("answers the change at once, keeps the email pending with a growing wait, and sends it once when the server is back", async () => {
    proxy.setEnabled(false);
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver);
    const rider = await createSession(app);
    const booking = await requestSeats(app, rider, ride.id, 1);
    const approved = await answerBooking(app, driver, booking.id, "approve");
    expect(approved.statusCode, approved.body).toBe(200);

    await app.notificationJobs.sendDueEmails();
    const first = await emailOf(driver.user.id);
    expect(first).toMatchObject({ status: "pending", attempts: 1 });
    expect(first.secondsAway).toBeGreaterThan(20);
    expect(first.secondsAway).toBeLessThanOrEqual(30);
    expect((await emailOf(rider.user.id)).status).toBe("pending");

    await makeRetriesDue();
    await app.notificationJobs.sendDueEmails();
    const second = await emailOf(driver.user.id);
    expect(second).toMatchObject({ status: "pending", attempts: 2 });
    expect(second.secondsAway).toBeGreaterThan(100);
    expect(inbox.mails).toHaveLength(0);

    proxy.setEnabled(true);
    await makeRetriesDue();
    await Promise.all([app.notificationJobs.sendDueEmails(), app.notificationJobs.sendDueEmails()]);
    await inbox.waitFor(driver.user.email);
    await inbox.waitFor(rider.user.email);
    expect((await emailOf(driver.user.id)).status).toBe("sent");
    expect((await emailOf(rider.user.id)).status).toBe("sent");
    // later rounds find nothing more to send
    await makeRetriesDue();
    await app.notificationJobs.sendDueEmails();
    expect(inbox.to(driver.user.email)).toHaveLength(1);
    expect(inbox.to(rider.user.email)).toHaveLength(1);

    // the log names the failures and the recipients' domain, never their address
    const log = logLines.join("\n");
    expect(log).toContain("notification email failed; it will be tried again");
    expect(log).toContain('"toDomain":"ufl.edu"');
    expect(log).toContain("notification email sent");
    expect(log).not.toContain(driver.user.email);
    expect(log).not.toContain(rider.user.email);
  });

  it("gives an email up after six failed tries", async () => {
    proxy.setEnabled(false);
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver);
    await requestSeats(app, await createSession(app), ride.id, 1);
    await app.notificationJobs.sendDueEmails();
    expect((await emailOf(driver.user.id)).attempts).toBe(1);
    for (let attempt = 2; attempt <= 6; attempt += 1) {
      await makeRetriesDue();
      await app.notificationJobs.sendDueEmails();
      expect((await emailOf(driver.user.id)).attempts).toBe(attempt);
    }
    expect((await emailOf(driver.user.id)).status).toBe("failed");
    expect(logLines.join("\n")).toContain("notification email given up");

    proxy.setEnabled(true);
    await makeRetriesDue();
    await app.notificationJobs.sendDueEmails();
    expect(inbox.to(driver.user.email)).toHaveLength(0);
  });
});
