import { MESSAGE_EMAIL_DELAY_MINUTES } from "@campusride/shared/domain/notifications";
import { streamChangeSchema } from "@campusride/shared/schemas/notifications";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications } from "../../../src/db/schema/index.ts";
import { createTestApp } from "../../support/app.ts";
import { askedRide as askedRideOf, postMessage } from "../../support/messages.ts";
import { createSession, type TestSession } from "../../support/session.ts";
import { startSmtpInbox } from "../../support/smtp-inbox.ts";
import { listeningUrl, openEventStream } from "../../support/sse-client.ts";

const inbox = await startSmtpInbox();
const app = await createTestApp({
  SMTP_URL: `smtp://127.0.0.1:${inbox.port}`,
  MAIL_FROM: "CampusRide <rides@campusride.test>",
});
const baseUrl = await listeningUrl(app);

const askedRide = () => askedRideOf(app, "Can I bring a bike?");
const post = (session: TestSession, conversationId: string, body: string) =>
  postMessage(app, session, conversationId, body);

/** The user's message notification of the thread (there is one: they collapse). */
async function messageNotificationOf(userId: string) {
  const rows = await app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, "message_received")));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

/** MESSAGE_EMAIL_DELAY_MINUTES pass for the notification's email. */
async function delayPassed(notificationId: number): Promise<void> {
  await app.db.execute(
    sql`update notifications set email_at = now() - interval '1 second' where id = ${notificationId}`,
  );
  await app.notificationJobs.sendDueEmails();
}

describe("a message, live", () => {
  it("reaches both people's streams as a change, and the recipient's bell as a notification", async () => {
    const { driver, rider, conversationId } = await askedRide();
    const driverStream = await openEventStream(baseUrl, driver.headers);
    const riderStream = await openEventStream(baseUrl, rider.headers);
    const stranger = await createSession(app);
    const strangerStream = await openEventStream(baseUrl, stranger.headers);
    const reply = await post(driver, conversationId, "Yes, there's a rack");
    expect(reply.statusCode).toBe(201);
    const isMessageChange = (event: { event: string; data: string }) =>
      event.event === "change" && event.data.includes(conversationId);
    for (const stream of [driverStream, riderStream]) {
      const change = await stream.waitFor(isMessageChange);
      expect(streamChangeSchema.parse(JSON.parse(change.data))).toEqual({
        change: "message",
        conversationId,
      });
    }
    const bell = await riderStream.waitFor((event) => event.event === "notification");
    expect(JSON.parse(bell.data)).toMatchObject({
      type: "message_received",
      path: `/messages/${conversationId}`,
      text: expect.stringMatching(/^New message from Dana about Gainesville → Orlando on /),
    });
    // the body itself never travels on the stream, and a third user hears nothing
    expect(riderStream.text()).not.toContain("rack");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(strangerStream.events.filter((event) => event.event !== "message")).toEqual([]);
  });
});

describe("the email of an unread message", () => {
  it(`is sent after ${MESSAGE_EMAIL_DELAY_MINUTES} minutes when the message is still unread`, async () => {
    const { driver } = await askedRide();
    const told = await messageNotificationOf(driver.user.id);
    // it waits the delay from when the message was sent (both times the database's)
    expect(told.emailAt!.getTime() - told.createdAt.getTime()).toBe(MESSAGE_EMAIL_DELAY_MINUTES * 60_000);
    await app.notificationJobs.sendDueEmails();
    expect(inbox.to(driver.user.email)).toHaveLength(0);
    await delayPassed(told.id);
    const [mail] = await inbox.waitFor(driver.user.email);
    expect(mail!.subject).toMatch(/^New message from Sam about Gainesville → Orlando/);
    expect(mail!.text).toContain("Hi Dana, Sam sent you a message about Gainesville → Orlando");
    expect(mail!.text).toContain(`/messages/${told.data.conversationId}`);
    // the message itself is not in the email
    expect(mail!.text).not.toContain("bike");
  });

  it("is not sent when the thread was read in time, nor when the bell's notification was", async () => {
    const { driver, conversationId } = await askedRide();
    const told = await messageNotificationOf(driver.user.id);
    const read = await app.inject({
      method: "POST",
      url: `/api/conversations/${conversationId}/read`,
      headers: driver.headers,
    });
    expect(read.statusCode).toBe(200);
    await delayPassed(told.id);

    const second = await askedRide();
    const secondTold = await messageNotificationOf(second.driver.user.id);
    // read from the bell: the notification is read, its email still waiting
    const fromBell = await app.inject({
      method: "POST",
      url: "/api/notifications/read",
      headers: second.driver.headers,
      payload: { ids: [String(secondTold.id)] },
    });
    expect(fromBell.statusCode).toBe(200);
    await delayPassed(secondTold.id);
    const [skipped] = await app.db.select().from(notifications).where(eq(notifications.id, secondTold.id));
    expect(skipped!.emailStatus).toBe("none");
    expect(inbox.to(driver.user.email)).toHaveLength(0);
    expect(inbox.to(second.driver.user.email)).toHaveLength(0);
  });
});
