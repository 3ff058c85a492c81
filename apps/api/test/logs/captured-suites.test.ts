import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { CAPTURED_LOG_DIR } from "../support/captured-log.ts";

// npm test's last step, beside captured-logs.test.ts: the check of the logs means something
// only if every suite's logs were captured (npm run test:faults reads its own logs with
// captured-logs.test.ts alone, after npm test).
describe("the captured logs", () => {
  const files = fs.existsSync(CAPTURED_LOG_DIR) ? fs.readdirSync(CAPTURED_LOG_DIR) : [];
  const logs = files.filter((file) => file.endsWith(".log") && !file.startsWith("secrets-"));

  it("come from each suite that runs before this one", () => {
    const kinds = new Set(logs.map((file) => file.replace(/-\d+\.log$/u, "")));
    const expected = ["api-pglite", "server", "e2e-server", "e2e-card"];
    if (process.env.TEST_DATABASE_URL) expected.push("api-postgres");
    expect([...kinds].sort()).toEqual(expect.arrayContaining(expected));
  });
});
