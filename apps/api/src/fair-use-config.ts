import { z } from "zod";
import type { DatabaseHandle } from "./db/client.ts";
import { DATABASE_QUEUE_BOUNDS, type DatabaseQueueBound } from "./db/database-queue.ts";

const count = (max: number, fallback: number) => z.coerce.number().int().min(1).max(max).default(fallback);

/**
 * How much of one instance a single caller may take: a signed-in account (every session
 * of it), or, signed out, a client address, which a whole campus may share behind NAT.
 * The numbers and why: docs/security.md, "Fair use between students".
 */
export const fairUseConfigFields = {
  /** Requests of one account being answered at once by this instance. */
  ACCOUNT_REQUESTS_IN_FLIGHT: count(10_000, 16),
  ACCOUNT_READS_PER_MINUTE: count(1_000_000, 600),
  ACCOUNT_WRITES_PER_MINUTE: count(1_000_000, 120),
  /** Signed-out requests of one client address (IPv6: its /64) being answered at once. */
  ADDRESS_REQUESTS_IN_FLIGHT: count(10_000, 128),
  ADDRESS_READS_PER_MINUTE: count(10_000_000, 6_000),
  ADDRESS_WRITES_PER_MINUTE: count(10_000_000, 1_200),
  /** Mean event-loop delay past which new API requests are answered 503 at once; 0: never. */
  SHED_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  /**
   * Callers waiting for the database past which new API requests are answered 503 at once;
   * unset: the database's default (plugins/load-shedding.ts); 0: never.
   */
  SHED_DATABASE_WAITING: z.coerce.number().int().min(0).max(100_000).optional(),
  /** The same for how long the caller waiting longest has waited (ms). */
  SHED_DATABASE_WAIT_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /** The same for API requests being answered at once by this instance. */
  SHED_REQUESTS_IN_FLIGHT: z.coerce.number().int().min(0).max(100_000).optional(),
};

type FairUseConfig = z.output<z.ZodObject<typeof fairUseConfigFields>>;

/** One caller's allowance. */
export interface CallerLimits {
  inFlight: number;
  readsPerMinute: number;
  writesPerMinute: number;
}

export function fairUseSettings(config: FairUseConfig): { account: CallerLimits; address: CallerLimits } {
  return {
    account: {
      inFlight: config.ACCOUNT_REQUESTS_IN_FLIGHT,
      readsPerMinute: config.ACCOUNT_READS_PER_MINUTE,
      writesPerMinute: config.ACCOUNT_WRITES_PER_MINUTE,
    },
    address: {
      inFlight: config.ADDRESS_REQUESTS_IN_FLIGHT,
      readsPerMinute: config.ADDRESS_READS_PER_MINUTE,
      writesPerMinute: config.ADDRESS_WRITES_PER_MINUTE,
    },
  };
}

/** The database queue's bound: the database's default, each figure overridable. */
export function databaseQueueBound(config: FairUseConfig, kind: DatabaseHandle["kind"]): DatabaseQueueBound {
  const bound = DATABASE_QUEUE_BOUNDS[kind];
  return {
    waiting: config.SHED_DATABASE_WAITING ?? bound.waiting,
    waitMs: config.SHED_DATABASE_WAIT_MS ?? bound.waitMs,
    requestsInFlight: config.SHED_REQUESTS_IN_FLIGHT ?? bound.requestsInFlight,
  };
}
