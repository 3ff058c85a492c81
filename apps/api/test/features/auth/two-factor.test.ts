import { LIMITS } from "@campusride/shared/limits";
import { TWO_FACTOR_MESSAGES } from "@campusride/shared/messages";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rateLimits, twoFactor, user } from "../../../src/db/schema/index.ts";
import { counterKey } from "../../../src/db/attempt-counters.ts";
import {
  authPost,
  cookieHeader,
  createSignedInUser,
  freshIp,
  lastMail,
  type SignedInUser,
} from "../../support/accounts.ts";
import { createTestApp } from "../../support/app.ts";
import { codeAt, currentStep, keyFromUri, type TotpKey } from "../../support/totp.ts";
import { alsoCaptured } from "../../support/captured-log.ts";

// The app's real logger at its most talkative, kept in memory: no code or secret may reach it.
const written: string[] = [];
const app = await createTestApp(
  { LOG_LEVEL: "trace" },
  { logger: { stream: alsoCaptured((line) => written.push(line)) } },
);
/** Every code, key and backup code the tests handled, for the log check at the end. */
const secrets = new Set<string>();

interface Enrolled extends SignedInUser {
  key: TotpKey;
  backupCodes: string[];
  /** The step of the code that confirmed the enrolment. */
  enrolledStep: number;
}

function remember<T extends string>(value: T): T {
  secrets.add(value);
  return value;
}

async function factorOf(userId: string) {
  const [row] = await app.db.select().from(twoFactor).where(eq(twoFactor.userId, userId));
  return row;
}

async function counterCounts(keys: string[]): Promise<number[]> {
  const rows = await app.db.select().from(rateLimits).where(inArray(rateLimits.key, keys));
  return keys.map((key) => rows.find((row) => row.key === key)?.count ?? 0);
}

async function isTwoFactorEnabled(userId: string): Promise<boolean> {
  const [row] = await app.db.select({ enabled: user.twoFactorEnabled }).from(user).where(eq(user.id, userId));
  return row!.enabled;
}

/** Signs up, signs in and turns two-factor authentication on with a code of the current step. */
async function enrolledUser(): Promise<Enrolled> {
  const account = await createSignedInUser(app);
  const enable = await authPost(app, "/two-factor/enable", { password: account.password }, account);
  expect(enable.statusCode, enable.body).toBe(200);
  const { totpURI, backupCodes } = enable.json() as { totpURI: string; backupCodes: string[] };
  const key = keyFromUri(totpURI);
  secrets.add(key.secret.toString("utf8"));
  secrets.add(new URL(totpURI).searchParams.get("secret")!);
  backupCodes.forEach(remember);
  const enrolledStep = currentStep();
  const confirm = await authPost(
    app,
    "/two-factor/verify-totp",
    { code: remember(codeAt(key, enrolledStep)) },
    account,
  );
  expect(confirm.statusCode, confirm.body).toBe(200);
  // the session is renewed with the account's new state
  return { ...account, cookie: cookieHeader(confirm.headers["set-cookie"]), key, backupCodes, enrolledStep };
}

/** The password step: the challenge cookie, and the answer. */
async function passwordStep(account: { email: string; password: string }, ip = freshIp()) {
  const response = await authPost(app, "/sign-in/email", account, { ip });
  expect(response.statusCode, response.body).toBe(200);
  return { response, cookie: cookieHeader(response.headers["set-cookie"]) };
}

function verifyTotp(cookie: string, code: string, ip?: string) {
  return authPost(app, "/two-factor/verify-totp", { code: remember(code) }, { cookie, ip });
}

