import { z } from "zod";

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
