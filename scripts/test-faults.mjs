// `npm run test:faults`: the long fault runs, the last part of `npm run test:deep` (whose
// api-long and server suites run short versions of them), in order, stopping at the first failure. Each step is a command and its
// environment; add a step to the list to add a run.
import { runSteps } from "./run-steps.mjs";

const serverTests = (file, env = {}) => ({
  name: file,
  command: ["npx", "vitest", "run", "--project", "server", `apps/api/test/process/${file}`],
  env,
});

const apiTests = (file, env) => ({
  name: `${file} on ${env.TEST_DB}`,
  command: ["npx", "vitest", "run", "--project", "api-long", `apps/api/test/${file}`],
  env,
});

const postgres = Boolean(process.env.TEST_DATABASE_URL);

// Side by side, two at a time: a run on PGlite works in its test process, one on PostgreSQL
// mostly in the database server, so the pairs share the two cores.
const steps = [
  {
    together: [
      // 20 kills (SIGKILL) at random moments during 200 seat requests, on PGlite and, with
      // TEST_DATABASE_URL, on PostgreSQL; CRASH_SEED=<n> replays one run's choices
      serverTests("booking-crash.test.ts", { CRASH_COUNT: "20", CRASH_BOOKINGS: "200" }),
      // 1,000 trips whose requests are all approved at once: never overbooked
      ...(postgres
        ? [
            apiTests("features/bookings/approval-trials.postgres.test.ts", {
              TEST_DB: "postgres",
              APPROVAL_TRIALS: "1000",
            }),
          ]
        : []),
    ],
  },
  {
    // every route, 1,000 generated and broken inputs each, on both databases
    together: [
      apiTests("app/input-fuzzing.test.ts", { TEST_DB: "pglite", FUZZ_RUNS: "1000" }),
      ...(postgres
        ? [apiTests("app/input-fuzzing.test.ts", { TEST_DB: "postgres", FUZZ_RUNS: "1000" })]
        : []),
    ],
  },
  // the logs of these runs (added to npm test's), read for secrets again
  {
    name: "captured logs",
    command: ["npx", "vitest", "run", "--project", "logs", "apps/api/test/logs/captured-logs.test.ts"],
  },
  // production dependencies against the advisory database kept in the repository: fails on
  // a high or critical advisory, and on a database that is missing or older than 30 days
  { name: "dependency audit (production)", command: ["npm", "run", "audit:production"] },
];

if (!postgres) {
  console.log("TEST_DATABASE_URL is not set: the fault runs use PGlite only (.ci/run sets it).");
}

const run = await runSteps(steps);
if (run.exitCode !== 0) process.exit(run.exitCode);
console.log(`\nAll fault runs passed in ${run.seconds} s: ${run.timings.join(", ")}.`);
