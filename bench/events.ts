import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import {
  freePort,
  tempDataDir,
  waitUntilReady,
  type ServerProcess,
} from "../apps/api/test/support/server-process.ts";
import { openBenchStreams, type BenchStream } from "./lib/events-clients.ts";
import { MEMORY_REQUEST } from "./lib/events-memory-probe.ts";
import { seedTripWithRiders } from "./lib/events-seed.ts";
import { createBenchDatabase, type BenchDatabase } from "./lib/search-database.ts";
import { formatMs, percentile, printMachine } from "./lib/stats.ts";

const CLIENTS = 1_000;
/** Changes of the trip's time, each told to every client. */
const ROUNDS = 3;
const NEW_TIMES = ["10:15", "11:45", "13:05"];
const WARMUP_STREAMS = 20;
const GOAL_P95_MS = 250;
const DELIVERY_TIMEOUT_MS = 15_000;

const serverEntry = path.resolve(import.meta.dirname, "../apps/api/src/server.ts");
const memoryProbe = pathToFileURL(path.resolve(import.meta.dirname, "lib/events-memory-probe.ts")).href;

interface Memory {
  rss: number;
  heapUsed: number;
  external: number;
}

/**
 * Live events: one production server (server.ts, NODE_ENV=production, on PostgreSQL)
 * holding 1,000 SSE connections over loopback, one per rider with a pending request on
 * one trip. The driver moves the trip's time (PATCH through the API): every rider is told.
 * Measured: the server's memory per connection (after full GCs, asked over IPC by a
 * preloaded probe), and the time from the change's commit (when a separate LISTEN
 * connection of the bench hears its first notice) to each client reading its event.
 * Needs a PostgreSQL server (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres).
 */
