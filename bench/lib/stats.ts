/** Small helpers shared by the benchmarks. */

import os from "node:os";

export { seededRandom } from "../../packages/shared/src/seeded-random.ts";

/** "  machine: AMD EPYC, 2 cores, Node v20…": what a figure was measured on. */
export function printMachine(): void {
  console.log(
    "  machine: %s, %d cores, Node %s",
    os.cpus()[0]?.model ?? "unknown CPU",
    os.cpus().length,
    process.version,
  );
}

/** The p-th percentile (0–100) of a list of numbers, nearest-rank. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] as number;
}

/** Milliseconds per call of `fn(input)` for each input, after one warm-up pass. */
export function timeEach<T>(inputs: readonly T[], fn: (input: T) => unknown, rounds = 3): number[] {
  let sink = 0;
  for (const input of inputs) sink += fn(input) ? 1 : 0;
  let durations: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    durations = [];
    for (const input of inputs) {
      const started = performance.now();
      sink += fn(input) ? 1 : 0;
      durations.push(performance.now() - started);
    }
  }
  if (sink < 0) console.log(sink); // keeps the calls from being optimised away
  return durations;
}

export function formatMs(ms: number): string {
  return ms < 1 ? `${(ms * 1000).toFixed(1)} µs` : `${ms.toFixed(2)} ms`;
}
