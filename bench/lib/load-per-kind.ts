import { setTimeout as sleep } from "node:timers/promises";
import type { BookingPlanner } from "./load-bookings.ts";
import { waitUntilSettled } from "./load.ts";
import { MIX_WEIGHTS, runMix, type MixKind, type MixSeed } from "./load-mix-run.ts";

/** Each kind alone: this many connections for this many seconds. */
export const KINDS_ALONE = { connections: 5, seconds: 3 } as const;
/** Unmeasured first answers of each kind (LOAD_KIND_WARMUP_SECONDS): what a route does once, at its first answer, is not a cost per answer. */
const WARMUP_SECONDS = Number(process.env.LOAD_KIND_WARMUP_SECONDS ?? 1);
/** PostgreSQL's statistics reach pg_stat_database within a second of a transaction's end. */
const STATS_DELAY_MS = 1_100;

export interface KindAlone {
  kind: MixKind;
  answers: number;
  p50Ms: number;
  errors: number;
  /** The server process's CPU time per answer. */
  cpuMsPerAnswer: number;
  /** Transactions the database committed or rolled back per answer (each statement outside one counts). */
  transactionsPerAnswer?: number;
}

/**
 * Each kind of the mix alone, at a few connections: its latency without queueing, the
 * server's CPU per answer and the database round trips per answer (PostgreSQL's count of
 * transactions: a statement outside a transaction is one), figures a busy machine
 * disturbs less than the rates.
 */
export async function measureKindsAlone(options: {
  url: string;
  seed: MixSeed;
  planner: BookingPlanner;
  random: () => number;
  serverCpuMs: () => number;
  countTransactions?: () => Promise<number>;
}): Promise<KindAlone[]> {
  const measured: KindAlone[] = [];
  // requests first: the approvals after them approve what they asked
  for (const kind of ["search", "view", "browse", "request", "approve"] as MixKind[]) {
    const weights = { ...zeroWeights(), [kind]: 1 };
    const run = (seconds: number) =>
      runMix({
        url: options.url,
        connections: KINDS_ALONE.connections,
        seconds,
        seed: options.seed,
        planner: options.planner,
        random: options.random,
        weights,
      });
    if (WARMUP_SECONDS > 0) {
      await waitUntilSettled(options.url);
      await run(WARMUP_SECONDS);
    }
    await waitUntilSettled(options.url);
    const transactionsBefore = await options.countTransactions?.();
    const cpuBefore = options.serverCpuMs();
    const measuredRun = await run(KINDS_ALONE.seconds);
    const cpuMs = options.serverCpuMs() - cpuBefore;
    await sleep(STATS_DELAY_MS);
    const transactionsAfter = await options.countTransactions?.();
    const summary = measuredRun.tally.summary([kind]);
    measured.push({
      kind,
      answers: summary.requests,
      p50Ms: summary.p50Ms,
      errors: summary.errors,
      cpuMsPerAnswer: cpuMs / summary.requests,
      transactionsPerAnswer:
        transactionsBefore === undefined || transactionsAfter === undefined
          ? undefined
          : // the count query itself is one transaction
            (transactionsAfter - transactionsBefore - 1) / summary.requests,
    });
  }
  return measured;
}

function zeroWeights(): Record<MixKind, number> {
  return Object.fromEntries(Object.keys(MIX_WEIGHTS).map((kind) => [kind, 0])) as Record<MixKind, number>;
}