describe("turning two-factor authentication on", () => {
  it("needs the password, gives a CampusRide key and ten backup codes, and is on once a code confirms it", async () => {
    const account = await createSignedInUser(app);
    const missing = await authPost(app, "/two-factor/enable", {}, account);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe("VALIDATION");
    const wrong = await authPost(app, "/two-factor/enable", { password: "not-my-password" }, account);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      code: "VALIDATION",
      message: TWO_FACTOR_MESSAGES.wrongPassword,
    });
    const anonymous = await authPost(app, "/two-factor/enable", { password: account.password });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toEqual({ code: "UNAUTHENTICATED", message: "Authentication required" });

    const enable = await authPost(app, "/two-factor/enable", { password: account.password }, account);
    expect(enable.statusCode, enable.body).toBe(200);
    const { totpURI, backupCodes } = enable.json() as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/CampusRide:/);
    const key = keyFromUri(totpURI);
    expect(key).toMatchObject({ issuer: "CampusRide", digits: 6, period: 30 });
    expect(backupCodes).toHaveLength(10);
    backupCodes.forEach(remember);
    // not on until a code from the app confirms it: sign-in does not ask for one yet
    expect(await isTwoFactorEnabled(account.id)).toBe(false);

    const badFormat = await authPost(app, "/two-factor/verify-totp", { code: "12ab56" }, account);
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().error.message).toBe(TWO_FACTOR_MESSAGES.codeFormat);
    const step = currentStep();
    const code = remember(codeAt(key, step));
    const confirm = await authPost(app, "/two-factor/verify-totp", { code }, account);
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(await isTwoFactorEnabled(account.id)).toBe(true);
    expect((await factorOf(account.id))?.lastAcceptedStep).toBe(step);

    // the code that confirmed the enrolment is spent
    const cookie = cookieHeader(confirm.headers["set-cookie"]);
    const again = await authPost(app, "/two-factor/verify-totp", { code }, { cookie });
    expect(again.statusCode).toBe(401);
    expect(again.json().error.message).toBe(TWO_FACTOR_MESSAGES.codeUsed);

    const twice = await authPost(app, "/two-factor/enable", { password: account.password }, { cookie });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.message).toBe(TWO_FACTOR_MESSAGES.alreadyEnabled);
  });

  it("limits wrong confirmation codes of a signed-in user: 5 per 15 minutes", async () => {
    const account = await createSignedInUser(app);
    const enable = await authPost(app, "/two-factor/enable", { password: account.password }, account);
    const key = keyFromUri(enable.json().totpURI);
    secrets.add(new URL(enable.json().totpURI).searchParams.get("secret")!);
    const wrongCode = codeAt(key, currentStep() + 10);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await verifyTotp(account.cookie, wrongCode, freshIp())).statusCode).toBe(401);
    }
    const limited = await verifyTotp(account.cookie, codeAt(key, currentStep()), freshIp());
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(await isTwoFactorEnabled(account.id)).toBe(false);
  });
});

