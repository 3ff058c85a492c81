import { AUTH_MESSAGES, PASSWORD_MESSAGES } from "@campusride/shared/messages";
import { passwordLength } from "@campusride/shared/schemas/password";
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { counterKey } from "../../../src/db/attempt-counters.ts";
import { twoFactor, user } from "../../../src/db/schema/index.ts";
import {
  authPost,
  cookieHeader,
  createSignedInUser,
  freshIp,
  insertVerifiedAccounts,
  lastMail,
  ORIGIN,
  signupBody,
} from "../../support/accounts.ts";
import { createTestApp } from "../../support/app.ts";
import { ageSessions } from "../../support/old-session.ts";
import { codeAt, currentStep, keyFromUri } from "../../support/totp.ts";

// What an attacker tries against accounts: guessing, replaying, stale sessions
// (docs/security.md, "Passwords", "Rate limits"). Cross-site requests: same-origin.test.ts.
const app = await createTestApp();

const MINUTE = 60_000;

/** `count` characters (code points) of accented Latin, Japanese and emoji, no pattern a cracker guesses. */
function unicodePassphrase(count: number): string {
  const words = [
    "Crème",
    "brûlée",
    "à",
    "l'aube",
    "東京の雨",
    "🚗🎓",
    "naïve",
    "façade",
    "北へ",
    "🌴🐊",
    "señor",
    "Øresund",
  ];
  const characters: string[] = [];
  for (let index = 0; characters.length < count; index += 1) {
    characters.push(...words[(index * 5) % words.length]!, " ");
  }
  return characters.slice(0, count).join("");
}

function patchMe(cookie: string, body: Record<string, unknown>) {
  return app.inject({ method: "PATCH", url: "/api/me", payload: body, headers: { cookie } });
}

afterEach(() => {
  vi.useRealTimers();
});

describe("choosing a password", () => {
  it("takes a 100-character passphrase of accents, Japanese and emoji: it signs up and signs in, however the accents are encoded", async () => {
    const passphrase = unicodePassphrase(100);
    expect(passwordLength(passphrase)).toBe(100);
    expect(passphrase.length).toBeGreaterThan(100); // UTF-16 units: the emoji are two each
    const account = await createSignedInUser(app, { password: passphrase, confirmPassword: passphrase });
    const again = await authPost(app, "/sign-in/email", { email: account.email, password: passphrase });
    expect(again.statusCode, again.body).toBe(200);
    // the same accents typed as letter + combining mark (as some keyboards send them)
    const decomposed = passphrase.normalize("NFD");
    expect(decomposed).not.toBe(passphrase);
    expect(
      (await authPost(app, "/sign-in/email", { email: account.email, password: decomposed })).statusCode,
    ).toBe(200);
    const other = await authPost(app, "/sign-in/email", { email: account.email, password: `${passphrase}x` });
    expect(other.statusCode).toBe(401);
  });

  it("counts characters, not UTF-16 units: 128 emoji are allowed, 129 characters are not", async () => {
    const emoji = Array.from({ length: 128 }, (_, index) =>
      String.fromCodePoint(0x1f600 + ((index * 37) % 79)),
    ).join("");
    expect(emoji.length).toBe(256);
    const body = signupBody({ password: emoji, confirmPassword: emoji });
    expect((await authPost(app, "/sign-up/email", body)).statusCode).toBe(200);

    const long = unicodePassphrase(129);
    const refused = await authPost(
      app,
      "/sign-up/email",
      signupBody({ password: long, confirmPassword: long }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ password: PASSWORD_MESSAGES.tooLong });
  });

  it("refuses 7 characters at reset and when changing the password, and takes 8", async () => {
    const account = await createSignedInUser(app);
    const change = (newPassword: string) =>
      authPost(app, "/change-password", { currentPassword: account.password, newPassword }, account);
    const short = await change("Xq7!pL2");
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe(PASSWORD_MESSAGES.tooShort);
    expect((await change("Xq7!pL2z")).statusCode).toBe(200);

    await authPost(app, "/request-password-reset", { email: account.email, redirectTo: "/reset-password" });
    const token = new URL((await lastMail(app, account.email))!.link!).searchParams.get("token");
    const shortReset = await authPost(app, "/reset-password", { token, newPassword: "Vb3$kR9" });
    expect(shortReset.statusCode).toBe(400);
    expect(shortReset.json().error.fields).toEqual({ newPassword: PASSWORD_MESSAGES.tooShort });
    expect((await authPost(app, "/reset-password", { token, newPassword: "Vb3$kR9w" })).statusCode).toBe(200);
  });
});

