import { randomInt } from "node:crypto";
import { FRIENDLY_MESSAGES } from "@campusride/shared/messages";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.ts";
import { rateLimits } from "../../src/db/schema/index.ts";
import { PLACES_LIMIT } from "../../src/features/places/routes.ts";
import { createTestApp } from "../support/app.ts";

// The public endpoints' request limits count in memory, or in Redis when REDIS_URL is
// set (a real Redis at 127.0.0.1:6379 here), never in the database.
const REDIS_URL = "redis://127.0.0.1:6379";
const app = await createTestApp();
const sharedApp = await createTestApp({ REDIS_URL });
// nothing listens on port 1
const orphanApp = await createTestApp({ REDIS_URL: "redis://127.0.0.1:1" });

/** An IPv6 client of its own: other test runs share this Redis. */
function uniqueClient(): string {
  const group = () => randomInt(0x10000).toString(16);
  return `2001:db8:${group()}:${group()}::1`;
}

function autocomplete(target: App, ip: string) {
  return target.inject({ method: "GET", url: "/api/places/autocomplete?q=Gaines", remoteAddress: ip });
}

describe("in memory", () => {
  it("writes no counter row for the read endpoints", async () => {
    const before = await app.db.$count(rateLimits);
    for (let call = 1; call <= 200; call += 1) {
      expect((await autocomplete(app, "10.20.0.1")).statusCode).toBe(200);
    }
    expect(await app.db.$count(rateLimits)).toBe(before);
  });
});

describe("in Redis, when REDIS_URL is set", () => {
  const redis = new Redis(REDIS_URL);
  afterAll(() => redis.quit());

  async function counterOf(client: string): Promise<string> {
    const keys = await redis.keys(`campusride:limits:*places ${client.split("::")[0]}*`);
    expect(keys).toHaveLength(1);
    return keys[0]!;
  }

  it("counts there, so that every instance sees the same counts", async () => {
    const client = uniqueClient();
    for (let call = 1; call <= 3; call += 1) {
      expect((await autocomplete(sharedApp, client)).statusCode).toBe(200);
    }
    const key = await counterOf(client);
    expect(await redis.get(key)).toBe("3");
    expect(await redis.pttl(key)).toBeLessThanOrEqual(PLACES_LIMIT.windowMs);
    expect(await sharedApp.db.$count(rateLimits)).toBe(0);

    // another instance used up the address's allowance
    await redis.set(key, String(PLACES_LIMIT.max), "KEEPTTL");
    const limited = await autocomplete(sharedApp, client);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toEqual({ code: "RATE_LIMITED", message: FRIENDLY_MESSAGES.rateLimit });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    await redis.del(key);
  });

  it("keeps answering, unlimited, while Redis is unreachable", async () => {
    expect((await autocomplete(orphanApp, uniqueClient())).statusCode).toBe(200);
  });
});
