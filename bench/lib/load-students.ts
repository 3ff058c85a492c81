import { setTimeout as sleep } from "node:timers/promises";
import { createMix, type MixContext, type MixOptions } from "./load-mix-run.ts";
import type { LoadTally } from "./load-mix.ts";
import type { MixKind } from "./load-mix-run.ts";

/** A request without an answer after this long is given up, as autocannon's runs do. */
const TIMEOUT_MS = 10_000;

export interface StudentsResult {
  tally: LoadTally<MixKind>;
  /** Answers per second over the run: the load the students offered, when the server kept up. */
  perSecond: number;
  /** Requests given up after 10 s or lost with their connection. */
  failures: number;
  samples: Map<string, string[]>;
}

/**
 * The mix as students send it: each of `students` waits a think time after every answer
 * (drawn from an exponential distribution of mean `thinkMs`, as independent people
 * arrive) before the next request, for `seconds`. Unlike autocannon's connections, which
 * ask again the instant they are answered and so always keep the server saturated, the
 * load here is what the students offer: the latencies say how one such crowd is served.
 */
export async function runStudents(
  options: MixOptions & { students: number; seconds: number; thinkMs: number },
): Promise<StudentsResult> {
  const { build, answered, tally, samples } = createMix(options);
  const deadline = performance.now() + options.seconds * 1000;
  const think = () => -Math.log(1 - options.random()) * options.thinkMs;
  let failures = 0;

  async function student(): Promise<void> {
    // the first requests are spread over one think time, not sent all at once
    await sleep(options.random() * options.thinkMs);
    while (performance.now() < deadline) {
      const context: MixContext = {};
      const request = build(context);
      const started = performance.now();
      try {
        const response = await fetch(`${options.url}${request.path}`, {
          method: request.method,
          headers: request.headers,
          body: request.body,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        const body = await response.text();
        if (context.kind) tally.record(context.kind, response.status, performance.now() - started);
        answered(response.status, body, context);
      } catch {
        failures += 1;
      }
      await sleep(think());
    }
  }

  const started = performance.now();
  await Promise.all(Array.from({ length: options.students }, () => student()));
  const seconds = (performance.now() - started) / 1000;
  return { tally, perSecond: tally.summary().requests / seconds, failures, samples };
}
