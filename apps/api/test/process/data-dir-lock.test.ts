import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, LOCK_FILE, lockDataDir } from "../../src/db/data-dir-lock.ts";

const lockModule = path.resolve(import.meta.dirname, "../../src/db/data-dir-lock.ts");
const holders: ChildProcess[] = [];
const releases: Array<() => void> = [];

afterEach(async () => {
  for (const release of releases.splice(0)) release();
  for (const holder of holders.splice(0)) {
    if (holder.exitCode === null && holder.signalCode === null) {
      holder.kill("SIGKILL");
      await new Promise((resolve) => holder.once("exit", resolve));
    }
  }
});

function emptyDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), "campusride-lock-"));
}

/** Another process that takes the directory and keeps it until killed. */
async function startHolder(dataDir: string): Promise<ChildProcess> {
  const script = `import { lockDataDir } from ${JSON.stringify(lockModule)};
lockDataDir(process.argv[1]); console.log("locked"); setInterval(() => {}, 60_000);`;
  const holder = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script, dataDir], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  holders.push(holder);
  await new Promise<void>((resolve, reject) => {
    holder.stdout?.on("data", (chunk: Buffer) => chunk.toString().includes("locked") && resolve());
    holder.once("exit", (code) => reject(new Error(`lock holder exited with ${code}`)));
  });
  return holder;
}

function take(dataDir: string): void {
  releases.push(lockDataDir(dataDir));
}

/** Linux's own record of when a process started (/proc/<pid>/stat field 22). */
function startTimeOf(pid: number): string {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19]!;
}

function bootId(): string {
  return fs.readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
}

/** A live process that is not CampusRide, holding a pid a crashed holder might have had. */
async function startOtherProcess(): Promise<ChildProcess> {
  const other = spawn("sleep", ["600"], { stdio: "ignore" });
  holders.push(other);
  await new Promise<void>((resolve, reject) => {
    other.once("spawn", resolve);
    other.once("error", reject);
  });
  return other;
}

function writeLock(dataDir: string, owner: unknown, ageMs = 0): void {
  const file = path.join(dataDir, LOCK_FILE);
  fs.writeFileSync(file, typeof owner === "string" ? owner : JSON.stringify(owner));
  const modified = new Date(Date.now() - ageMs);
  fs.utimesSync(file, modified, modified);
}

describe("the data directory lock", () => {
  it("refuses while its holder runs, naming it", async () => {
    const dataDir = emptyDir();
    const holder = await startHolder(dataDir);
    expect(() => take(dataDir)).toThrow(DataDirLockedError);
    expect(() => take(dataDir)).toThrow(`in use by another CampusRide process (process ${holder.pid})`);
  });

  it("is taken over at once from a holder that was killed", async () => {
    const dataDir = emptyDir();
    const holder = await startHolder(dataDir);
    holder.kill("SIGKILL");
    await new Promise((resolve) => holder.once("exit", resolve));

    const startedAt = Date.now();
    take(dataDir);
    expect(Date.now() - startedAt).toBeLessThan(1_000);
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), "utf8"))).toEqual({
      pid: process.pid,
      hostname: os.hostname(),
      startTime: startTimeOf(process.pid),
      bootId: bootId(),
    });
  });

  it("is taken over from a crashed holder whose pid another live process has now", async () => {
    const other = await startOtherProcess();
    const pid = other.pid!;
    // the crashed holder started at another time than the process now running with its pid
    const reused = {
      pid,
      hostname: os.hostname(),
      startTime: `${Number(startTimeOf(pid)) - 1}`,
      bootId: bootId(),
    };
    const dataDir = emptyDir();
    writeLock(dataDir, reused);
    take(dataDir);
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), "utf8")).pid).toBe(process.pid);

    // or the lock was written before a reboot: any pid now is someone else's
    const beforeReboot = emptyDir();
    writeLock(beforeReboot, { ...reused, startTime: startTimeOf(pid), bootId: "an-earlier-boot" });
    take(beforeReboot);
  });

  it("still refuses a live holder whose start time and boot match its lock", async () => {
    const dataDir = emptyDir();
    const holder = await startHolder(dataDir);
    const lock = JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), "utf8"));
    expect(lock).toMatchObject({ pid: holder.pid, startTime: startTimeOf(holder.pid!), bootId: bootId() });
    expect(() => take(dataDir)).toThrow(`(process ${holder.pid})`);
  });

  it("is not taken twice by one process, and is free again once released", () => {
    const dataDir = emptyDir();
    const release = lockDataDir(dataDir);
    expect(() => take(dataDir)).toThrow(DataDirLockedError);
    release();
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    take(dataDir);
  });

  it("takes over a lock naming this very pid (a restarted container) that this process does not hold", () => {
    const dataDir = emptyDir();
    writeLock(dataDir, { pid: process.pid, hostname: os.hostname() });
    take(dataDir);
  });

  it("trusts a holder on another host, or a lock still being written, until it goes stale", () => {
    for (const owner of [{ pid: 1, hostname: "another-host" }, ""]) {
      const dataDir = emptyDir();
      writeLock(dataDir, owner);
      expect(() => take(dataDir)).toThrow(DataDirLockedError);
      writeLock(dataDir, owner, 60_000);
      take(dataDir);
    }
  });

  it("on release, leaves alone a lock that another process has taken over meanwhile", () => {
    const dataDir = emptyDir();
    const release = lockDataDir(dataDir);
    writeLock(dataDir, { pid: 1, hostname: "another-host" });
    release();
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);
  });
});
