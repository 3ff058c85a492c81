import { AUTH_MESSAGES } from "@campusride/shared/messages";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { session } from "../../../src/db/schema/index.ts";
import { authPost, createSignedInUser, type SignedInUser } from "../../support/accounts.ts";
import { createTestApp } from "../../support/app.ts";
import { browserSessions } from "../../support/browser-sessions.ts";
import { ageSessions } from "../../support/old-session.ts";
import { createSession } from "../../support/session.ts";

// Ending sessions (ASVS 5.0 V7.5.2): from a browser signed in more than a day ago, only
// with the account's password again (docs/decisions/0032).
const app = await createTestApp();
const { signInAgain, isSignedIn, sessionRow } = browserSessions(app);

const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Version/18.1 Mobile/15E148 Safari/604.1";

function revokeOthers(cookie: string, body?: Record<string, unknown>) {
  return app.inject({
    method: "POST",
    url: "/api/me/sessions/revoke-others",
    headers: { cookie },
    ...(body ? { payload: body } : {}),
  });
}

function revokeOne(cookie: string, id: string, body?: Record<string, unknown>) {
  return app.inject({
    method: "DELETE",
    url: `/api/me/sessions/${id}`,
    headers: { cookie },
    ...(body ? { payload: body } : {}),
  });
}

/** An account signed in on its laptop and on a phone, both more than a day ago. */
async function staleAccount(): Promise<{ account: SignedInUser; phone: string }> {
  const account = await createSignedInUser(app);
  const phone = await signInAgain(account, PHONE);
  await ageSessions(app, account.id);
  return { account, phone };
}

function expectNotFresh(response: Awaited<ReturnType<typeof revokeOthers>>) {
  expect(response.statusCode, response.body).toBe(403);
  expect(response.json()).toEqual({
    error: { code: "SESSION_NOT_FRESH", message: AUTH_MESSAGES.sessionNotFresh },
  });
}

describe("ending sessions from a browser that signed in within the last day", () => {
  it("needs no password, for all the others or one of them", async () => {
    const account = await createSignedInUser(app);
    const phone = await signInAgain(account, PHONE);
    const tablet = await signInAgain(account, PHONE);
    const one = await revokeOne(account.cookie, (await sessionRow(tablet)).id);
    expect(one.statusCode, one.body).toBe(204);
    expect(await isSignedIn(tablet)).toBe(false);
    const others = await revokeOthers(account.cookie, {});
    expect(others.statusCode, others.body).toBe(200);
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(account.cookie)).toBe(true);
  });
});

describe("ending sessions from a browser that signed in more than a day ago", () => {
  it("is refused without the password, or with a wrong one, and nothing ends", async () => {
    const { account, phone } = await staleAccount();
    const phoneId = (await sessionRow(phone)).id;
    expectNotFresh(await revokeOthers(account.cookie));
    expectNotFresh(await revokeOthers(account.cookie, { currentPassword: "wrong-guess-31" }));
    expectNotFresh(await revokeOne(account.cookie, phoneId));
    expectNotFresh(await revokeOne(account.cookie, phoneId, { currentPassword: "" }));
    expect(await isSignedIn(phone)).toBe(true);
    expect(await isSignedIn(account.cookie)).toBe(true);
  });

  it("signs the others out with the account's password, keeping this browser", async () => {
    const { account, phone } = await staleAccount();
    const response = await revokeOthers(account.cookie, { currentPassword: account.password });
    expect(response.statusCode, response.body).toBe(200);
    // the verification link's session and the phone's
    expect(response.json()).toEqual({ revoked: 2 });
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(account.cookie)).toBe(true);
  });

  it("signs one other browser out with the account's password", async () => {
    const { account, phone } = await staleAccount();
    const response = await revokeOne(account.cookie, (await sessionRow(phone)).id, {
      currentPassword: account.password,
    });
    expect(response.statusCode, response.body).toBe(204);
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(account.cookie)).toBe(true);
  });

  it("counts wrong passwords like /verify-password: 5, then 429 even for the right one", async () => {
    const { account, phone } = await staleAccount();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expectNotFresh(await revokeOthers(account.cookie, { currentPassword: `wrong-guess-${attempt}y` }));
    }
    const limited = await revokeOthers(account.cookie, { currentPassword: account.password });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    const one = await revokeOne(account.cookie, (await sessionRow(phone)).id, {
      currentPassword: account.password,
    });
    expect(one.statusCode).toBe(429);
    expect(await isSignedIn(phone)).toBe(true);
  });

  it("for an account without a password (Google sign-in), needs a new sign-in", async () => {
    const member = await createSession(app);
    const auth = await app.auth.$context;
    const other = await auth.internalAdapter.createSession(member.user.id);
    await ageSessions(app, member.user.id);
    expectNotFresh(await revokeOthers(member.cookie));
    expectNotFresh(await revokeOthers(member.cookie, { currentPassword: "any-guess-at-all" }));
    expectNotFresh(await revokeOne(member.cookie, other.id));
    const rows = await app.db.select().from(session).where(eq(session.userId, member.user.id));
    expect(rows).toHaveLength(2);
  });
});

describe("better-auth's own ways to end or change sessions", () => {
  it("are not routed: a JSON 404, and nothing ends", async () => {
    const account = await createSignedInUser(app);
    const phone = await signInAgain(account, PHONE);
    const phoneRow = await sessionRow(phone);
    for (const [path, body] of [
      ["/revoke-session", { token: phoneRow.token }],
      ["/revoke-sessions", {}],
      ["/revoke-other-sessions", {}],
      ["/update-session", { createdAt: new Date().toISOString() }],
    ] as const) {
      const response = await authPost(app, path, body, account);
      expect(response.statusCode, path).toBe(404);
      expect(response.json(), path).toEqual({
        error: { code: "NOT_FOUND", message: `No API route POST /api/auth${path}` },
      });
    }
    expect(await isSignedIn(phone)).toBe(true);
    expect(await isSignedIn(account.cookie)).toBe(true);
  });
});