describe("signing in with two-factor authentication", () => {
  it("asks for a code after the password; the state in between opens nothing", async () => {
    const account = await enrolledUser();
    const { response, cookie } = await passwordStep(account);
    expect(response.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
    // no session cookie was issued, only the challenge
    expect(cookie).not.toMatch(/session_token=[^;]/);

    for (const url of [
      "/api/me",
      "/api/me/summary",
      "/api/events",
      "/api/notifications",
      "/api/bookings/mine",
    ]) {
      const answer = await app.inject({ method: "GET", url, headers: { cookie } });
      expect(answer.statusCode, url).toBe(401);
    }
    const session = await app.inject({ method: "GET", url: "/api/auth/get-session", headers: { cookie } });
    expect(session.json()).toBeNull();
    for (const path of ["/two-factor/enable", "/two-factor/disable", "/two-factor/generate-backup-codes"]) {
      const answer = await authPost(app, path, { password: account.password }, { cookie });
      expect(answer.statusCode, path).toBe(401);
    }

    const wrong = await verifyTotp(cookie, codeAt(account.key, account.enrolledStep + 5));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toMatchObject({
      code: "INVALID_CREDENTIALS",
      message: TWO_FACTOR_MESSAGES.codeInvalid,
    });

    const verified = await verifyTotp(cookie, codeAt(account.key, account.enrolledStep + 1));
    expect(verified.statusCode, verified.body).toBe(200);
    const signedIn = cookieHeader(verified.headers["set-cookie"]);
    const me = await app.inject({ method: "GET", url: "/api/me", headers: { cookie: signedIn } });
    expect(me.statusCode).toBe(200);
  });

  it("takes a code once: a second sign-in with the same code is refused", async () => {
    const account = await enrolledUser();
    const code = codeAt(account.key, account.enrolledStep + 1);
    const first = await passwordStep(account);
    expect((await verifyTotp(first.cookie, code)).statusCode).toBe(200);

    const second = await passwordStep(account);
    const replay = await verifyTotp(second.cookie, code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.message).toBe(TWO_FACTOR_MESSAGES.codeUsed);
    // an older code (still inside the clock-drift window) is refused as well
    const older = await verifyTotp(second.cookie, codeAt(account.key, account.enrolledStep));
    expect(older.statusCode).toBe(401);
  });

  it("lets only one of two simultaneous submissions of one code through", async () => {
    const account = await enrolledUser();
    const code = codeAt(account.key, account.enrolledStep + 1);
    const [first, second] = await Promise.all([passwordStep(account), passwordStep(account)]);
    const answers = await Promise.all([verifyTotp(first.cookie, code), verifyTotp(second.cookie, code)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    expect(answers.find((answer) => answer.statusCode === 401)!.json().error.message).toBe(
      TWO_FACTOR_MESSAGES.codeUsed,
    );
  });

  it("locks the second factor of the account for 15 minutes after 10 wrong codes", async () => {
    const account = await enrolledUser();
    const wrongCode = codeAt(account.key, account.enrolledStep + 10);
    const first = await passwordStep(account);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await verifyTotp(first.cookie, wrongCode)).statusCode).toBe(401);
    }
    // one sign-in takes 5 codes; then the password is needed again
    const spent = await verifyTotp(first.cookie, wrongCode);
    expect(spent.statusCode).toBe(400);
    expect(spent.json().error.message).toBe(TWO_FACTOR_MESSAGES.challengeOver);

    const second = await passwordStep(account);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await verifyTotp(second.cookie, wrongCode)).statusCode).toBe(401);
    }
    const row = await factorOf(account.id);
    expect(row?.failedVerificationCount).toBe(LIMITS.twoFactorLock.maxFailures);
    const lockedFor = row!.lockedUntil!.getTime() - Date.now();
    expect(lockedFor).toBeGreaterThan(14 * 60 * 1000);
    expect(lockedFor).toBeLessThanOrEqual(15 * 60 * 1000);

    // from any address, with the right code or a backup code: locked
    const third = await passwordStep(account, freshIp());
    const right = await verifyTotp(third.cookie, codeAt(account.key, account.enrolledStep + 1));
    expect(right.statusCode).toBe(429);
    expect(right.json().error).toMatchObject({ code: "RATE_LIMITED", message: TWO_FACTOR_MESSAGES.locked });
    const backup = await authPost(
      app,
      "/two-factor/verify-backup-code",
      { code: account.backupCodes[0] },
      { cookie: third.cookie },
    );
    expect(backup.statusCode).toBe(429);
    // the refused right code was not spent: once the lock is over it still works
    await app.db
      .update(twoFactor)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(twoFactor.userId, account.id));
    const afterLock = await verifyTotp(third.cookie, codeAt(account.key, account.enrolledStep + 1));
    expect(afterLock.statusCode, afterLock.body).toBe(200);
  });

  it("takes each backup code once", async () => {
    const account = await enrolledUser();
    const [code, otherCode] = account.backupCodes;
    const first = await passwordStep(account);
    const used = await authPost(app, "/two-factor/verify-backup-code", { code: ` ${code} ` }, first);
    expect(used.statusCode, used.body).toBe(200);
    const me = await app.inject({
      method: "GET",
      url: "/api/me",
      headers: { cookie: cookieHeader(used.headers["set-cookie"]) },
    });
    expect(me.statusCode).toBe(200);

    const second = await passwordStep(account);
    const again = await authPost(app, "/two-factor/verify-backup-code", { code }, second);
    expect(again.statusCode).toBe(401);
    expect(again.json().error.message).toBe(TWO_FACTOR_MESSAGES.backupCodeInvalid);
    const other = await authPost(app, "/two-factor/verify-backup-code", { code: otherCode }, second);
    expect(other.statusCode).toBe(200);
  });

  it("keeps the second factor through a password reset", async () => {
    const account = await enrolledUser();
    const reset = await authPost(app, "/request-password-reset", {
      email: account.email,
      redirectTo: "/reset-password",
    });
    expect(reset.statusCode).toBe(200);
    const token = new URL((await lastMail(app, account.email))!.link!).searchParams.get("token")!;
    const newPassword = "a-brand-new-phrase-7";
    expect((await authPost(app, "/reset-password", { token, newPassword })).statusCode).toBe(200);

    expect(await isTwoFactorEnabled(account.id)).toBe(true);
    expect(await factorOf(account.id)).toBeDefined();
    const { response, cookie } = await passwordStep({ email: account.email, password: newPassword });
    expect(response.json()).toMatchObject({ twoFactorRedirect: true });
    const me = await app.inject({ method: "GET", url: "/api/me", headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });
});

