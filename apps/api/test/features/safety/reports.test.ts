import { SAFETY_MESSAGES } from "@campusride/shared/messages";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { conversations, messages, reports } from "../../../src/db/schema/index.ts";
import { createTestApp } from "../../support/app.ts";
import { createSession, type TestSession } from "../../support/session.ts";
import { createDriverSession, createRide } from "../../support/trips.ts";

const app = await createTestApp();

function report(session: TestSession | undefined, body: Record<string, unknown>) {
  return app.inject({ method: "POST", url: "/api/reports", payload: body, headers: session?.headers ?? {} });
}

/** A thread on the driver's trip between the rider and the driver, with one message each. */
async function threadBetween(rider: TestSession, driver: TestSession) {
  const ride = await createRide(app, driver);
  const [conversation] = await app.db
    .insert(conversations)
    .values({ rideId: ride.id, riderId: rider.user.id, driverId: driver.user.id })
    .returning();
  const [fromDriver] = await app.db
    .insert(messages)
    .values({
      conversationId: conversation!.id,
      senderId: driver.user.id,
      body: "You owe me gas money, or else",
    })
    .returning();
  const [fromRider] = await app.db
    .insert(messages)
    .values({ conversationId: conversation!.id, senderId: rider.user.id, body: "See you Friday" })
    .returning();
  return { fromDriver: fromDriver!, fromRider: fromRider! };
}

async function storedReport(id: string) {
  const [row] = await app.db.select().from(reports).where(eq(reports.id, id));
  return row;
}

describe("POST /api/reports", () => {
  it("files a report of a user with its reason and details, markup stripped (201)", async () => {
    const rider = await createSession(app);
    const driver = await createDriverSession(app);
    const response = await report(rider, {
      userId: driver.user.id,
      reason: "no_show",
      details: "<b>Never came</b> to the pickup <script>alert(1)</script>",
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(String), message: SAFETY_MESSAGES.reportSent });
    expect(await storedReport(response.json().id)).toMatchObject({
      reporterId: rider.user.id,
      reportedUserId: driver.user.id,
      reason: "no_show",
      details: "Never came to the pickup alert(1)",
      messageId: null,
      messageBody: null,
      status: "open",
    });
    // nothing reaches the reported student
    const told = await app.inject({ url: "/api/notifications", headers: driver.headers });
    expect(told.json().notifications).toEqual([]);
  });

  it("refuses bad input: no reason, an unknown reason, details over 1000 characters, yourself", async () => {
    const rider = await createSession(app);
    const other = await createSession(app);
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ userId: other.user.id }, 400, SAFETY_MESSAGES.reasonRequired],
      [{ userId: other.user.id, reason: "rude" }, 400, SAFETY_MESSAGES.reasonRequired],
      [
        { userId: other.user.id, reason: "other", details: "x".repeat(1001) },
        400,
        SAFETY_MESSAGES.detailsTooLong,
      ],
      [{ userId: rider.user.id, reason: "other" }, 400, SAFETY_MESSAGES.reportSelf],
      [{ userId: "nobody", reason: "other" }, 404, SAFETY_MESSAGES.userNotFound],
    ];
    for (const [body, status, message] of cases) {
      const response = await report(rider, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.body).toContain(message);
    }
    expect((await report(undefined, { userId: other.user.id, reason: "other" })).statusCode).toBe(401);
    expect(await app.db.select().from(reports).where(eq(reports.reporterId, rider.user.id))).toEqual([]);
  });

  it("reports a message the other student sent in the reporter's own thread, keeping its text", async () => {
    const rider = await createSession(app);
    const driver = await createDriverSession(app);
    const { fromDriver, fromRider } = await threadBetween(rider, driver);
    const response = await report(rider, {
      userId: driver.user.id,
      messageId: fromDriver.id,
      reason: "harassment",
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await storedReport(response.json().id)).toMatchObject({
      messageId: fromDriver.id,
      messageBody: "You owe me gas money, or else",
    });

    // the reporter's own message, a third student's view of the thread, a message that does not exist: 404
    const outsider = await createSession(app);
    const refused = [
      await report(rider, { userId: driver.user.id, messageId: fromRider.id, reason: "harassment" }),
      await report(outsider, { userId: driver.user.id, messageId: fromDriver.id, reason: "harassment" }),
      await report(rider, { userId: driver.user.id, messageId: crypto.randomUUID(), reason: "harassment" }),
    ];
    for (const answer of refused) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error.message).toBe(SAFETY_MESSAGES.messageNotFound);
    }
  });

  it("takes ten reports a day from one student, then refuses (429)", async () => {
    const rider = await createSession(app);
    const others = await Promise.all(Array.from({ length: 11 }, () => createSession(app)));
    for (const other of others.slice(0, 10)) {
      expect((await report(rider, { userId: other.user.id, reason: "fake_profile" })).statusCode).toBe(201);
    }
    const limited = await report(rider, { userId: others[10]!.user.id, reason: "fake_profile" });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toEqual({ code: "RATE_LIMITED", message: SAFETY_MESSAGES.reportLimited });
    // another student is not held back by it
    expect((await report(others[0]!, { userId: rider.user.id, reason: "other" })).statusCode).toBe(201);
  });
});
