import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { LIMITS } from "@campusride/shared/limits";
import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { Database } from "../db/client.ts";
import { AppError } from "../lib/app-error.ts";

export interface LimitRule {
  /** Names the counter; the client's address is appended. */
  name: string;
  max: number;
  windowMs: number;
  message: string;
}

/** The spec's attempt limiter (§5, §9): 5 attempts per 15 minutes per key. */
export function attemptLimit(name: string, message: string): LimitRule {
  return { name, max: LIMITS.attempts.max, windowMs: LIMITS.attempts.windowMs, message };
}

export interface LimitResult {
  count: number;
  resetAt: Date;
}

/**
 * Counts one attempt against a fixed window in the database, atomically, so several API
 * instances share the counters. The window restarts on the first attempt after it ends.
 */
export async function countAttempt(db: Database, key: string, windowMs: number): Promise<LimitResult> {
  const result = (await db.execute(sql`
    insert into rate_limits (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning count, reset_at`)) as unknown as { rows: Array<{ count: number; reset_at: string | Date }> };
  const row = result.rows[0];
  if (!row) throw new Error("rate limit upsert returned no row");
  return { count: Number(row.count), resetAt: new Date(row.reset_at) };
}

/** Longer client keys (an email typed by anyone) are hashed: the key is an indexed column. */
const MAX_PLAIN_KEY = 200;

function counterKey(rule: LimitRule, clientKey: string): string {
  if (clientKey.length <= MAX_PLAIN_KEY) return `${rule.name}:${clientKey}`;
  return `${rule.name}:sha256:${createHash("sha256").update(clientKey).digest("hex")}`;
}

/** Refuses with 429 once the client has used up the rule's attempts in the window. */
export async function enforceLimit(db: Database, rule: LimitRule, clientKey: string): Promise<void> {
  const { count, resetAt } = await countAttempt(db, counterKey(rule, clientKey), rule.windowMs);
  if (count > rule.max) {
    const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
    throw new AppError("RATE_LIMITED", rule.message, { headers: { "retry-after": String(retryAfter) } });
  }
}

/** A route preHandler applying `rule` per client address. */
export function rateLimit(rule: LimitRule): preHandlerAsyncHookHandler {
  return async function limitByClient(this: { db: Database }, request: FastifyRequest) {
    await enforceLimit(request.server.db, rule, request.ip);
  };
}
