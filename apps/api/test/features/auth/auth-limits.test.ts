import { BROWSER_CHECK_MESSAGES, FRIENDLY_MESSAGES } from "@campusride/shared/messages";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { counterKey } from "../../../src/db/attempt-counters.ts";
import { rateLimits } from "../../../src/db/schema/index.ts";
import {
  authPost,
  createSignedInUser,
  freshIp,
  insertVerifiedAccounts,
  ORIGIN,
  signupBody,
} from "../../support/accounts.ts";
import { createTestApp } from "../../support/app.ts";

// The account endpoints' limits on a campus, where hundreds of students share one
// address (docs/security.md, "Rate limits").
const app = await createTestApp();

const wrong = { password: "wrong-guess-1" };

function signIn(email: string, password: string, options: { ip?: string; forwardedFor?: string } = {}) {
  return app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    payload: { email, password },
    remoteAddress: options.ip ?? freshIp(),
    headers: { origin: ORIGIN, ...(options.forwardedFor ? { "x-forwarded-for": options.forwardedFor } : {}) },
  });
}

/** Runs `calls` a few at a time: password hashing is the slow part, and it runs on four threads. */
async function inBatches<T>(calls: Array<() => Promise<T>>, size = 4): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < calls.length; start += size) {
    results.push(...(await Promise.all(calls.slice(start, start + size).map((call) => call()))));
  }
  return results;
}

describe("sign-in on a campus", () => {
  // 50 password checks: seconds on a quiet machine, more on a busy one
  it(
    "lets 50 students sign in from one address: successes are not counted",
    { timeout: 120_000 },
    async () => {
      const campus = freshIp();
      const { emails, password } = await insertVerifiedAccounts(app, 50);
      const responses = await inBatches(emails.map((email) => () => signIn(email, password, { ip: campus })));
      expect(responses.map((response) => response.statusCode)).toEqual(emails.map(() => 200));
    },
  );

  it("counts the failures of a pair, not the other students' failures", async () => {
    const campus = freshIp();
    const { emails, password } = await insertVerifiedAccounts(app, 2);
    const [guessed = "", neighbour = ""] = emails;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await signIn(guessed, wrong.password, { ip: campus })).statusCode).toBe(401);
    }
    expect((await signIn(guessed, password, { ip: campus })).statusCode).toBe(429);
    expect((await signIn(neighbour, password, { ip: campus })).statusCode).toBe(200);
  });

  it("asks an address past its ceiling of 300 failures in 15 minutes for a browser check, for every account", async () => {
    const ip = freshIp();
    // 299 failures of other students behind this address so far
    await app.db.insert(rateLimits).values({
      key: counterKey("signin-address", ip),
      count: 299,
      resetAt: new Date(Date.now() + 10 * 60_000),
    });
    const { emails, password } = await insertVerifiedAccounts(app, 1);
    expect((await signIn("nobody@ufl.edu", wrong.password, { ip })).statusCode).toBe(401);
    // auth-browser-check.test.ts: what a solved check lets through
    const limited = await signIn(emails[0]!, password, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toEqual({
      code: "CHALLENGE_REQUIRED",
      message: BROWSER_CHECK_MESSAGES.required,
    });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(500);
  });

  it("counts the real address when the proxy is not trusted, whatever X-Forwarded-For says", async () => {
    const ip = freshIp();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await signIn("rotating@ufl.edu", wrong.password, {
        ip,
        forwardedFor: `203.0.113.${attempt}`,
      });
      expect(response.statusCode).toBe(401);
    }
    const limited = await signIn("rotating@ufl.edu", wrong.password, { ip, forwardedFor: "203.0.113.99" });
    expect(limited.statusCode).toBe(429);
  });

  it("counts IPv6 clients by their /64", async () => {
    for (let host = 1; host <= 5; host += 1) {
      const response = await signIn("ipv6@ufl.edu", wrong.password, { ip: `2001:db8:cafe:1::${host}` });
      expect(response.statusCode).toBe(401);
    }
    expect((await signIn("ipv6@ufl.edu", wrong.password, { ip: "2001:db8:cafe:1:ffff::9" })).statusCode).toBe(
      429,
    );
    expect((await signIn("ipv6@ufl.edu", wrong.password, { ip: "2001:db8:cafe:2::1" })).statusCode).toBe(401);
  });
});

describe("sign-up on a campus", () => {
  it("allows 300 sign-up attempts per address in 15 minutes, then asks for a browser check", async () => {
    const campus = freshIp();
    const attempts = Array.from(
      { length: 300 },
      () => () => authPost(app, "/sign-up/email", signupBody({ phone: "" }), { ip: campus }),
    );
    const statuses = (await inBatches(attempts, 20)).map((response) => response.statusCode);
    expect(statuses).toEqual(statuses.map(() => 400));
    const limited = await authPost(app, "/sign-up/email", signupBody(), { ip: campus });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe("CHALLENGE_REQUIRED");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(800);
  });
});

describe("password checks of a signed-in user", () => {
  const check = (cookie: string, password: string) =>
    authPost(app, "/verify-password", { password }, { cookie });

  it("refuses a user's password checks past 5 failures, the right password too", async () => {
    const account = await createSignedInUser(app);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await check(account.cookie, "wrong-guess-1")).statusCode).toBe(400);
    }
    const change = (currentPassword: string) =>
      authPost(
        app,
        "/change-password",
        { currentPassword, newPassword: "brand-new-pass-1" },
        { cookie: account.cookie },
      );
    // both endpoints check the same password: one count
    expect((await change("wrong-guess-2")).statusCode).toBe(400);
    expect((await change("wrong-guess-3")).statusCode).toBe(400);
    const limited = await check(account.cookie, account.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(FRIENDLY_MESSAGES.rateLimit);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(800);
    // another user is not affected
    const other = await createSignedInUser(app);
    expect((await check(other.cookie, other.password)).statusCode).toBe(200);
  });

  it("checks one password at a time per user, refusing the calls made meanwhile", async () => {
    const account = await createSignedInUser(app);
    const statuses = (
      await Promise.all(Array.from({ length: 8 }, () => check(account.cookie, account.password)))
    ).map((response) => response.statusCode);
    expect(statuses).toContain(200);
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    // once the running check is done, the next one runs
    expect((await check(account.cookie, account.password)).statusCode).toBe(200);
  });
});

describe("counters", () => {
  async function counterExists(key: string): Promise<boolean> {
    const result = (await app.db.execute(sql`select 1 from rate_limits where key = ${key}`)) as unknown as {
      rows: unknown[];
    };
    return result.rows.length > 0;
  }

  it("purges counters whose window has ended when attempts are counted", async () => {
    const expired = counterKey("signin", `old@ufl.edu ${freshIp()}`);
    const current = counterKey("signin", `recent@ufl.edu ${freshIp()}`);
    await app.db.insert(rateLimits).values([
      { key: expired, count: 5, resetAt: new Date(Date.now() - 1_000) },
      { key: current, count: 2, resetAt: new Date(Date.now() + 60_000) },
    ]);
    expect((await signIn("someone@ufl.edu", wrong.password)).statusCode).toBe(401);
    expect(await counterExists(expired)).toBe(false);
    expect(await counterExists(current)).toBe(true);
  });
});