describe("limits of sign-in codes on a campus address", () => {
  const answer = (response: { statusCode: number; json: () => { error?: { code?: string } } }) =>
    `${response.statusCode} ${response.json().error?.code ?? ""}`;

  it("an account replaying a used code from an address stops itself, not the other students there", async () => {
    const campus = freshIp();
    const student = await enrolledUser();
    const attacker = await enrolledUser();
    // the code that confirmed the attacker's enrolment: already used, still inside the window
    const replayed = codeAt(attacker.key, attacker.enrolledStep);

    const answers: string[] = [];
    for (let signIn = 0; signIn < 4; signIn += 1) {
      const { cookie } = await passwordStep(attacker, campus);
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const response = await verifyTotp(cookie, replayed, campus);
        if (response.statusCode === 401)
          expect(response.json().error.message).toBe(TWO_FACTOR_MESSAGES.codeUsed);
        if (response.statusCode === 429) expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
        answers.push(answer(response));
      }
    }
    const replayAnswer = "401 INVALID_CREDENTIALS";
    expect(answers).toEqual([
      // a replay takes one of the sign-in's 5 codes: then the password again
      ...Array(5).fill(replayAnswer),
      "400 BAD_REQUEST",
      // and counts toward the account's lock: 10 wrong codes, then refused
      ...Array(5).fill(replayAnswer),
      ...Array(13).fill("429 RATE_LIMITED"),
    ]);
    const factor = await factorOf(attacker.id);
    expect(factor?.failedVerificationCount).toBe(LIMITS.twoFactorLock.maxFailures);
    expect(factor!.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 60 * 1000);

    // the attacker's account and address pair holds the failures; the address counts one account
    const counts = await counterCounts([
      counterKey("two-factor-signin-code", `${attacker.id} ${campus}`),
      counterKey("two-factor-code-accounts", campus),
    ]);
    expect(counts).toEqual([LIMITS.twoFactorLock.maxFailures, 1]);

    // another student behind the same address signs in with a right code
    const { cookie } = await passwordStep(student, campus);
    const signedIn = await verifyTotp(cookie, codeAt(student.key, student.enrolledStep + 1), campus);
    expect(signedIn.statusCode, signedIn.body).toBe(200);

    // the attacker's own second factor is locked from anywhere, and the answer says for how long
    const elsewhere = await passwordStep(attacker, freshIp());
    const locked = await verifyTotp(elsewhere.cookie, codeAt(attacker.key, attacker.enrolledStep + 1));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toMatchObject({ code: "RATE_LIMITED", message: TWO_FACTOR_MESSAGES.locked });
    const retryAfter = Number(locked.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(LIMITS.twoFactorLock.seconds);
  });

  it("counts the accounts failing codes behind an address, not their codes: 300 in 15 minutes", async () => {
    const campus = freshIp();
    const counted = await enrolledUser();
    const newcomer = await enrolledUser();
    // 299 other accounts failed codes from this address so far
    await app.db.insert(rateLimits).values({
      key: counterKey("two-factor-code-accounts", campus),
      count: 299,
      resetAt: new Date(Date.now() + 10 * 60_000),
    });
    const first = await passwordStep(counted, campus);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const wrong = await verifyTotp(first.cookie, codeAt(counted.key, counted.enrolledStep + 10), campus);
      expect(wrong.statusCode).toBe(401);
    }
    expect(await counterCounts([counterKey("two-factor-code-accounts", campus)])).toEqual([300]);
    // an account already counted goes on; a 301st is refused, a right code too
    const right = await verifyTotp(first.cookie, codeAt(counted.key, counted.enrolledStep + 1), campus);
    expect(right.statusCode, right.body).toBe(200);
    const second = await passwordStep(newcomer, campus);
    const refused = await verifyTotp(second.cookie, codeAt(newcomer.key, newcomer.enrolledStep + 1), campus);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(await counterCounts([counterKey("two-factor-code-accounts", campus)])).toEqual([300]);
    // the refused code was not spent: from another address it signs in
    const other = await verifyTotp(second.cookie, codeAt(newcomer.key, newcomer.enrolledStep + 1), freshIp());
    expect(other.statusCode, other.body).toBe(200);
  });
});