export default async function benchEvents(): Promise<void> {
  console.log("live events: %d SSE clients on one production server, PostgreSQL", CLIENTS);
  printMachine();
  let database: BenchDatabase;
  try {
    database = await createBenchDatabase();
  } catch (error) {
    console.log("  not run: no PostgreSQL server to create a database on (%s)", (error as Error).message);
    return;
  }
  const authSecret = crypto.randomBytes(32).toString("hex");
  let server: (ServerProcess & { stop(): Promise<void> }) | undefined;
  const streams: BenchStream[] = [];
  try {
    const seeding = performance.now();
    const seed = await seedTripWithRiders(database.url, CLIENTS + WARMUP_STREAMS, authSecret);
    console.log(
      "  seeded %d riders with sessions and requests in %s",
      CLIENTS,
      formatMs(performance.now() - seeding),
    );
    server = await startServer({ DATABASE_URL: database.url, AUTH_SECRET: authSecret });

    // the first streams load what a stream's path needs; they are not counted
    const warmup = await openBenchStreams(server.url, seed.riderCookies.slice(CLIENTS), "unused", 5);
    for (const stream of warmup) stream.close();
    await new Promise((resolve) => setTimeout(resolve, 500));

    const before = await memoryOf(server);
    const connecting = performance.now();
    streams.push(...(await openBenchStreams(server.url, seed.riderCookies.slice(0, CLIENTS), "unused")));
    const connectMs = performance.now() - connecting;
    const after = await memoryOf(server);
    const perConnection = (key: keyof Memory) => (after[key] - before[key]) / CLIENTS;
    console.log("  %d streams open in %s", streams.length, formatMs(connectMs));
    console.log(
      "  server memory per connection: heap %s KB, outside the heap %s KB, RSS %s KB (RSS %s → %s MB)",
      (perConnection("heapUsed") / 1024).toFixed(1),
      (perConnection("external") / 1024).toFixed(1),
      (perConnection("rss") / 1024).toFixed(1),
      (before.rss / 2 ** 20).toFixed(0),
      (after.rss / 2 ** 20).toFixed(0),
    );

    const all: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const latencies = await changeTime(server.url, database.url, seed, streams, NEW_TIMES[round]!);
      all.push(...latencies.received);
      console.log(
        "  round %d: %d/%d told; from commit p50 %s  p95 %s  max %s (PATCH answered in %s)",
        round + 1,
        latencies.received.length,
        CLIENTS,
        formatMs(percentile(latencies.received, 50)),
        formatMs(percentile(latencies.received, 95)),
        formatMs(Math.max(...latencies.received)),
        formatMs(latencies.patchMs),
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const p95 = percentile(all, 95);
    const everyoneTold = all.length === CLIENTS * ROUNDS;
    console.log(
      "  all rounds: p50 %s  p95 %s  max %s",
      formatMs(percentile(all, 50)),
      formatMs(p95),
      formatMs(Math.max(...all)),
    );
    console.log(
      "  goal p95 ≤ %d ms for %d clients, every one told: %s",
      GOAL_P95_MS,
      CLIENTS,
      p95 <= GOAL_P95_MS && everyoneTold ? "met" : "NOT met",
    );
  } finally {
    for (const stream of streams) stream.close();
    await server?.stop();
    await database.drop();
  }
}

/** The driver moves the trip to `time`; when each stream read its event, from the commit. */
async function changeTime(
  url: string,
  databaseUrl: string,
  seed: { rideId: string; driverCookie: string },
  streams: BenchStream[],
  time: string,
): Promise<{ received: number[]; patchMs: number }> {
  const marker = `now leaves at ${time}`;
  for (const stream of streams) {
    stream.marker = marker;
    stream.receivedAt = undefined;
  }
  // the commit's moment: a connection of its own hears the first notice as the server does
  const listener = new pg.Client({ connectionString: databaseUrl });
  await listener.connect();
  let committedAt: number | undefined;
  listener.on("notification", (message) => {
    if (committedAt === undefined && message.payload?.includes("ride_time_changed"))
      committedAt = performance.now();
  });
  await listener.query("LISTEN campusride_events");
  try {
    const sent = performance.now();
    const response = await fetch(`${url}/api/rides/${seed.rideId}`, {
      method: "PATCH",
      headers: { cookie: seed.driverCookie, origin: url, "content-type": "application/json" },
      body: JSON.stringify({ departureTime: time }),
    });
    const patchMs = performance.now() - sent;
    if (response.status !== 200)
      throw new Error(`PATCH answered ${response.status}: ${await response.text()}`);
    const deadline = Date.now() + DELIVERY_TIMEOUT_MS;
    while (Date.now() < deadline && streams.some((stream) => stream.receivedAt === undefined)) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    if (committedAt === undefined) throw new Error("the change's notice was never heard");
    const start = committedAt;
    const received = streams.flatMap((stream) =>
      stream.receivedAt === undefined ? [] : [stream.receivedAt - start],
    );
    return { received, patchMs };
  } finally {
    await listener.end();
  }
}

/** server.ts as deployed, with the memory probe preloaded and an IPC channel to ask it. */
async function startServer(env: Record<string, string>): Promise<ServerProcess & { stop(): Promise<void> }> {
  const port = await freePort();
  const dataDir = tempDataDir();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    ["--expose-gc", "--import", "tsx", "--import", memoryProbe, serverEntry],
    {
      env: {
        PATH: process.env.PATH ?? "",
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        DEMO_DATA: "0",
        LOG_LEVEL: "warn",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe", "ipc"],
    },
  );
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const server = {
    child,
    url,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
      fs.rmSync(path.dirname(path.dirname(dataDir)), { recursive: true, force: true });
    },
  };
  try {
    await waitUntilReady(server, 90_000);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

function memoryOf(server: ServerProcess): Promise<Memory> {
  return new Promise((resolve) => {
    server.child.once("message", (message) => resolve((message as { memory: Memory }).memory));
    server.child.send(MEMORY_REQUEST);
  });
}