describe("guessing a password", () => {
  function signIn(email: string, password: string, ip: string, forwardedFor?: string) {
    return app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email, password },
      remoteAddress: ip,
      headers: { origin: ORIGIN, ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}) },
    });
  }

  it("locks the account for one address after 5 failures, whatever X-Forwarded-For says, for 15 minutes; the owner signs in elsewhere", async () => {
    const {
      emails: [email = ""],
      password,
    } = await insertVerifiedAccounts(app, 1);
    const guesser = freshIp();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      // TRUST_PROXY is unset: a new forwarded address per guess is still the same client
      const response = await signIn(email, `wrong-guess-${attempt}`, guesser, `198.51.100.${attempt}`);
      expect(response.statusCode).toBe(401);
    }
    const locked = await signIn(email, password, guesser, "198.51.100.77");
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toEqual({ code: "RATE_LIMITED", message: AUTH_MESSAGES.signInLimited });
    const retryAfter = Number(locked.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // meanwhile the owner, from another address
    expect((await signIn(email, password, freshIp())).statusCode).toBe(200);

    // once the 15 minutes are over, the guessing address may try again
    await app.db.execute(
      sql`update rate_limits set reset_at = now() - interval '1 second' where key = ${counterKey("signin", `${email} ${guesser}`)}`,
    );
    expect((await signIn(email, password, guesser)).statusCode).toBe(200);
  });
});

describe("the session cookie", () => {
  it("is HttpOnly, SameSite=Lax, for the whole site, and not Secure on http (auth-config.test.ts: https)", async () => {
    const account = await createSignedInUser(app);
    const signin = await authPost(app, "/sign-in/email", {
      email: account.email,
      password: account.password,
    });
    const cookies = [signin.headers["set-cookie"]].flat().filter((cookie) => cookie !== undefined);
    const sessionCookie = cookies.find((cookie) => cookie.startsWith("campusride.session_token="));
    expect(sessionCookie).toBeDefined();
    const attributes = sessionCookie!.split(";").map((part) => part.trim().toLowerCase());
    expect(attributes).toContain("httponly");
    expect(attributes).toContain("samesite=lax");
    expect(attributes).toContain("path=/");
    expect(attributes).not.toContain("secure");
    expect(attributes.some((attribute) => attribute.startsWith("domain="))).toBe(false);
  });

  it("holds a new random token at every sign-in, never one the browser already had", async () => {
    const account = await createSignedInUser(app);
    const tokenOf = (setCookie: string | string[] | undefined) =>
      /campusride\.session_token=([^.;]+)\./.exec([setCookie].flat().join("\n"))?.[1];
    // a token planted in the browser beforehand (session fixation) is not kept
    const planted = account.cookie;
    const plantedToken = tokenOf(planted);
    expect(plantedToken).toMatch(/^[A-Za-z0-9]{32}$/);
    const tokens = new Set([plantedToken]);
    for (let signIn = 1; signIn <= 3; signIn += 1) {
      const response = await authPost(
        app,
        "/sign-in/email",
        { email: account.email, password: account.password },
        { cookie: planted },
      );
      const token = tokenOf(response.headers["set-cookie"]);
      // 32 characters of 62: about 190 bits
      expect(token).toMatch(/^[A-Za-z0-9]{32}$/);
      expect(tokens.has(token)).toBe(false);
      tokens.add(token);
    }
  });

  it("replayed after sign-out opens nothing: reads and writes answer 401", async () => {
    const account = await createSignedInUser(app);
    expect((await authPost(app, "/sign-out", {}, account)).statusCode).toBe(200);
    const write = await patchMe(account.cookie, {
      firstName: "Eve",
      lastName: "Replay",
      phone: "(352) 555-0100",
    });
    expect(write.statusCode).toBe(401);
    const session = await app.inject({
      method: "GET",
      url: "/api/auth/get-session",
      headers: { cookie: account.cookie },
    });
    expect(session.json()).toBeNull();
  });
});

describe("a password reset link", () => {
  async function resetToken(email: string): Promise<string> {
    await authPost(app, "/request-password-reset", { email, redirectTo: "/reset-password" });
    return new URL((await lastMail(app, email))!.link!).searchParams.get("token")!;
  }

  it("works for an hour: 59 minutes after it was sent it sets the password, 61 minutes after it does not", async () => {
    const account = await createSignedInUser(app);
    const late = await resetToken(account.email);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61 * MINUTE });
    const refused = await authPost(app, "/reset-password", { token: late, newPassword: "late-choice-61" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe("INVALID_TOKEN");
    vi.useRealTimers();

    const inTime = await resetToken(account.email);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 59 * MINUTE });
    expect(
      (await authPost(app, "/reset-password", { token: inTime, newPassword: "timely-choice-59" })).statusCode,
    ).toBe(200);
    vi.useRealTimers();
    const signin = await authPost(app, "/sign-in/email", {
      email: account.email,
      password: "timely-choice-59",
    });
    expect(signin.statusCode).toBe(200);
  });

  it("sets one password when two submissions of one link arrive together (auth.test.ts: one after the other)", async () => {
    const account = await createSignedInUser(app);
    const token = await resetToken(account.email);
    const choices = ["first-choice-71", "second-choice-72"];
    const answers = await Promise.all(
      choices.map((newPassword) => authPost(app, "/reset-password", { token, newPassword })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const chosen = choices[answers.findIndex((answer) => answer.statusCode === 200)]!;
    const signIn = (password: string) => authPost(app, "/sign-in/email", { email: account.email, password });
    expect((await signIn(chosen)).statusCode).toBe(200);
    expect((await signIn(choices.find((choice) => choice !== chosen)!)).statusCode).toBe(401);
  });
});

