// `npm run test:deep`: what CI runs after `npm test`, in order, stopping at the first
// failure: the API suites on PostgreSQL, the long property, fuzz and load-size runs, the
// whole server processes, every browser journey and the long fault runs.
import { browserStep, finish, freshReports, runSteps, vitestStep } from "./run-steps.mjs";

const reports = freshReports("reports-deep");
const postgres = Boolean(process.env.TEST_DATABASE_URL);
const afterFastTier = process.env.FAST_TIER_PASSED === "1";
if (!postgres) {
  console.log("TEST_DATABASE_URL is not set: no PostgreSQL pass, nor *.postgres.test.ts (.ci/run sets it).");
}

const steps = [
  ...(postgres ? [vitestStep(reports, "api", "api-postgres.json", { TEST_DB: "postgres" })] : []),
  // the long runs on both databases side by side: PGlite's work is in the test process,
  // PostgreSQL's mostly in its server
  {
    together: [
      vitestStep(reports, "api-long", "api-long-pglite.json", { TEST_DB: "pglite" }),
      ...(postgres
        ? [vitestStep(reports, "api-long", "api-long-postgres.json", { TEST_DB: "postgres" })]
        : []),
    ],
  },
  vitestStep(reports, "server", "server.json"),
  { name: "build", command: ["npm", "run", "build"] },
  // `npm ci --omit=dev && npm start` in a copy of the checkout serves the app
  { name: "production install", command: ["npm", "run", "test:production-install"] },
  // every journey; after the fast tier (FAST_TIER_PASSED=1, as .ci/run sets it), those it ran are not run again
  browserStep(reports, "browser journeys", "e2e.json", afterFastTier ? ["--grep-invert", "@smoke"] : []),
  // the fault runs, then every log of this run read for secrets
  { name: "fault runs", command: ["npm", "run", "test:faults"] },
  vitestStep(reports, "logs", "logs.json", {
    CAPTURED_LOG_SUITES: [
      "api-pglite",
      "server",
      "e2e-server",
      "e2e-card",
      "e2e-clock",
      ...(postgres ? ["api-postgres"] : []),
    ].join(","),
  }),
];

finish(await runSteps(steps), reports, "The deep tier");
