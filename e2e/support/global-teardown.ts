import fs from "node:fs";

/**
 * Removes this run's folder (.tmp/e2e-*, see playwright.config.ts): the servers' data and
 * the run's temporary files. Playwright stops the web servers only after the global
 * teardown, so the folder is removed as the runner exits, when no server writes to it any more.
 */
export default function removeRunFolder(): void {
  const runDir = process.env.E2E_RUN_DIR;
  if (!runDir) return;
  process.once("exit", () => fs.rmSync(runDir, { recursive: true, force: true }));
}
