import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * Vitest global setup: gives the run a temporary folder of its own and removes it when
 * the run ends. The test workers and the servers they start inherit it as TMPDIR, so the
 * data folders they make (embedded databases, uploads, S3 stand-ins) go inside it,
 * whether or not each test removes its own.
 */
export default function runTempDir(): () => void {
  // two projects of one run (`--project api --project api-long`) share the first's folder
  if (process.env.CAMPUSRIDE_RUN_TMPDIR) return () => {};
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "campusride-run-"));
  // other users pass through it: the private PostgreSQL servers run as "postgres"
  fs.chmodSync(folder, 0o755);
  process.env.CAMPUSRIDE_RUN_TMPDIR = folder;
  process.env.TMPDIR = folder;
  return () => {
    fs.rmSync(folder, { recursive: true, force: true });
  };
}
