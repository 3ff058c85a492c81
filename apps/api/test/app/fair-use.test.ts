import http from "node:http";
import type { AddressInfo } from "node:net";
import { PassThrough } from "node:stream";
import { FRIENDLY_MESSAGES } from "@campusride/shared/messages";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.ts";
import { BUSY_MESSAGE } from "../../src/plugins/error-handler.ts";
import { freshIp } from "../support/accounts.ts";
import { createTestApp } from "../support/app.ts";
import { searchBody } from "../support/search.ts";
import { createSession, signInAgain, type TestSession } from "../support/session.ts";
import { dayFromToday } from "../support/trips.ts";

// One student's flood must not slow the others: each account (signed out: each address)
// has its share of requests in flight and a rate a minute, and an overloaded instance
// turns new requests away at once instead of queueing them. The real defaults here (16 in
// flight, 600 reads and 120 writes a minute per account, 6,000 reads per address), but
// for load shedding, which a test cannot cause at the real 1 s of event-loop delay.
const REDIS_URL = "redis://127.0.0.1:6379";
/** Requests marked `x-held` that got past every onRequest check, the limits' included. */
let heldArrived = 0;
const app = await createTestApp(
  {},
  {
    beforeReady: (built) => {
      built.addHook("preParsing", async (request) => {
        if (request.headers["x-held"]) heldArrived += 1;
      });
    },
  },
);
const sharedA = await createTestApp({ REDIS_URL });
const sharedB = await createTestApp({ REDIS_URL });
const shedding = await createTestApp({ SHED_EVENT_LOOP_DELAY_MS: "100" });

/** expect.poll's patience: a busy machine may take seconds to reach the state polled for. */
const SLOW_MACHINE = { timeout: 20_000 };

const getMe = (target: App, session: TestSession, remoteAddress = "10.9.0.1") =>
  target.inject({ method: "GET", url: "/api/me", headers: session.headers, remoteAddress });
const markRead = (target: App, session: TestSession) =>
  target.inject({ method: "POST", url: "/api/notifications/read", headers: session.headers, payload: {} });
const anonymousSearch = (target: App, remoteAddress: string, headers: Record<string, string> = {}) =>
  target.inject({
    method: "POST",
    url: "/api/search",
    payload: searchBody("gainesville", "ocala", dayFromToday(3)),
    headers,
    remoteAddress,
  });

function expectRateLimited(answer: Awaited<ReturnType<App["inject"]>>) {
  expect(answer.statusCode).toBe(429);
  expect(answer.json()).toEqual({ error: { code: "RATE_LIMITED", message: FRIENDLY_MESSAGES.rateLimit } });
  expect(Number(answer.headers["retry-after"])).toBeGreaterThanOrEqual(1);
}

describe("requests in flight at once, per account", () => {
  it("refuses an account's 17th request at once, while another student and a signed-out visitor on the same address are answered", async () => {
    const greedy = await createSession(app);
    const greedyElsewhere = await signInAgain(app, greedy.user);
    const other = await createSession(app);
    // 16 writes whose bodies are still arriving: past the limits' check, not finished
    heldArrived = 0;
    const bodies = Array.from({ length: 16 }, () => new PassThrough());
    let settled = 0;
    const held = bodies.map((body, index) =>
      app
        .inject({
          method: "POST",
          url: "/api/notifications/read",
          // from other sessions and addresses of the same account: it is the account that counts
          headers: {
            ...(index % 2 ? greedy : greedyElsewhere).headers,
            "content-type": "application/json",
            "x-held": "1",
          },
          remoteAddress: `10.9.1.${index}`,
          payload: body,
        })
        .finally(() => (settled += 1)),
    );

    await expect.poll(() => heldArrived, SLOW_MACHINE).toBe(16);

    // the next is refused without waiting for them, from any session of the account
    const refused = await getMe(app, await signInAgain(app, greedy.user));
    expectRateLimited(refused);
    expect(refused.headers["retry-after"]).toBe("1");

    expect((await getMe(app, other)).statusCode).toBe(200);
    expect((await anonymousSearch(app, "10.9.0.1")).statusCode).toBe(200);
    expect(settled).toBe(0);

    for (const body of bodies) body.end("{}");
    expect((await Promise.all(held)).map((answer) => answer.statusCode)).toEqual(bodies.map(() => 200));
    // their places are free again
    expect((await getMe(app, greedy)).statusCode).toBe(200);
  });

  it("gives a place back when the client hangs up before its request is answered", async () => {
    const greedy = await createSession(app);
    heldArrived = 0;
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as AddressInfo;
    const halfSent = Array.from({ length: 16 }, () => {
      const request = http.request({
        host: "127.0.0.1",
        port,
        agent: false,
        method: "POST",
        path: "/api/notifications/read",
        headers: {
          cookie: greedy.cookie,
          origin: "http://localhost:3000",
          "content-type": "application/json",
          "content-length": "100",
          "x-held": "1",
        },
      });
      request.on("error", () => {});
      request.write("{");
      return request;
    });
    await expect.poll(() => heldArrived, SLOW_MACHINE).toBe(16);
    expectRateLimited(await getMe(app, greedy));

    for (const request of halfSent) request.destroy();
    await expect.poll(async () => (await getMe(app, greedy)).statusCode, SLOW_MACHINE).toBe(200);
  });
});

