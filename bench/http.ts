import {
  freePort,
  spawnServer,
  tempDataDir,
  waitUntilReady,
} from "../apps/api/test/support/server-process.ts";
import { compareUnderLoad, reportLoad, type NextRequest } from "./lib/load.ts";
import { seededRandom } from "./lib/stats.ts";

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
    const { baseline: health, subject: autocomplete } = await compareUnderLoad({
      url: server.url,
      connections: CONNECTIONS,
      warmupSeconds: WARMUP_SECONDS,
      seconds: MEASURE_SECONDS,
      rounds: ROUNDS,
      baseline: withClientAddress(targets.health),
      subject: withClientAddress(targets.autocomplete),
    });
    const ratio = autocomplete.perSecond / health.perSecond;
    console.log(
      "http: %d connections over loopback; median of %d alternating runs of %d s",
      CONNECTIONS,
      ROUNDS,
      MEASURE_SECONDS,
    );
    reportLoad("/api/health", health);
    reportLoad("/api/places/autocomplete", autocomplete);
    console.log("  ratio (autocomplete / health) %s×", ratio.toFixed(2));
    const meetsGoal = ratio >= 0.5 && autocomplete.refused === 0;
    console.log("  goal ≥ 0.5× with no refused request: %s", meetsGoal ? "met" : "NOT met");
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
  }
}

let client = 0;

/** Requests to `nextPath()`, each from the next client address. */
function withClientAddress(nextPath: () => string): () => NextRequest {
  return () => {
    client = (client + 1) % CLIENTS;
    return { path: nextPath(), headers: { "x-forwarded-for": `10.${client >> 8}.${client & 255}.7` } };
  };
}
