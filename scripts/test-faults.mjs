// `npm run test:faults`: the long fault runs, after `npm test` (which runs short versions
// of them), in order, stopping at the first failure. Each step is a command and its
// environment; add a step to the list to add a run.
import { spawnSync } from "node:child_process";

const serverTests = (file, env = {}) => ({
  name: file,
  command: ["npx", "vitest", "run", "--project", "server", `apps/api/test/process/${file}`],
  env,
});

const steps = [
  // 20 kills (SIGKILL) at random moments during 200 seat requests, on PGlite and, with
  // TEST_DATABASE_URL, on PostgreSQL; CRASH_SEED=<n> replays one run's choices
  serverTests("booking-crash.test.ts", { CRASH_COUNT: "20", CRASH_BOOKINGS: "200" }),
];

if (!process.env.TEST_DATABASE_URL) {
  console.log("TEST_DATABASE_URL is not set: the fault runs use PGlite only (.ci/run sets it).");
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
    process.exit(result.status || 1);
  }
}
console.log(
  `\nAll fault runs passed in ${((Date.now() - started) / 1000).toFixed(0)} s: ${timings.join(", ")}.`,
);
