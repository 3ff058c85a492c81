import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import {
  freePort,
  spawnServer,
  tempDataDir,
  waitUntilReady,
} from "../../apps/api/test/support/server-process.ts";

export interface ProductionServer {
  url: string;
  /** CPU time (user + system, ms) the server process has used so far; NaN where /proc is not there. */
  cpuMs(): number;
  /** What the server has written to stdout and stderr (its log, at the production default LOG_LEVEL, info). */
  output(): string;
  stop(): Promise<void>;
}

/** A Linux process's CPU time from /proc/<pid>/stat (utime and stime, in clock ticks of 10 ms). */
export function processCpuMs(pid: number | undefined): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // the fields after the command name, which is in parentheses and may hold spaces
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/**
 * The CampusRide server as deployed (NODE_ENV=production, serving the built web app) on a
 * free port, with the embedded database of `dataDir` (by default an empty one in a temp
 * folder; made by tempDataDir, which `stop` removes), or the database `env` names
 * (DATABASE_URL).
 */
export async function startProductionServer(
  env: Record<string, string> = {},
  dataDir = tempDataDir(),
): Promise<ProductionServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawnServer({
    NODE_ENV: "production",
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    DEMO_DATA: "0",
    // the production default, as deployed: what logging costs is part of every answer
    LOG_LEVEL: "info",
    AUTH_SECRET: crypto.randomBytes(32).toString("hex"),
    // e.g. "--import ./profiler.mjs" (the server's own options, for a profile of it)
    ...(process.env.BENCH_SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS } : {}),
    ...env,
  });
  const stop = async () => {
    if (server.child.exitCode === null) {
      server.child.kill("SIGTERM");
      await server.exited;
    }
    // tempDataDir nests the database two folders below the temp folder it made
    fs.rmSync(path.dirname(path.dirname(dataDir)), { recursive: true, force: true });
  };
  try {
    // BENCH_SERVER_START_MS: longer on a machine busy with other work
    await waitUntilReady(server, Number(process.env.BENCH_SERVER_START_MS ?? 90_000));
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, cpuMs: () => processCpuMs(server.child.pid), output: server.output, stop };
}