describe("requests a minute, per account", () => {
  it("answers an account's 120 writes in a minute, refuses the 121st, and not its reads or another account's writes", async () => {
    const greedy = await createSession(app);
    const other = await createSession(app);
    for (let write = 1; write <= 120; write += 1) {
      expect((await markRead(app, greedy)).statusCode, `write ${write}`).toBe(200);
    }
    const refused = await markRead(app, greedy);
    expectRateLimited(refused);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);

    expect((await getMe(app, greedy)).statusCode).toBe(200);
    expect((await markRead(app, other)).statusCode).toBe(200);
  });

  describe("with REDIS_URL: shared by every instance", () => {
    const redis = new Redis(REDIS_URL);
    afterAll(() => redis.quit());

    async function counter(pattern: string): Promise<string> {
      const keys = await redis.keys(`campusride:limits:*${pattern}*`);
      expect(keys).toHaveLength(1);
      return keys[0]!;
    }

    it("refuses an account's reads on every instance once one instance counted 600", async () => {
      const student = await createSession(sharedA);
      expect((await getMe(sharedA, student)).statusCode).toBe(200);
      const key = await counter(`account-reads account ${student.user.id}`);
      expect(await redis.get(key)).toBe("1");
      expect(await redis.pttl(key)).toBeLessThanOrEqual(60_000);

      await redis.set(key, "600", "KEEPTTL");
      expectRateLimited(await getMe(sharedB, student));
      expectRateLimited(await getMe(sharedA, await signInAgain(sharedA, student.user), freshIp()));
      expect((await getMe(sharedB, await createSession(sharedB))).statusCode).toBe(200);
      await redis.del(key);
    });

    it("counts signed-out searches per address: past 6,000 a minute that address waits, its signed-in students do not", async () => {
      // an address of its own: other test runs share this Redis
      const campus = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:1::7`;
      expect((await anonymousSearch(sharedA, campus)).statusCode).toBe(200);
      const key = await counter(`address-reads ${campus.split("::")[0]}`);
      await redis.set(key, "6000", "KEEPTTL");

      // another machine of the same /64
      expectRateLimited(await anonymousSearch(sharedB, campus.replace("::7", "::8")));
      const student = await createSession(sharedB);
      expect((await anonymousSearch(sharedB, campus, student.headers)).statusCode).toBe(200);
      expect((await anonymousSearch(sharedB, freshIp())).statusCode).toBe(200);
      await redis.del(key);
    });
  });
});

describe("load shedding", () => {
  /** Keeps the event loop late (busy in 150 ms stretches) until `until` settles. */
  async function keepBusy(until: Promise<unknown>): Promise<void> {
    let isDone = false;
    void until.finally(() => (isDone = true));
    while (!isDone) {
      const started = Date.now();
      while (Date.now() - started < 150) {
        // a request's work that does not yield
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  it("answers 503 with Retry-After at once while the event loop is late, keeps /api/health and /api/ready answering, and recovers", async () => {
    const student = await createSession(shedding);
    expect((await getMe(shedding, student)).statusCode).toBe(200);

    const underPressure = expect.poll(() => shedding.isUnderPressure(), SLOW_MACHINE).toBe(true);
    await keepBusy(underPressure);
    await underPressure;
    const during = Promise.all([
      getMe(shedding, student),
      anonymousSearch(shedding, freshIp()),
      shedding.inject({ method: "GET", url: "/api/health" }),
      shedding.inject({ method: "GET", url: "/api/ready" }),
    ]);
    await keepBusy(during);
    const [me, search, health, ready] = await during;

    for (const refused of [me, search]) {
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ error: { code: "UNAVAILABLE", message: BUSY_MESSAGE } });
      expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    }
    expect(health.statusCode).toBe(200);
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: "ready", busy: true });

    await expect.poll(() => shedding.isUnderPressure(), SLOW_MACHINE).toBe(false);
    expect((await getMe(shedding, student)).statusCode).toBe(200);
  });
});
