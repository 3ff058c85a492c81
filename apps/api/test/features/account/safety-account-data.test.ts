import { PURGE_AFTER_DAYS } from "@campusride/shared/domain/deleted-account";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reports, userBlocks } from "../../../src/db/schema/index.ts";
import { purgeDeletedAccounts } from "../../../src/features/account/purge.ts";
import { createSignedInUser } from "../../support/accounts.ts";
import { createTestApp } from "../../support/app.ts";
import { createSession, type TestSession } from "../../support/session.ts";

const app = await createTestApp();

function send(method: "GET" | "POST" | "PUT", url: string, cookie: string, payload?: object) {
  return app.inject({ method, url, payload, headers: { cookie } });
}

async function reportBy(cookie: string, userId: string, details: string) {
  const response = await send("POST", "/api/reports", cookie, { userId, reason: "harassment", details });
  expect(response.statusCode, response.body).toBe(201);
}

describe("blocks and reports in the student's own data", () => {
  it("the export holds the blocks they made and the reports they filed, not the reports about them", async () => {
    const student = await createSession(app, { firstName: "Sam" });
    const blocked = await createSession(app, { firstName: "Bo", lastName: "Secret" });
    const reporter: TestSession = await createSession(app);
    expect((await send("PUT", `/api/blocks/${blocked.user.id}`, student.cookie)).statusCode).toBe(201);
    await reportBy(student.cookie, blocked.user.id, "Kept calling me");
    await reportBy(reporter.cookie, student.user.id, "Someone else's words about Sam");

    const response = await send("GET", "/api/me/export", student.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json();
    expect(data.blockedUsers).toEqual([{ firstName: "Bo", since: expect.any(String) }]);
    expect(data.reportsFiled).toEqual([
      {
        reportedFirstName: "Bo",
        reason: "harassment",
        details: "Kept calling me",
        isAboutMessage: false,
        status: "open",
        createdAt: expect.any(String),
      },
    ]);
    expect(response.body).not.toContain("Someone else's words");
    expect(response.body).not.toContain("Secret");
  });

  it("the purge removes the blocks they made and the details they wrote in reports", async () => {
    const student = await createSignedInUser(app);
    const other = await createSession(app);
    expect((await send("PUT", `/api/blocks/${other.user.id}`, student.cookie)).statusCode).toBe(201);
    await reportBy(student.cookie, other.user.id, "My own words");
    // a block made by someone else stays theirs
    expect((await send("PUT", `/api/blocks/${student.id}`, other.cookie)).statusCode).toBe(201);
    const deleted = await send("POST", "/api/me/delete", student.cookie, { password: student.password });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const later = new Date(Date.now() + (PURGE_AFTER_DAYS + 1) * 24 * 60 * 60 * 1000);
    expect(await purgeDeletedAccounts(app.db, app.storage, { now: later })).toContain(student.id);
    expect(await app.db.select().from(userBlocks).where(eq(userBlocks.blockerId, student.id))).toEqual([]);
    expect(
      await app.db.select().from(userBlocks).where(eq(userBlocks.blockerId, other.user.id)),
    ).toHaveLength(1);
    const filed = await app.db.select().from(reports).where(eq(reports.reporterId, student.id));
    expect(filed).toEqual([expect.objectContaining({ details: null, reason: "harassment" })]);
  });
});
