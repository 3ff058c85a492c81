import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { CAPTURED_LOG_DIR } from "../support/captured-log.ts";

// The last step of `npm test` and of `npm run test:deep`, beside captured-logs.test.ts: the
// check of the logs means something only if every suite of that tier left its logs. The
// tier names its suites in CAPTURED_LOG_SUITES (npm run test:faults reads its own logs with
// captured-logs.test.ts alone).
describe("the captured logs", () => {
  const files = fs.existsSync(CAPTURED_LOG_DIR) ? fs.readdirSync(CAPTURED_LOG_DIR) : [];
  const logs = files.filter((file) => file.endsWith(".log") && !file.startsWith("secrets-"));

  it("come from each suite that runs before this one", () => {
    const kinds = new Set(logs.map((file) => file.replace(/-\d+\.log$/u, "")));
    const expected = (process.env.CAPTURED_LOG_SUITES ?? "api-pglite").split(",");
    expect([...kinds].sort()).toEqual(expect.arrayContaining(expected));
  });
});
