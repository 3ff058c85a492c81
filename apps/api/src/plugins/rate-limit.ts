import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { Redis } from "ioredis";
import { AppError } from "../lib/app-error.ts";
import { addressKey } from "../lib/client-address.ts";

/**
 * Request limits of the public endpoints (places, routes, contact, the sign-up upload)
 * and the fair-use rates of every caller (fair-use.ts): @fastify/rate-limit's counters,
 * in memory per instance, or in Redis when REDIS_URL is set so that every instance
 * shares them. Nothing here touches the database, so a request costs a map lookup. The account endpoints count failures in the database
 * instead (features/auth/limits.ts).
 */
export interface RequestLimit {
  /** Names the counter; the same name on several routes shares one counter. */
  name: string;
  max: number;
  windowMs: number;
  message: string;
  /**
   * Narrows the counter from the client address to address + this (e.g. the sender's
   * email); undefined when the request has no such value. Reads the body, so a limit
   * with `by` must run as a preHandler.
   */
  by?: (request: FastifyRequest) => string | undefined;
  /** Counts under this instead of the client address (e.g. the signed-in account). */
  key?: (request: FastifyRequest) => string;
}

/** Distinct keys each in-memory limit remembers (least recently used go first). */
const MEMORY_KEYS = 20_000;
const REDIS_PREFIX = "campusride:limits:";

export const requestLimitsPlugin = fp<{ redisUrl?: string }>(
  async (app, { redisUrl }) => {
    const redis = redisUrl ? await connectRedis(app, redisUrl) : undefined;
    await app.register(fastifyRateLimit, {
      global: false,
      redis,
      nameSpace: REDIS_PREFIX,
      // Redis unreachable: the public endpoints keep answering, unlimited, rather than fail
      skipOnError: true,
    });
    if (redis) app.addHook("onClose", async () => void (await redis.quit().catch(() => redis.disconnect())));
  },
  { name: "request-limits" },
);

/** Connects before the app answers; a Redis that is down does not stop the start (it retries). */
async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  // No offline queue and one try per command: while Redis is away a request is not held up.
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
  });
  let isUp = true;
  redis.on("ready", () => (isUp = true));
  redis.on("error", (error: Error) => {
    if (isUp)
      app.log.warn({ err: error }, "Redis unreachable: request limits are not counted until it is back");
    isUp = false;
  });
  await redis.connect().catch(() => {});
  return redis;
}

/**
 * A route hook (onRequest, or preHandler for a limit with `by`) counting the request
 * against each limit; the first one used up answers 429 with its message and Retry-After.
 */
export function limitRequests(app: FastifyInstance, ...limits: RequestLimit[]) {
  const checks = limits.map((limit) => ({
    limit,
    check: app.createRateLimit(storeOptions(limit)),
  }));
  return async function checkRequestLimits(request: FastifyRequest): Promise<void> {
    for (const { limit, check } of checks) {
      if (limit.by && limit.by(request) === undefined) continue;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new AppError("RATE_LIMITED", limit.message, {
          headers: { "retry-after": String(Math.max(1, result.ttlInSeconds)) },
        });
      }
    }
  };
}

function storeOptions(limit: RequestLimit) {
  return {
    max: limit.max,
    timeWindow: limit.windowMs,
    // read by @fastify/rate-limit's memory store, though its options type leaves it out
    cache: MEMORY_KEYS,
    keyGenerator: (request: FastifyRequest) =>
      [limit.name, limit.key?.(request) ?? addressKey(request.ip), limit.by?.(request)]
        .filter((part) => part !== undefined)
        .join(" "),
  };
}
