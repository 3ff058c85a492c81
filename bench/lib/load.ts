import autocannon from "autocannon";
import { percentile } from "./stats.ts";

/** What one load run measured. */
export interface Measured {
  perSecond: number;
  p99Ms: number;
  /** Answers that were not 2xx. */
  refused: number;
}

/** The request autocannon sends next: path, and optionally method, body, headers. */
export interface NextRequest {
  path: string;
  method?: "GET" | "POST";
  body?: string;
  headers?: Record<string, string>;
}

/** One autocannon run of `seconds` over `connections`, each request from `next()`. */
export async function measureLoad(options: {
  url: string;
  connections: number;
  seconds: number;
  next: () => NextRequest;
}): Promise<Measured> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    requests: [
      {
        setupRequest: (request: autocannon.Request) => {
          const next = options.next();
          return {
            ...request,
            path: next.path,
            method: next.method ?? "GET",
            body: next.body,
            headers: { ...request.headers, ...next.headers },
          };
        },
      },
    ],
  });
  return { perSecond: result.requests.average, p99Ms: result.latency.p99, refused: result.non2xx };
}

/** The median rate and p99 of several runs, and all their refusals. */
export function medianOf(runs: Measured[]): Measured {
  return {
    perSecond: percentile(
      runs.map((measured) => measured.perSecond),
      50,
    ),
    p99Ms: percentile(
      runs.map((measured) => measured.p99Ms),
      50,
    ),
    refused: runs.reduce((sum, measured) => sum + measured.refused, 0),
  };
}

export function reportLoad(label: string, measured: Measured): void {
  console.log(
    "  %s %s req/s  p99 %s ms  non-2xx %d",
    label.padEnd(26),
    Math.round(measured.perSecond).toLocaleString("en-US").padStart(7),
    measured.p99Ms,
    measured.refused,
  );
}

/**
 * A route against a baseline (e.g. /api/health) on the same server: a warm-up of each,
 * then `rounds` alternating runs, so that a busy moment of the machine hits both; the
 * median of each.
 */
export async function compareUnderLoad(options: {
  url: string;
  connections: number;
  warmupSeconds: number;
  seconds: number;
  rounds: number;
  baseline: () => NextRequest;
  subject: () => NextRequest;
}): Promise<{ baseline: Measured; subject: Measured }> {
  const run = (next: () => NextRequest, seconds: number) =>
    measureLoad({ url: options.url, connections: options.connections, seconds, next });
  await run(options.baseline, options.warmupSeconds);
  await run(options.subject, options.warmupSeconds);
  const baseline: Measured[] = [];
  const subject: Measured[] = [];
  for (let round = 0; round < options.rounds; round += 1) {
    baseline.push(await run(options.baseline, options.seconds));
    subject.push(await run(options.subject, options.seconds));
  }
  return { baseline: medianOf(baseline), subject: medianOf(subject) };
}

/**
 * One autocannon run, `onAnswer` told of every answer as it arrives: its connection (whose
 * request iterator still holds that request's context), status and latency.
 */
export function runHearingAnswers(
  options: autocannon.Options,
  onAnswer: (client: unknown, status: number, ms: number) => void,
): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    instance.on("response", (client, status, _bytes, ms) => onAnswer(client, status, ms));
  });
}

/**
 * Waits until the server has finished what a run left in flight (autocannon closes its
 * connections at the end; the server still answers them): until GET /api/health answers
 * within `quickMs` three times in a row (true), or `timeoutMs` has passed (false, said on
 * the console).
 */
export async function waitUntilSettled(url: string, quickMs = 20, timeoutMs = 60_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  let quick = 0;
  while (quick < 3 && Date.now() < deadline) {
    const started = performance.now();
    try {
      await (await fetch(`${url}/api/health`)).arrayBuffer();
      quick = performance.now() - started <= quickMs ? quick + 1 : 0;
    } catch {
      quick = 0;
    }
  }
  if (quick < 3)
    console.log(
      "      (the server was still answering an earlier run's requests after %d s)",
      timeoutMs / 1000,
    );
  return quick >= 3;
}
