// Runs the API suites, the long runs included, on PGlite, then again on PostgreSQL when
// TEST_DATABASE_URL is set.
import { spawnSync } from "node:child_process";

const extra = process.argv.slice(2);
const runs = [{ TEST_DB: "pglite" }];
if (process.env.TEST_DATABASE_URL) runs.push({ TEST_DB: "postgres" });
else console.log("TEST_DATABASE_URL is not set: API suites run on PGlite only, without *.postgres.test.ts.");

for (const env of runs) {
  console.log(`\n== API tests on ${env.TEST_DB} ==`);
  const result = spawnSync("npx", ["vitest", "run", "--project", "api", "--project", "api-long", ...extra], {
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