describe("sensitive changes from a session signed in more than a day ago (phone: passwords.test.ts)", () => {
  it("cannot change the email at all: better-auth's change-email and update-user are not routed", async () => {
    const account = await createSignedInUser(app);
    await ageSessions(app, account.id);
    const newEmail = `taken-over.${Date.now()}@ufl.edu`;
    expect((await authPost(app, "/change-email", { newEmail }, account)).statusCode).toBe(404);
    expect((await authPost(app, "/update-user", { email: newEmail, name: "Eve" }, account)).statusCode).toBe(
      404,
    );
    await patchMe(account.cookie, {
      firstName: "Ana",
      lastName: "Lopez",
      phone: "(352) 555-0100",
      email: newEmail,
    });
    const [row] = await app.db.select({ email: user.email }).from(user).where(eq(user.id, account.id));
    expect(row?.email).toBe(account.email);
  });

  it("changes the password only with the current one", async () => {
    const account = await createSignedInUser(app);
    await ageSessions(app, account.id);
    const change = (body: Record<string, unknown>) => authPost(app, "/change-password", body, account);
    expect((await change({ newPassword: "stolen-session-1" })).statusCode).toBe(400);
    expect(
      (await change({ currentPassword: "wrong-guess-1", newPassword: "stolen-session-1" })).statusCode,
    ).toBe(400);
    const signIn = (password: string) => authPost(app, "/sign-in/email", { email: account.email, password });
    expect((await signIn(account.password)).statusCode).toBe(200);
    expect(
      (await change({ currentPassword: account.password, newPassword: "owner-choice-22" })).statusCode,
    ).toBe(200);
    expect((await signIn("owner-choice-22")).statusCode).toBe(200);
  });

  it("turns two-factor on or off, shows its key and renews backup codes only with the password", async () => {
    const account = await createSignedInUser(app);
    await ageSessions(app, account.id);
    let cookie = account.cookie;
    const post = (path: string, body: Record<string, unknown>) => authPost(app, path, body, { cookie });
    const factor = async () =>
      (await app.db.select().from(twoFactor).where(eq(twoFactor.userId, account.id)))[0];

    for (const password of [undefined, "wrong-guess-1"]) {
      expect((await post("/two-factor/enable", { password })).statusCode, String(password)).toBe(400);
    }
    expect(await factor()).toBeUndefined();

    const enabled = await post("/two-factor/enable", { password: account.password });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const key = keyFromUri(enabled.json().totpURI);
    const confirmed = await post("/two-factor/verify-totp", { code: codeAt(key, currentStep()) });
    expect(confirmed.statusCode).toBe(200);
    // the confirmation renews the session: made old again
    cookie = cookieHeader(confirmed.headers["set-cookie"]);
    await ageSessions(app, account.id);
    const enrolled = await factor();
    expect(enrolled?.verified).toBe(true);

    for (const path of [
      "/two-factor/get-totp-uri",
      "/two-factor/generate-backup-codes",
      "/two-factor/disable",
    ]) {
      expect((await post(path, {})).statusCode, path).toBe(400);
      expect((await post(path, { password: "wrong-guess-2" })).statusCode, path).toBe(400);
    }
    // nothing changed: the same key and backup codes, still on
    expect(await factor()).toEqual(enrolled);
    const [row] = await app.db
      .select({ enabled: user.twoFactorEnabled })
      .from(user)
      .where(eq(user.id, account.id));
    expect(row?.enabled).toBe(true);
  });

  it("cannot make itself recent: the session's sign-in time is not for the client to set", async () => {
    const account = await createSignedInUser(app);
    await ageSessions(app, account.id);
    // better-auth's update-session is not routed (sessions-recent-sign-in.test.ts)
    const update = await authPost(app, "/update-session", { createdAt: new Date().toISOString() }, account);
    expect(update.statusCode).toBe(404);
    const phone = await patchMe(account.cookie, {
      firstName: "Ana",
      lastName: "Lopez",
      phone: "(352) 555-0199",
    });
    expect(phone.statusCode).toBe(403);
    expect(phone.json().error.code).toBe("SESSION_NOT_FRESH");
  });
});
