import { SESSION_MESSAGES } from "@campusride/shared/messages";
import { activeSessionsResponseSchema } from "@campusride/shared/schemas/sessions";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { session } from "../../../src/db/schema/index.ts";
import { SESSION_MAX_AGE_SECONDS } from "../../../src/features/auth/session-lifetime.ts";
import { coarseAddress, deviceSummary } from "../../../src/features/auth/device-summary.ts";
import { authPost, createSignedInUser, lastMail } from "../../support/accounts.ts";
import { createTestApp } from "../../support/app.ts";
import { browserSessions } from "../../support/browser-sessions.ts";

const app = await createTestApp();
const { signInAgain, isSignedIn, sessionRow } = browserSessions(app);

const CHROME_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const DAY = 24 * 60 * 60 * 1000;

function listSessions(cookie: string) {
  return app.inject({ method: "GET", url: "/api/me/sessions", headers: { cookie } });
}

async function sessionIds(cookie: string): Promise<string[]> {
  const response = await listSessions(cookie);
  expect(response.statusCode).toBe(200);
  return activeSessionsResponseSchema.parse(response.json()).sessions.map((entry) => entry.id);
}

describe("GET /api/me/sessions", () => {
  it("lists the account's own sessions, this one marked, with a device summary and no token", async () => {
    const account = await createSignedInUser(app);
    const laptop = await signInAgain(account, CHROME_WINDOWS);
    const phone = await signInAgain(account, SAFARI_IPHONE, "2001:db8:85a3:1:2:3:4:5");
    const stranger = await createSignedInUser(app);

    const response = await listSessions(laptop);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const { sessions } = activeSessionsResponseSchema.strict().parse(response.json());
    const rows = await app.db.select().from(session).where(eq(session.userId, account.id));
    expect(sessions.map((entry) => entry.id).sort()).toEqual(rows.map((row) => row.id).sort());
    // the caller first, and only it marked
    expect(sessions[0]).toMatchObject({
      id: (await sessionRow(laptop)).id,
      current: true,
      userAgent: "Chrome on Windows",
      ipAddress: "203.0.113.*",
    });
    expect(sessions.filter((entry) => entry.current)).toHaveLength(1);
    expect(sessions).toContainEqual(
      expect.objectContaining({
        id: (await sessionRow(phone)).id,
        userAgent: "Safari on iPhone",
        current: false,
      }),
    );
    for (const entry of sessions)
      expect(Object.keys(entry).sort()).toEqual([
        "createdAt",
        "current",
        "expiresAt",
        "id",
        "ipAddress",
        "lastActiveAt",
        "userAgent",
      ]);
    for (const row of [...rows, await sessionRow(stranger.cookie)])
      expect(response.body).not.toContain(row.token);
    expect(response.body).not.toContain((await sessionRow(stranger.cookie)).id);
  });

  it("needs a signed-in user", async () => {
    const response = await app.inject({ method: "GET", url: "/api/me/sessions" });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe("UNAUTHENTICATED");
  });

  it("is the only token-free view: better-auth's session answer to the browser has no token either", async () => {
    const account = await createSignedInUser(app);
    const own = await app.inject({
      method: "GET",
      url: "/api/auth/get-session",
      headers: { cookie: account.cookie },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().session.id).toBe((await sessionRow(account.cookie)).id);
    expect(own.json().session).not.toHaveProperty("token");
    expect(own.body).not.toContain((await sessionRow(account.cookie)).token);
  });

  it("is not offered by better-auth's own list, which would show the tokens", async () => {
    const account = await createSignedInUser(app);
    const response = await app.inject({
      method: "GET",
      url: "/api/auth/list-sessions",
      headers: { cookie: account.cookie },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain((await sessionRow(account.cookie)).token);
  });
});

describe("signing sessions out", () => {
  it("revoke-others ends every other session and keeps this one", async () => {
    const account = await createSignedInUser(app);
    const laptop = await signInAgain(account, CHROME_WINDOWS);
    const phone = await signInAgain(account, SAFARI_IPHONE);
    const stranger = await createSignedInUser(app);

    const response = await app.inject({
      method: "POST",
      url: "/api/me/sessions/revoke-others",
      headers: { cookie: laptop },
    });
    expect(response.statusCode).toBe(200);
    // the verification link's, the first sign-in's and the phone's
    expect(response.json()).toEqual({ revoked: 3 });
    expect(await isSignedIn(laptop)).toBe(true);
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(account.cookie)).toBe(false);
    expect(await sessionIds(laptop)).toEqual([(await sessionRow(laptop)).id]);
    expect(await isSignedIn(stranger.cookie)).toBe(true);
  });

  it("DELETE ends one of the account's own sessions", async () => {
    const account = await createSignedInUser(app);
    const phone = await signInAgain(account, SAFARI_IPHONE);
    const phoneId = (await sessionRow(phone)).id;
    const response = await app.inject({
      method: "DELETE",
      url: `/api/me/sessions/${phoneId}`,
      headers: { cookie: account.cookie },
    });
    expect(response.statusCode).toBe(204);
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(account.cookie)).toBe(true);
    // a second time: already gone
    const again = await app.inject({
      method: "DELETE",
      url: `/api/me/sessions/${phoneId}`,
      headers: { cookie: account.cookie },
    });
    expect(again.statusCode).toBe(404);
  });

  it("answers 404 for another account's session, and it stays signed in", async () => {
    const account = await createSignedInUser(app);
    const stranger = await createSignedInUser(app);
    const theirs = (await sessionRow(stranger.cookie)).id;
    for (const id of [theirs, "no-such-session"]) {
      const response = await app.inject({
        method: "DELETE",
        url: `/api/me/sessions/${id}`,
        headers: { cookie: account.cookie },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: "NOT_FOUND", message: SESSION_MESSAGES.notFound } });
    }
    expect(await isSignedIn(stranger.cookie)).toBe(true);
    const malformed = await app.inject({
      method: "DELETE",
      url: "/api/me/sessions/%27%20or%201=1",
      headers: { cookie: account.cookie },
    });
    expect(malformed.statusCode).toBe(400);
  });

  it("refuses requests from another site and callers without a session", async () => {
    const account = await createSignedInUser(app);
    const phone = await signInAgain(account, SAFARI_IPHONE);
    const crossSite = await app.inject({
      method: "POST",
      url: "/api/me/sessions/revoke-others",
      headers: { cookie: account.cookie, origin: "https://evil.example" },
    });
    expect(crossSite.statusCode).toBe(403);
    const anonymous = await app.inject({ method: "POST", url: "/api/me/sessions/revoke-others" });
    expect(anonymous.statusCode).toBe(401);
    expect(await isSignedIn(phone)).toBe(true);
  });
});

