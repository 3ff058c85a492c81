import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
}

/**
 * Who holds the directory, as its lock file says. A pid alone is not enough: after a
 * crash, or a reboot, another process may be given the same pid. On Linux the lock also
 * names the holder's start time and the boot it runs in, so a live process that is not
 * the holder is told apart (elsewhere the two are absent, and a live pid counts as held).
 */
interface LockOwner {
  pid: number;
  hostname: string;
  /** /proc/<pid>/stat field 22: clock ticks after boot at which the process started. */
  startTime?: string;
  /** /proc/sys/kernel/random/boot_id: a new one at every boot. */
  bootId?: string;
}

// The holder touches its file now and then. That matters only for a holder on another
// host (a shared volume), whose process we cannot look up: its file counts as held
// until it has not been touched for STALE_MS.
const HEARTBEAT_MS = 5_000;
const STALE_MS = 15_000;

/** Lock files this process holds: its own pid in one of them is no crash left-over. */
const held = new Set<string>();

/** The lock file, beside the database folder; it names its holder's pid and host. */
export const LOCK_FILE = "db.pid";

/**
 * Takes the data directory for this process, or throws DataDirLockedError naming the
 * holder. A lock left by a process of this host that no longer runs (a crash, a SIGKILL)
 * is taken over at once; a running holder is refused however old its lock. Returns the
 * release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = path.resolve(dataDir, LOCK_FILE);
  const me: LockOwner = {
    pid: process.pid,
    hostname: os.hostname(),
    startTime: processStartTime(process.pid),
    bootId: currentBootId(),
  };
  if (held.has(lockFile)) throw lockedError(dataDir, me);
  // Two tries: the second follows the removal of a stale file.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockFile, JSON.stringify(me), { flag: "wx" });
      return hold(lockFile, me);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const found = readLock(lockFile);
    if (!found) continue; // released meanwhile
    if (!isStale(found.owner, found.modifiedAt)) throw lockedError(dataDir, found.owner);
    // Remove the stale file only if it is still the one judged stale: another process
    // starting at the same moment may have replaced it with its own already.
    if (readLock(lockFile)?.text === found.text) fs.rmSync(lockFile, { force: true });
  }
  throw lockedError(dataDir, readLock(lockFile)?.owner ?? null);
}

function hold(lockFile: string, me: LockOwner): () => void {
  held.add(lockFile);
  const heartbeat = setInterval(() => {
    const now = new Date();
    try {
      fs.utimesSync(lockFile, now, now);
    } catch {
      // the directory went away: nothing left to guard
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  return () => {
    clearInterval(heartbeat);
    held.delete(lockFile);
    const owner = readLock(lockFile)?.owner;
    if (owner?.pid === me.pid && owner.hostname === me.hostname) fs.rmSync(lockFile, { force: true });
  };
}

interface FoundLock {
  text: string;
  /** Null while the holder is still writing it, or if it is not ours. */
  owner: LockOwner | null;
  modifiedAt: number;
}

function readLock(lockFile: string): FoundLock | null {
  let text: string;
  let modifiedAt: number;
  try {
    text = fs.readFileSync(lockFile, "utf8");
    modifiedAt = fs.statSync(lockFile).mtimeMs;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  return { text, owner: parseOwner(text), modifiedAt };
}

function parseOwner(text: string): LockOwner | null {
  try {
    const value = JSON.parse(text) as Partial<LockOwner>;
    if (Number.isInteger(value.pid) && typeof value.hostname === "string") {
      return {
        pid: value.pid!,
        hostname: value.hostname,
        startTime: typeof value.startTime === "string" ? value.startTime : undefined,
        bootId: typeof value.bootId === "string" ? value.bootId : undefined,
      };
    }
  } catch {
    // half written, or not a lock of ours
  }
  return null;
}

function isStale(owner: LockOwner | null, modifiedAt: number): boolean {
  if (owner && owner.hostname === os.hostname()) {
    // Our own pid in a file we do not hold: a previous holder had it (a restarted container).
    return owner.pid === process.pid || !isRunning(owner.pid) || isAnotherProcess(owner);
  }
  return Date.now() - modifiedAt > STALE_MS;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0); // signal 0: only asks whether the process exists
    return true;
  } catch (error) {
    // EPERM: it exists, under another user
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Whether the running process with the owner's pid is provably not the owner: the lock
 * was written in an earlier boot, or that process started at another time (its pid was
 * reused). What cannot be read counts as the owner.
 */
function isAnotherProcess(owner: LockOwner): boolean {
  const bootId = currentBootId();
  if (owner.bootId && bootId && owner.bootId !== bootId) return true;
  const startTime = processStartTime(owner.pid);
  return Boolean(owner.startTime && startTime && owner.startTime !== startTime);
}

function processStartTime(pid: number): string | undefined {
  const stat = readProcFile(`/proc/${pid}/stat`);
  // Field 2, the command name, is in parentheses and may itself hold spaces or ")":
  // fields 3 onwards follow the last ")"; field 22 is the start time.
  const fields = stat?.slice(stat.lastIndexOf(")") + 2).split(" ");
  return fields?.[22 - 3];
}

function currentBootId(): string | undefined {
  return readProcFile("/proc/sys/kernel/random/boot_id")?.trim() || undefined;
}

function readProcFile(file: string): string | undefined {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return undefined; // not Linux, or the process has gone
  }
}

function lockedError(dataDir: string, owner: LockOwner | null): DataDirLockedError {
  const holder = owner
    ? ` (process ${owner.pid}${owner.hostname === os.hostname() ? "" : ` on ${owner.hostname}`})`
    : "";
  return new DataDirLockedError(
    `The data directory ${dataDir} is in use by another CampusRide process${holder}. ` +
      "Stop that process, or set DATA_DIR to another directory.",
  );
}
