import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./server-process.ts";

/**
 * A PostgreSQL server of the test's own (initdb in a temporary folder, its own port), to
 * stop and start for real without disturbing anyone else's database. Run as the
 * `postgres` system user when the test runs as root (PostgreSQL refuses root).
 */
export interface PrivatePostgres {
  url: string;
  stop(): void;
  start(): void;
  remove(): void;
}

/** Where initdb and pg_ctl are (Debian's layout), or undefined when PostgreSQL is not installed. */
export function findPostgresBin(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!fs.existsSync(root)) return undefined;
  const versions = fs.readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions
    .map((version) => path.join(root, version, "bin"))
    .find((bin) => fs.existsSync(path.join(bin, "initdb")));
}

export async function startPrivatePostgres(bin: string): Promise<PrivatePostgres> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "campusride-pg-"));
  const dataDir = path.join(folder, "data");
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync("chown", ["postgres:", folder]);
  const run = (tool: string, args: string[]) =>
    execFileSync(
      asRoot ? "runuser" : path.join(bin, tool),
      asRoot ? ["-u", "postgres", "--", path.join(bin, tool), ...args] : args,
      {
        stdio: "pipe",
        cwd: folder,
      },
    );
  run("initdb", ["-D", dataDir, "-A", "trust", "-U", "postgres", "--no-sync"]);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    run("pg_ctl", ["start", "-w", "-D", dataDir, "-l", path.join(folder, "log"), "-o", options]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    // fast: sessions are ended (57P01) and the server goes away, as a restart does
    stop: () => run("pg_ctl", ["stop", "-w", "-m", "fast", "-D", dataDir]),
    start,
    remove() {
      try {
        run("pg_ctl", ["stop", "-w", "-m", "immediate", "-D", dataDir]);
      } catch {
        // already stopped
      }
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
