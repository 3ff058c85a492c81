import { AUTH_MESSAGES, BROWSER_CHECK_MESSAGES } from "@campusride/shared/messages";
import { AUTH_CHALLENGE_HEADER } from "@campusride/shared/schemas/auth-challenge";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { counterKey } from "../../../src/db/attempt-counters.ts";
import { rateLimits } from "../../../src/db/schema/index.ts";
import { PROOF_OF_WORK } from "../../../src/features/auth/proof-of-work.ts";
import { freshIp, insertVerifiedAccounts, ORIGIN } from "../../support/accounts.ts";
import { fetchAuthChallenge, solveAuthChallenge, solvedCheckHeaders } from "../../support/auth-challenge.ts";
import { twoInstances } from "../../support/search.ts";

// A campus address under attack (docs/security.md, "Rate limits"): past an address
// ceiling, the account endpoints ask for a solved browser check instead of refusing.
const { instanceA: app, instanceB } = await twoInstances();

const MINUTE = 60_000;

afterEach(() => {
  vi.useRealTimers();
});

function post(path: string, body: object, ip: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: "POST",
    url: `/api/auth${path}`,
    payload: body,
    remoteAddress: ip,
    headers: { origin: ORIGIN, ...headers },
  });
}

const signIn = (email: string, password: string, ip: string, headers?: Record<string, string>) =>
  post("/sign-in/email", { email, password }, ip, headers);

/** An address whose `ceiling` (300 in 15 minutes) is reached: the next counted attempt goes past it. */
async function reachCeiling(ip: string, ceiling = "signin-address") {
  await app.db.insert(rateLimits).values({
    key: counterKey(ceiling, ip),
    count: 300,
    resetAt: new Date(Date.now() + 10 * MINUTE),
  });
}

async function counterOf(key: string): Promise<number | undefined> {
  const [row] = await app.db.select().from(rateLimits).where(eq(rateLimits.key, key));
  return row?.count;
}

function expectCheckAsked(response: Awaited<ReturnType<typeof post>>, message: string) {
  expect(response.statusCode).toBe(429);
  expect(response.json().error).toEqual({ code: "CHALLENGE_REQUIRED", message });
  expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
}