describe("the absolute session lifetime", () => {
  it("refuses a session signed in more than 30 days ago, even one used a minute ago", async () => {
    const account = await createSignedInUser(app);
    const row = await sessionRow(account.cookie);
    await app.db
      .update(session)
      .set({
        createdAt: new Date(Date.now() - 31 * DAY),
        updatedAt: new Date(Date.now() - 60_000),
        expiresAt: new Date(Date.now() + 7 * DAY - 60_000),
      })
      .where(eq(session.id, row.id));

    const me = await app.inject({ method: "GET", url: "/api/me", headers: { cookie: account.cookie } });
    expect(me.statusCode).toBe(401);
    const own = await app.inject({
      method: "GET",
      url: "/api/auth/get-session",
      headers: { cookie: account.cookie },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toBeNull();
    expect(await app.db.select().from(session).where(eq(session.id, row.id))).toEqual([]);
  });

  it("never renews a session past 30 days after its sign-in", async () => {
    const account = await createSignedInUser(app);
    const row = await sessionRow(account.cookie);
    const createdAt = new Date(Date.now() - 29 * DAY);
    // due for its daily renewal, which would otherwise give it 7 more days
    await app.db
      .update(session)
      .set({
        createdAt,
        updatedAt: new Date(Date.now() - 2 * DAY),
        expiresAt: new Date(Date.now() + 5 * DAY),
      })
      .where(eq(session.id, row.id));

    const own = await app.inject({
      method: "GET",
      url: "/api/auth/get-session",
      headers: { cookie: account.cookie },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()?.session).toBeTruthy();
    const renewed = await sessionRow(account.cookie);
    expect(renewed.updatedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(renewed.expiresAt.getTime()).toBe(createdAt.getTime() + SESSION_MAX_AGE_SECONDS * 1000);
    const listed = activeSessionsResponseSchema.parse((await listSessions(account.cookie)).json()).sessions;
    expect(listed.find((entry) => entry.current)?.expiresAt).toBe(renewed.expiresAt.toISOString());
  });

  it("renews a young session as before: 7 days from its use", async () => {
    const account = await createSignedInUser(app);
    const row = await sessionRow(account.cookie);
    await app.db
      .update(session)
      .set({ updatedAt: new Date(Date.now() - 2 * DAY), expiresAt: new Date(Date.now() + 5 * DAY) })
      .where(eq(session.id, row.id));
    const own = await app.inject({
      method: "GET",
      url: "/api/auth/get-session",
      headers: { cookie: account.cookie },
    });
    const renewed = await sessionRow(account.cookie);
    expect(renewed.expiresAt.getTime()).toBeGreaterThan(Date.now() + 7 * DAY - 60_000);
    // the browser's cookie is renewed with it
    expect(String(own.headers["set-cookie"])).toMatch(/campusride\.session_token=.*Max-Age=604800/);
  });
});

describe("a password reset", () => {
  it("ends every session of the account, the resetting browser's included", async () => {
    const account = await createSignedInUser(app);
    const laptop = await signInAgain(account, CHROME_WINDOWS);
    const stranger = await createSignedInUser(app);

    // the reset is asked for and done from the laptop, signed in
    await authPost(
      app,
      "/request-password-reset",
      { email: account.email, redirectTo: "/reset-password" },
      {
        cookie: laptop,
      },
    );
    const token = new URL((await lastMail(app, account.email))!.link!).searchParams.get("token");
    const newPassword = "a fresh passphrase for the reset";
    const reset = await authPost(app, "/reset-password", { token, newPassword }, { cookie: laptop });
    expect(reset.statusCode, reset.body).toBe(200);

    expect(await app.db.select().from(session).where(eq(session.userId, account.id))).toEqual([]);
    expect(await isSignedIn(laptop)).toBe(false);
    expect(await isSignedIn(account.cookie)).toBe(false);
    expect(await isSignedIn(stranger.cookie)).toBe(true);
    // the laptop signs in again, with the new password only
    expect(
      (await authPost(app, "/sign-in/email", { email: account.email, password: account.password }))
        .statusCode,
    ).toBe(401);
    expect(
      (await authPost(app, "/sign-in/email", { email: account.email, password: newPassword })).statusCode,
    ).toBe(200);
  });
});

describe("device and address summaries", () => {
  it("name the browser and system, and only the network", () => {
    expect(deviceSummary(CHROME_WINDOWS)).toBe("Chrome on Windows");
    expect(deviceSummary(SAFARI_IPHONE)).toBe("Safari on iPhone");
    expect(deviceSummary("Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0")).toBe(
      "Firefox on Linux",
    );
    expect(
      deviceSummary(
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      ),
    ).toBe("Edge on macOS");
    expect(deviceSummary(null)).toBe("Unknown device");
    expect(deviceSummary("curl/8.5.0")).toBe("Unknown device");
    expect(coarseAddress("198.51.100.23")).toBe("198.51.100.*");
    expect(coarseAddress("::ffff:198.51.100.23")).toBe("198.51.100.*");
    expect(coarseAddress("2001:db8:85a3:8d3:1319:8a2e:370:7348")).toBe("2001:db8:85a3::/48");
    expect(coarseAddress("2001:db8::1")).toBe("2001:db8:0::/48");
    expect(coarseAddress(null)).toBeNull();
    expect(coarseAddress("not an address")).toBeNull();
  });
});