describe("turning two-factor authentication off", () => {
  it("needs the password, then sign-in asks for no code", async () => {
    const account = await enrolledUser();
    const missing = await authPost(app, "/two-factor/disable", {}, account);
    expect(missing.statusCode).toBe(400);
    const wrong = await authPost(app, "/two-factor/disable", { password: "not-my-password" }, account);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(TWO_FACTOR_MESSAGES.wrongPassword);
    expect(await isTwoFactorEnabled(account.id)).toBe(true);

    const disable = await authPost(app, "/two-factor/disable", { password: account.password }, account);
    expect(disable.statusCode, disable.body).toBe(200);
    expect(await isTwoFactorEnabled(account.id)).toBe(false);
    expect(await factorOf(account.id)).toBeUndefined();
    const { response } = await passwordStep(account);
    expect(response.json()).not.toHaveProperty("twoFactorRedirect");
  });
});

describe("codes by email or text message", () => {
  it("are not offered: their routes answer 404", async () => {
    const account = await createSignedInUser(app);
    for (const path of ["/two-factor/send-otp", "/two-factor/verify-otp"]) {
      const answer = await authPost(app, path, { code: "123456" }, account);
      expect(answer.statusCode, path).toBe(404);
      expect(answer.json().error.code).toBe("NOT_FOUND");
    }
    // the attempt limits' server-only lookup of a code's owner is not a route either
    const lookup = await app.inject({
      method: "GET",
      url: "/api/auth/campusride/two-factor-code-owner",
      headers: { cookie: account.cookie },
    });
    expect(lookup.statusCode).toBe(404);
  });
});

describe("the log", () => {
  it("holds none of the keys, codes and backup codes used above", async () => {
    await app.backgroundTasks.settled();
    const log = written.join("");
    expect(log).toContain("/api/auth/two-factor/verify-totp");
    expect(secrets.size).toBeGreaterThan(20);
    for (const secret of secrets) {
      // a 6-digit code is looked for as a number of its own: the log's times and durations
      // are long runs of digits that hold any 6 digits now and then
      if (/^\d+$/.test(secret)) expect(log).not.toMatch(new RegExp(`(?<!\\d)${secret}(?!\\d)`));
      else expect(log).not.toContain(secret);
    }
  });
});
