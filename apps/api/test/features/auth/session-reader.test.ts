import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { session, user } from "../../../src/db/schema/index.ts";
import { SESSION_MAX_AGE_SECONDS } from "../../../src/features/auth/session-lifetime.ts";
import { createTestApp } from "../../support/app.ts";
import { createSession, signInAgain, type TestSession } from "../../support/session.ts";

// The API's guards read sessions in one query (features/auth/session-reader.ts) and leave
// everything but a current session to better-auth: each case answers as better-auth does.

const app = await createTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;

const me = (cookie: string) => app.inject({ url: "/api/me", headers: { cookie } });
const read = (cookie: string) => app.readSession(cookie, () => new Headers({ cookie }));
const betterAuth = (cookie: string) => app.auth.api.getSession({ headers: new Headers({ cookie }) });
const tokenOf = (signedIn: TestSession) =>
  decodeURIComponent(signedIn.cookie.slice(signedIn.cookie.indexOf("=") + 1)).split(".")[0]!;
const sessionRow = async (signedIn: TestSession) =>
  (
    await app.db
      .select()
      .from(session)
      .where(eq(session.token, tokenOf(signedIn)))
  )[0];

describe("reading a request's session", () => {
  it("finds a current session as better-auth does: the same account, session, sign-in time and role", async () => {
    const ana = await createSession(app);
    await app.db
      .update(session)
      .set({ activeRole: "driver" })
      .where(eq(session.token, tokenOf(ana)));
    const ours = await read(ana.cookie);
    const theirs = await betterAuth(ana.cookie);
    expect((theirs!.session as { activeRole?: string }).activeRole).toBe("driver");
    expect(ours).toEqual({
      user: { id: theirs!.user.id, email: theirs!.user.email, emailVerified: true },
      session: {
        id: theirs!.session.id,
        createdAt: new Date(theirs!.session.createdAt),
        activeRole: "driver",
      },
    });
    expect((await me(ana.cookie)).statusCode).toBe(200);
  });

  it("finds none for no cookie, a forged signature, a token signed with another secret, or an unknown token", async () => {
    // a session whose signature has a "+" or "/", so that its base64url spelling differs
    let ana = await createSession(app);
    while (!/[+/]/.test(decodeURIComponent(ana.cookie).split(".").at(-1)!))
      ana = await signInAgain(app, ana.user);
    const [name, value] = [
      ana.cookie.slice(0, ana.cookie.indexOf("=")),
      decodeURIComponent(ana.cookie.split("=").slice(1).join("=")),
    ];
    const token = tokenOf(ana);
    const signature = value.slice(token.length + 1);
    const flipped = `${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`;
    const cookies = [
      "",
      "other=1",
      `${name}=${token}`,
      `${name}=${encodeURIComponent(`${token}.${flipped}`)}`,
      `${name}=${encodeURIComponent(`${token}x.${signature}`)}`,
      `${name}=${encodeURIComponent(`${token}.${signature.slice(0, -1)}`)}`,
      // the same signature in base64url: better-auth reads standard base64 only
      `${name}=${encodeURIComponent(`${token}.${signature.replace(/\+/g, "-").replace(/\//g, "_")}`)}`,
    ];
    for (const cookie of cookies) {
      expect(await read(cookie), cookie).toBeNull();
      expect(await betterAuth(cookie), cookie).toBeNull();
      expect((await me(cookie)).statusCode, cookie).toBe(401);
    }
    // a signed token whose session is gone (signed out)
    await app.db.delete(session).where(eq(session.token, token));
    expect(await read(ana.cookie)).toBeNull();
    expect((await me(ana.cookie)).statusCode).toBe(401);
  });

  it("answers as better-auth does when a request carries two session cookies, in either order", async () => {
    const ana = await createSession(app);
    const mallory = await createSession(app);
    const [name] = ana.cookie.split("=");
    for (const cookie of [
      `${ana.cookie}; ${mallory.cookie}`,
      `${mallory.cookie}; ${ana.cookie}`,
      `${name}=forged; ${ana.cookie}`,
      `${ana.cookie}; ${name}=forged`,
    ]) {
      const theirs = await betterAuth(cookie);
      expect((await read(cookie))?.user.id ?? null, cookie).toBe(theirs?.user.id ?? null);
    }
  });

  it("leaves an expired session to better-auth, which ends it", async () => {
    const ana = await createSession(app);
    await app.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.token, tokenOf(ana)));
    expect((await me(ana.cookie)).statusCode).toBe(401);
    expect(await sessionRow(ana)).toBeUndefined();
  });

  it("leaves a session due for its daily renewal to better-auth, which renews it", async () => {
    const ana = await createSession(app);
    // signed in two days ago, last renewed then: expires in five days
    const renewedAt = Date.now() - 2 * DAY_MS;
    await app.db
      .update(session)
      .set({ createdAt: new Date(renewedAt), expiresAt: new Date(renewedAt + 7 * DAY_MS) })
      .where(eq(session.token, tokenOf(ana)));
    expect((await me(ana.cookie)).statusCode).toBe(200);
    const renewed = await sessionRow(ana);
    expect(renewed!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * DAY_MS);
    // renewed today: the next request reads it without renewing again
    const before = renewed!.expiresAt.getTime();
    expect((await me(ana.cookie)).statusCode).toBe(200);
    expect((await sessionRow(ana))!.expiresAt.getTime()).toBe(before);
  });

  it("leaves a session past its 30 days to better-auth, which ends it however recently renewed", async () => {
    const ana = await createSession(app);
    await app.db
      .update(session)
      .set({
        createdAt: new Date(Date.now() - SESSION_MAX_AGE_SECONDS * 1000 - 1000),
        expiresAt: new Date(Date.now() + 7 * DAY_MS - 1000),
      })
      .where(eq(session.token, tokenOf(ana)));
    expect((await me(ana.cookie)).statusCode).toBe(401);
    expect(await sessionRow(ana)).toBeUndefined();
  });

  it("sees an address no longer verified, and a second browser's session as its own", async () => {
    const ana = await createSession(app);
    const phone = await signInAgain(app, ana.user);
    expect((await read(phone.cookie))!.session.id).not.toBe((await read(ana.cookie))!.session.id);
    await app.db.update(user).set({ emailVerified: false }).where(eq(user.id, ana.user.id));
    expect((await read(ana.cookie))!.user.emailVerified).toBe(false);
    expect((await me(ana.cookie)).statusCode).toBe(401);
  });
});
