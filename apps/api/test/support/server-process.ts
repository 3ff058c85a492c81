import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { onTestFinished } from "vitest";
import { capturedLogStream } from "./captured-log.ts";

const serverEntry = path.resolve(import.meta.dirname, "../../src/server.ts");
/** The API's bundle, `npm run build:api` (decision 0064): what `npm start` starts when it is built. */
export const bundledServerEntry = path.resolve(import.meta.dirname, "../../dist/server.mjs");

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
}

export function tempDataDir(): string {
  // PGlite creates only the last folder of its path: the parents must exist.
  return path.join(fs.mkdtempSync(path.join(os.tmpdir(), "campusride-")), "nested", "data");
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const TEST_SERVER_SHEDDING = {
  SHED_EVENT_LOOP_DELAY_MS: "5000",
  SHED_DATABASE_WAIT_MS: "5000",
  SHED_DATABASE_WAITING: "0",
  SHED_REQUESTS_IN_FLIGHT: "0",
};

/**
 * Starts `server.ts` (or `entry`, e.g. the bundle) in its own process with the given
 * environment; `launcher` is a command that runs it (e.g. in its own mount namespace) and
 * ends with `exec "$@"` or the like.
 */
export function spawnServer(
  env: Record<string, string>,
  launcher: string[] = [],
  entry = serverEntry,
): ServerProcess {
  // the sources as they are, Node stripping the types itself (decision 0052): a test runs
  // the code it sits beside, never a bundle built before its last change
  const [command = process.execPath, ...args] = [...launcher, process.execPath, entry];
  // a test's servers shed load only past a 5 s stall or wait for the database: what a test
  // sends must not be turned away for what a busy machine is doing meanwhile (fair-use.test.ts
  // and database-queue.test.ts prove the shedding); a benchmark's servers keep the
  // production thresholds
  const shedding = process.env.VITEST ? TEST_SERVER_SHEDDING : {};
  const child = spawn(command, args, {
    env: {
      PATH: process.env.PATH ?? "",
      // the run's temporary folder (support/run-temp-dir.ts), removed with it
      ...(process.env.TMPDIR ? { TMPDIR: process.env.TMPDIR } : {}),
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      DEMO_DATA: "0",
      ...shedding,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  // a test's servers log into the suite's captured log; a benchmark's do not
  const captured = process.env.VITEST ? capturedLogStream("server") : undefined;
  const keep = (chunk: Buffer) => {
    output += chunk;
    captured?.write(String(chunk));
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, url: `http://127.0.0.1:${env.PORT ?? "3000"}`, output: () => output, exited };
}

/** Starts `server.ts` for the running test, which kills it when it finishes. */
export function startTestServer(env: Record<string, string>): ServerProcess {
  const server = spawnServer(env);
  onTestFinished(async () => {
    if (server.child.exitCode !== null) return;
    server.child.kill("SIGKILL");
    await server.exited;
  });
  return server;
}

/** Polls until the server has printed `text`. */
export async function waitForOutput(server: ServerProcess, text: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!server.output().includes(text)) {
    if (Date.now() > deadline) throw new Error(`no "${text}" in:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * How long a wait for a server to start may last: a first start creates the embedded
 * database, which a two-core machine at a load average of 40 has stretched past three
 * minutes. The wait ends as soon as the server is ready; only one that never starts uses it all.
 */
const START_TIMEOUT_MS = 600_000;

/** Polls until the server answers /api/ready with 200 (start-up is slow on a loaded machine). */
export async function waitUntilReady(server: ServerProcess, timeoutMs = START_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    try {
      const response = await fetch(`${server.url}/api/ready`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server not ready in ${timeoutMs} ms:\n${server.output()}`);
}

/**
 * The server's own account of a shutdown (server.ts logs both lines): how long it took from
 * the signal to everything closed, by the process's clock — not the test's, which also
 * counts how long a loaded machine took to deliver the signal and reap the process.
 */
export function loggedShutdown(server: ServerProcess): { signal: string; shutdownMs: number } {
  const lines = server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { msg?: string; time?: number; shutdownMs?: number });
  const received = lines.findIndex((line) => /^SIG[A-Z]+ received, shutting down$/.test(line.msg ?? ""));
  const closed = lines.findIndex((line) => line.msg === "shut down");
  if (received === -1 || closed === -1 || closed < received) {
    throw new Error(`no signal followed by "shut down" in:\n${server.output()}`);
  }
  return { signal: lines[received]!.msg!.split(" ")[0]!, shutdownMs: lines[closed]!.shutdownMs! };
}
