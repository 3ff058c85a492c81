import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import {
  bundledServerEntry,
  freePort,
  spawnServer,
  tempDataDir,
  type ServerProcess,
} from "../apps/api/test/support/server-process.ts";
import { processCpuMs } from "./lib/production-server.ts";
import { createBenchDatabase, type BenchDatabase } from "./lib/search-database.ts";
import { formatMs, percentile, printMachine } from "./lib/stats.ts";

/** Starts of the bundle on each database; the median is compared with the goal. */
const STARTS = 5;
/** Starts from the TypeScript sources (no build), for comparison. */
const SOURCE_STARTS = 3;
const GOAL_READY_MS = 2_000;
const GOAL_RSS_MB = { postgres: 250, pglite: 400 };
/** How long a started server is left alone before its memory is read. */
const IDLE_MS = 5_000;
const POLL_MS = 20;
const START_TIMEOUT_MS = 180_000;
const BANNER = "CampusRide is running at";

interface Start {
  readyMs: number;
  /** CPU time (user + system) of the server process when it was ready. */
  cpuMs: number;
  rssMb: number;
}

/** A Linux process's field of /proc/<pid>/stat or status, or NaN. */
function procFile(pid: number | undefined, file: "stat" | "status"): string {
  try {
    return fs.readFileSync(`/proc/${pid}/${file}`, "utf8");
  } catch {
    return "";
  }
}

function rssMb(pid: number | undefined): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(procFile(pid, "status"));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

async function isReady(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/ready`)).status === 200;
  } catch {
    return false;
  }
}

/** Polls until `done` holds, every POLL_MS; throws if the server exits or the time runs out. */
async function pollUntil(server: ServerProcess, done: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = performance.now() + START_TIMEOUT_MS;
  while (!(await done())) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    if (performance.now() > deadline) throw new Error(`server not ready:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function stop(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null) return;
  server.child.kill("SIGTERM");
  await server.exited;
}

/** One production start (NODE_ENV=production, as tests and `npm start` start it): its figures. */
async function measureStart(
  entry: string | undefined,
  env: Record<string, string>,
  untilBanner = false,
): Promise<Start & { bannerMs: number }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const server = spawnServer(
    {
      NODE_ENV: "production",
      PORT: String(port),
      PUBLIC_URL: url,
      LOG_LEVEL: untilBanner ? "info" : "warn",
      ...env,
    },
    [],
    entry,
  );
  try {
    await pollUntil(server, () => isReady(url));
    const readyMs = performance.now() - started;
    const readyCpuMs = processCpuMs(server.child.pid);
    let bannerMs = Number.NaN;
    if (untilBanner) {
      await pollUntil(server, () => server.output().includes(BANNER));
      bannerMs = performance.now() - started;
    }
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    return { readyMs, cpuMs: readyCpuMs, rssMb: rssMb(server.child.pid), bannerMs };
  } finally {
    await stop(server);
  }
}

function median(values: readonly number[]): number {
  return percentile(values, 50);
}

function verdict(value: number, goal: number): string {
  return value <= goal ? "meets" : "misses";
}

async function measureStarts(label: string, kind: "postgres" | "pglite", env: Record<string, string>) {
  await measureEntry(`${label}, the bundle`, kind, env, bundledServerEntry, STARTS);
  await measureEntry(`${label}, from the sources (no build)`, kind, env, undefined, SOURCE_STARTS);
}

async function measureEntry(
  label: string,
  kind: "postgres" | "pglite",
  env: Record<string, string>,
  entry: string | undefined,
  count: number,
) {
  const starts: Start[] = [];
  for (let n = 0; n < count; n += 1) starts.push(await measureStart(entry, env));
  const ready = median(starts.map((start) => start.readyMs));
  const rss = median(starts.map((start) => start.rssMb));
  console.log("  %s, %d starts on an existing database (median):", label, count);
  console.log(
    "    ready %s (goal ≤ %s: %s); each: %s",
    formatMs(ready),
    formatMs(GOAL_READY_MS),
    verdict(ready, GOAL_READY_MS),
    starts.map((start) => formatMs(start.readyMs)).join(", "),
  );
  console.log(
    "    CPU until ready %s; each: %s",
    formatMs(median(starts.map((start) => start.cpuMs))),
    starts.map((start) => formatMs(start.cpuMs)).join(", "),
  );
  console.log(
    "    RSS %d MB after %d s idle (goal ≤ %d MB: %s); each: %s",
    Math.round(rss),
    IDLE_MS / 1000,
    GOAL_RSS_MB[kind],
    verdict(rss, GOAL_RSS_MB[kind]),
    starts.map((start) => Math.round(start.rssMb)).join(", "),
  );
}

/**
 * Start-up: the production server as `npm start` runs it after a build (the bundle, built
 * first by `npm run build:api`) started on an existing database, several times each on the
 * embedded PGlite and on PostgreSQL: the time from spawning it to /api/ready answering 200,
 * its CPU time by then, and its resident memory after a few idle seconds; medians beside
 * the goals, then a few starts from the TypeScript sources for comparison. Before them,
 * PGlite's first start in an empty folder with the demo data (DEMO_DATA=1): ready, and the
 * start-up banner (demo accounts made).
 * PostgreSQL is BENCH_DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/postgres);
 * without one only PGlite is measured.
 */
export default async function benchStartup(): Promise<void> {
  console.log("start-up: the production server on an existing database");
  printMachine();
  const root = path.resolve(import.meta.dirname, "..");
  const build = spawnSync(process.execPath, ["scripts/build-api.mjs"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) throw new Error("npm run build:api failed");
  const authSecret = crypto.randomBytes(32).toString("hex");
  const dataDir = tempDataDir();
  try {
    const first = await measureStart(
      bundledServerEntry,
      { DATA_DIR: dataDir, AUTH_SECRET: authSecret, DEMO_DATA: "1" },
      true,
    );
    console.log(
      "  PGlite, first start with the demo data: ready %s, demo accounts made %s, RSS %d MB",
      formatMs(first.readyMs),
      formatMs(first.bannerMs),
      Math.round(first.rssMb),
    );
    await measureStarts("PGlite", "pglite", { DATA_DIR: dataDir, AUTH_SECRET: authSecret, DEMO_DATA: "0" });
  } finally {
    // tempDataDir nests the database two folders below the temp folder it made
    fs.rmSync(path.dirname(path.dirname(dataDir)), { recursive: true, force: true });
  }

  let database: BenchDatabase;
  try {
    database = await createBenchDatabase("startup");
  } catch (error) {
    console.log("  PostgreSQL not run: no server to create a database on (%s)", (error as Error).message);
    return;
  }
  try {
    await measureStarts("PostgreSQL", "postgres", { DATABASE_URL: database.url, AUTH_SECRET: authSecret });
  } finally {
    await database.drop();
  }
}
