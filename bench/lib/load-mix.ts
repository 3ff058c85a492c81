import { percentile } from "./stats.ts";

/**
 * The pure parts of the load benchmark (bench/load.ts): picking the next kind of request
 * by weight, and tallying answers per kind into rates, percentiles and errors.
 */

/** A function giving the next key, each as often as its share of the weights. */
export function weightedPicker<K extends string>(
  weights: Readonly<Record<K, number>>,
  random: () => number,
): () => K {
  const entries = (Object.entries(weights) as [K, number][]).filter(([, weight]) => weight > 0);
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  if (entries.length === 0 || !Number.isFinite(total)) throw new Error("no positive weight to pick from");
  return () => {
    let left = random() * total;
    for (const [key, weight] of entries) {
      left -= weight;
      if (left < 0) return key;
    }
    return entries[entries.length - 1]![0];
  };
}

/** An answer as the goals count it: 2xx, a rate limit (429, counted apart), or an error. */
export type Outcome = "ok" | "limited" | "error";

/** Anything but 2xx and 429 is an error: a 4xx the mix should not cause, a 5xx, a timeout (status 0). */
export function outcomeOf(status: number): Outcome {
  if (status >= 200 && status < 300) return "ok";
  return status === 429 ? "limited" : "error";
}

/** What a group of answers measured. */
export interface Summary {
  requests: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  limited: number;
  errors: number;
  /** Errors by "status kind", e.g. "409 request": what to look into. */
  errorsBy: Record<string, number>;
}

/** Every answer's kind, status and latency, summarised for any group of kinds. */
export class LoadTally<K extends string> {
  private readonly latencies = new Map<K, number[]>();
  private readonly statuses = new Map<K, Map<number, number>>();

  record(kind: K, status: number, ms: number): void {
    let latencies = this.latencies.get(kind);
    let statuses = this.statuses.get(kind);
    if (!latencies || !statuses) {
      this.latencies.set(kind, (latencies = []));
      this.statuses.set(kind, (statuses = new Map()));
    }
    latencies.push(ms);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }

  /** The answers of `kinds` (all kinds recorded when none is given). */
  summary(kinds: readonly K[] = [...this.latencies.keys()]): Summary {
    const latencies = kinds.flatMap((kind) => this.latencies.get(kind) ?? []);
    const summary: Summary = {
      requests: latencies.length,
      p50Ms: percentile(latencies, 50),
      p95Ms: percentile(latencies, 95),
      p99Ms: percentile(latencies, 99),
      limited: 0,
      errors: 0,
      errorsBy: {},
    };
    for (const kind of kinds) {
      for (const [status, count] of this.statuses.get(kind) ?? []) {
        const outcome = outcomeOf(status);
        if (outcome === "limited") summary.limited += count;
        if (outcome !== "error") continue;
        summary.errors += count;
        const key = `${status} ${kind}`;
        summary.errorsBy[key] = (summary.errorsBy[key] ?? 0) + count;
      }
    }
    return summary;
  }
}

/** The load goals: p95 ≤ 150 ms overall, ≤ 300 ms for booking writes, errors other than 429 under 0.1%. */
export const LOAD_GOALS = { p95Ms: 150, writesP95Ms: 300, errorShare: 0.001 } as const;

/** Each goal met or not, for the figures of one run. */
export function loadVerdict(overall: Summary, writes: Summary) {
  return {
    p95: overall.p95Ms <= LOAD_GOALS.p95Ms,
    writesP95: writes.p95Ms <= LOAD_GOALS.writesP95Ms,
    errors: overall.requests > 0 && overall.errors / overall.requests < LOAD_GOALS.errorShare,
  };
}
