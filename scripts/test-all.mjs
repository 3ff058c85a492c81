// `npm test`: every check CampusRide has, in order, stopping at the first failure.
// Test counts come from the runners' JSON reports and are summed in the closing line.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const reports = path.resolve(".tmp/reports");
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });
// Every suite appends its logs here; the last step reads them all for secrets.
fs.rmSync(path.resolve(".tmp/test-logs"), { recursive: true, force: true });

const vitest = (project, report, env = {}) => ({
  name: `${project} tests${env.TEST_DB ? ` on ${env.TEST_DB}` : ""}`,
  command: [
    "npx",
    "vitest",
    "run",
    "--project",
    project,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${path.join(reports, report)}`,
  ],
  env,
});

const steps = [
  { name: "lint", command: ["npm", "run", "lint"] },
  { name: "typecheck", command: ["npm", "run", "typecheck"] },
  vitest("unit", "unit.json"),
  vitest("unit-dom", "unit-dom.json"),
  vitest("api", "api-pglite.json", { TEST_DB: "pglite" }),
  ...(process.env.TEST_DATABASE_URL ? [vitest("api", "api-postgres.json", { TEST_DB: "postgres" })] : []),
  vitest("server", "server.json"),
  { name: "build", command: ["npm", "run", "build"] },
  { name: "size budget", command: ["npm", "run", "test:size"] },
  {
    name: "browser tests",
    command: ["npm", "run", "test:e2e", "--", "--reporter=list,json"],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: path.join(reports, "e2e.json") },
  },
  vitest("logs", "logs.json"),
];

if (!process.env.TEST_DATABASE_URL) {
  console.log(
    "TEST_DATABASE_URL is not set: the API suites run on PGlite only, without the PostgreSQL-only files (*.postgres.test.ts; .ci/run sets it).",
  );
}

const started = Date.now();
const timings = [];
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const stepStart = Date.now();
  const [command, ...args] = step.command;
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...step.env } });
  timings.push(`${step.name} ${((Date.now() - stepStart) / 1000).toFixed(1)} s`);
  if (result.status !== 0) {
    console.error(`\n${step.name} failed (exit ${result.status ?? result.signal}).`);
    printCounts();
    process.exit(result.status || 1);
  }
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s: ${timings.join(", ")}.`);
printCounts();

function printCounts() {
  let passed = 0;
  let failed = 0;
  for (const file of fs.existsSync(reports) ? fs.readdirSync(reports) : []) {
    const report = JSON.parse(fs.readFileSync(path.join(reports, file), "utf8"));
    if (report.stats) {
      passed += (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
      failed += report.stats.unexpected ?? 0;
    } else {
      passed += report.numPassedTests ?? 0;
      failed += report.numFailedTests ?? 0;
    }
  }
  console.log(`${passed} passed, ${failed} failed`);
}
