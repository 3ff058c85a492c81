import fs from "node:fs";

/**
 * Removes this run's server data folder (.tmp/e2e-*, see playwright.config.ts). Playwright
 * stops the web server only after the global teardown, so the folder is removed as the
 * runner exits, when no server writes to it any more.
 */
export default function removeServerData(): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) return;
  process.once("exit", () => {
    // the card-payments server's folder beside it (playwright.config.ts)
    for (const dir of [dataDir, `${dataDir}-card`]) fs.rmSync(dir, { recursive: true, force: true });
  });
}
