import autocannon from "autocannon";
import {
  freePort,
  spawnServer,
  tempDataDir,
  waitUntilReady,
} from "../apps/api/test/support/server-process.ts";
import { percentile, seededRandom } from "./lib/stats.ts";

const WARMUP_SECONDS = 3;
const MEASURE_SECONDS = 5;
/** Rounds alternate the two endpoints, so that a busy moment of the machine hits both. */
const ROUNDS = 3;
const CONNECTIONS = 10;
/** Distinct client addresses behind the (simulated) reverse proxy: a campus and its town. */
const CLIENTS = 2_000;
const PREFIXES = [
  "ga",
  "gai",
  "gaines",
  "orl",
  "orlando",
  "tam",
  "mia",
  "tal",
  "jack",
  "univ",
  "boca",
  "st p",
];

/**
 * Requests per second of autocomplete (rate-limited, the offline gazetteer) against
 * `/api/health` (no limit, no work) on the same server, in its own process, over
 * loopback. The bench plays a reverse proxy for many clients (TRUST_PROXY=1, a client
 * address per request in X-Forwarded-For), so the limits count but never refuse.
 * Goal: autocomplete ≥ 0.5× health.
 */
export default async function benchHttp(): Promise<void> {
  const port = await freePort();
  const server = spawnServer({
    PORT: String(port),
    DATA_DIR: tempDataDir(),
    NODE_ENV: "production",
    AUTH_SECRET: "bench-secret-bench-secret-bench-secret",
    TRUST_PROXY: "1",
  });
  try {
    await waitUntilReady(server, 60_000);
    const random = seededRandom(7);
    const targets = {
      health: () => "/api/health",
      autocomplete: () =>
        `/api/places/autocomplete?q=${encodeURIComponent(PREFIXES[Math.floor(random() * PREFIXES.length)]!)}`,
    };
    await run(server.url, targets.health, WARMUP_SECONDS);
    await run(server.url, targets.autocomplete, WARMUP_SECONDS);
    const runs: Record<keyof typeof targets, Measured[]> = { health: [], autocomplete: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      runs.health.push(await run(server.url, targets.health, MEASURE_SECONDS));
      runs.autocomplete.push(await run(server.url, targets.autocomplete, MEASURE_SECONDS));
    }
    const health = median(runs.health);
    const autocomplete = median(runs.autocomplete);
    const ratio = autocomplete.perSecond / health.perSecond;
    console.log(
      "http: %d connections over loopback; median of %d alternating runs of %d s",
      CONNECTIONS,
      ROUNDS,
      MEASURE_SECONDS,
    );
    report("/api/health", health);
    report("/api/places/autocomplete", autocomplete);
    console.log("  ratio (autocomplete / health) %s×", ratio.toFixed(2));
    const meetsGoal = ratio >= 0.5 && autocomplete.refused === 0;
    console.log("  goal ≥ 0.5× with no refused request: %s", meetsGoal ? "met" : "NOT met");
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
  }
}

interface Measured {
  perSecond: number;
  p99Ms: number;
  refused: number;
}

function report(label: string, measured: Measured): void {
  console.log(
    "  %s %s req/s  p99 %s ms  non-2xx %d",
    label.padEnd(26),
    Math.round(measured.perSecond).toLocaleString("en-US").padStart(7),
    measured.p99Ms,
    measured.refused,
  );
}

function median(runs: Measured[]): Measured {
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

/** One autocannon run; every request from the next client address. */
async function run(url: string, nextPath: () => string, seconds: number): Promise<Measured> {
  let client = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        setupRequest: (request: autocannon.Request) => {
          client = (client + 1) % CLIENTS;
          return {
            ...request,
            path: nextPath(),
            headers: { ...request.headers, "x-forwarded-for": `10.${client >> 8}.${client & 255}.7` },
          };
        },
      },
    ],
  });
  return { perSecond: result.requests.average, p99Ms: result.latency.p99, refused: result.non2xx };
}