describe("an address past its ceiling", () => {
  it("answers a request without a solved check 429 CHALLENGE_REQUIRED, saying what to do and where", async () => {
    const campus = freshIp();
    await reachCeiling(campus);
    const { emails, password } = await insertVerifiedAccounts(app, 1);
    const asked = await signIn(emails[0]!, password, campus);
    expectCheckAsked(asked, BROWSER_CHECK_MESSAGES.required);
    expect(asked.json().error.message).toContain("GET /api/auth-challenge");
    expect(asked.json().error.message).toContain("X-Auth-Challenge");
    expect(Number(asked.headers["retry-after"])).toBeGreaterThan(500);
    // another address is not under attack
    expect((await signIn(emails[0]!, password, freshIp())).statusCode).toBe(200);
  });

  it("signs the right password in with a solved check, and takes each check once", async () => {
    const campus = freshIp();
    await reachCeiling(campus);
    const { emails, password } = await insertVerifiedAccounts(app, 2);
    const check = await solvedCheckHeaders(app);
    const signedIn = await signIn(emails[0]!, password, campus, check);
    expect(signedIn.statusCode).toBe(200);
    expect(String(signedIn.headers["set-cookie"])).toContain("session_token");
    // the same check again, even for another account: refused
    expectCheckAsked(await signIn(emails[1]!, password, campus, check), BROWSER_CHECK_MESSAGES.rejected);
  });

  it("still counts a wrong password with a solved check towards the account's own limit", async () => {
    const campus = freshIp();
    await reachCeiling(campus);
    const { emails, password } = await insertVerifiedAccounts(app, 1);
    const email = emails[0]!;
    const pair = counterKey("signin", `${email} ${campus}`);
    // four wrong passwords for this account from this address so far
    await app.db
      .insert(rateLimits)
      .values({ key: pair, count: 4, resetAt: new Date(Date.now() + 10 * MINUTE) });
    const wrong = await signIn(email, "wrong-guess-1", campus, await solvedCheckHeaders(app));
    expect(wrong.statusCode).toBe(401);
    expect(await counterOf(pair)).toBe(5);
    // the account's limit is reached: a check does not lift it
    const limited = await signIn(email, password, campus, await solvedCheckHeaders(app));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toEqual({ code: "RATE_LIMITED", message: AUTH_MESSAGES.signInLimited });
  });

  it("refuses a check that has expired", async () => {
    const campus = freshIp();
    await reachCeiling(campus);
    const { emails, password } = await insertVerifiedAccounts(app, 1);
    const check = await solvedCheckHeaders(app);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + PROOF_OF_WORK.lifetimeSeconds * 1000 + MINUTE });
    expectCheckAsked(await signIn(emails[0]!, password, campus, check), BROWSER_CHECK_MESSAGES.rejected);
  });

  it("refuses a check that is forged, altered, unsolved or not a check at all", async () => {
    const campus = freshIp();
    await reachCeiling(campus);
    const { emails, password } = await insertVerifiedAccounts(app, 1);
    const challenge = await fetchAuthChallenge(app);
    const { header } = await solveAuthChallenge(challenge);
    const solved = JSON.parse(Buffer.from(header, "base64").toString()) as {
      challenge: typeof challenge;
      solution: { counter: number; derivedKey: string };
    };
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");
    const cheaper = { ...solved.challenge, parameters: { ...solved.challenge.parameters, cost: 1 } };
    const guessed = { ...solved.solution, counter: 0, derivedKey: "00".repeat(32) };
    const longer = {
      ...solved.challenge,
      parameters: {
        ...solved.challenge.parameters,
        expiresAt: solved.challenge.parameters.expiresAt! + 3600,
      },
    };
    for (const forged of [
      encode({ challenge: cheaper, solution: solved.solution }),
      encode({ challenge: longer, solution: solved.solution }),
      encode({ challenge: solved.challenge, solution: guessed }),
      encode({ challenge: { ...solved.challenge, signature: "ab".repeat(32) }, solution: solved.solution }),
      "not a check",
      encode("a string"),
      "A".repeat(5000),
    ]) {
      const refused = await signIn(emails[0]!, password, campus, { [AUTH_CHALLENGE_HEADER]: forged });
      expectCheckAsked(refused, BROWSER_CHECK_MESSAGES.rejected);
    }
    // the real solution still works: none of the forgeries used it up
    expect((await signIn(emails[0]!, password, campus, { [AUTH_CHALLENGE_HEADER]: header })).statusCode).toBe(
      200,
    );
  });

  it("puts the whole address under attack: past the sign-up ceiling, sign-in and reset ask too", async () => {
    const campus = freshIp();
    await reachCeiling(campus, "signup-address");
    // junk sign-up bodies: counted, then asked for a check
    expectCheckAsked(await post("/sign-up/email", {}, campus), BROWSER_CHECK_MESSAGES.required);
    const { emails, password } = await insertVerifiedAccounts(app, 1);
    const email = emails[0]!;
    expectCheckAsked(await signIn(email, password, campus), BROWSER_CHECK_MESSAGES.required);
    expectCheckAsked(
      await post("/request-password-reset", { email }, campus),
      BROWSER_CHECK_MESSAGES.required,
    );
    expectCheckAsked(
      await post("/send-verification-email", { email }, campus),
      BROWSER_CHECK_MESSAGES.required,
    );
    // with checks, each goes on to its own rules
    expect((await post("/sign-up/email", {}, campus, await solvedCheckHeaders(app))).statusCode).toBe(400);
    expect((await signIn(email, password, campus, await solvedCheckHeaders(app))).statusCode).toBe(200);
    const reset = await post("/request-password-reset", { email }, campus, await solvedCheckHeaders(app));
    expect(reset.statusCode).toBe(200);
  });

  it("takes a check once across API instances", async () => {
    const campus = freshIp();
    await reachCeiling(campus);
    const { emails, password } = await insertVerifiedAccounts(app, 1);
    const check = await solvedCheckHeaders(app);
    expect((await signIn(emails[0]!, password, campus, check)).statusCode).toBe(200);
    const replayed = await instanceB.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: emails[0], password },
      remoteAddress: campus,
      headers: { origin: ORIGIN, ...check },
    });
    expectCheckAsked(replayed, BROWSER_CHECK_MESSAGES.rejected);
  });
});

describe("GET /api/auth-challenge", () => {
  it("gives a signed PBKDF2 challenge that costs 500 to 1,500 derivations of 1,000 rounds, not cached", async () => {
    const response = await app.inject({ url: "/api/auth-challenge", remoteAddress: freshIp() });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const challenge = await fetchAuthChallenge(app);
    expect(challenge.parameters).toMatchObject({ algorithm: "PBKDF2/SHA-256", cost: 1000 });
    const lifetime = challenge.parameters.expiresAt! - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(4 * 60);
    expect(lifetime).toBeLessThanOrEqual(5 * 60);
    // the solver tries counters from 0: the one it finds is the number of derivations it made
    const { counter } = await solveAuthChallenge(challenge);
    expect(counter).toBeGreaterThanOrEqual(500);
    expect(counter).toBeLessThanOrEqual(1500);
  });
});
