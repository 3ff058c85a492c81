import { defineConfig } from "vitest/config";

// The API's property, fuzz and load-size runs: minutes, not seconds, on a two-core machine.
const LONG_API_RUNS = [
  "apps/api/test/app/input-fuzzing.test.ts",
  "apps/api/test/features/bookings/booking-invariants.test.ts",
  "apps/api/test/features/payments/ledger-property.test.ts",
  "apps/api/test/features/payments/ledger-property-card.test.ts",
  "apps/api/test/features/search/search-reload.test.ts",
  "apps/api/test/features/bookings/approval-trials.postgres.test.ts",
];

// races, dropped connections and partitions need PostgreSQL's real connections: those
// files run in the PostgreSQL pass only (TEST_DB=postgres), never skipped
const postgresOnly = process.env.TEST_DB === "postgres" ? [] : ["apps/api/test/**/*.postgres.test.ts"];

// a folder for the run's data folders, removed when it ends
const RUN_TEMP_DIR = "apps/api/test/support/run-temp-dir.ts";

const apiSetup = {
  // One database per worker, shared by the files that worker runs (PGlite takes seconds
  // to start); each file starts from empty tables.
  isolate: false,
  setupFiles: ["apps/api/test/support/setup.ts"],
  globalSetup: [RUN_TEMP_DIR, "apps/api/test/support/global-setup.ts"],
  testTimeout: 30_000,
  hookTimeout: 120_000,
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "packages/*/test/**/*.test.ts",
            "apps/web/test/**/*.test.ts",
            // the search engine's own structures, without a database
            "apps/api/test/search-engine/**/*.test.ts",
            "bench/test/**/*.test.ts",
            "tools/**/*.test.js",
          ],
          // property runs of a few seconds each: room for a busy two-core machine
          testTimeout: 30_000,
          // Plain functions without shared state: each worker loads the modules once for all
          // its files instead of once per file (the run took a fifth of the time, and a third
          // of the CPU, on a loaded two-core machine; it passes in shuffled order too).
          isolate: false,
        },
      },
      {
        test: {
          // React components rendered with Testing Library in a DOM (happy-dom), talking
          // to a real HTTP stand-in; `npm run test:unit` runs them with the unit project.
          name: "unit-dom",
          include: ["apps/web/test/**/*.test.tsx"],
          environment: "happy-dom",
          // the stand-in listens on its own port; the app's requests are same-origin in a browser
          environmentOptions: { happyDOM: { settings: { fetch: { disableSameOriginPolicy: true } } } },
          setupFiles: ["apps/web/test/support/dom-setup.ts"],
          // One DOM and one load of React, the app and happy-dom per worker rather than per file:
          // the run takes about a fifth of the time. Each test cleans up after itself
          // (dom-setup.ts), and a test that needs a module's first load imports it anew.
          isolate: false,
        },
      },
      {
        test: {
          name: "api",
          include: ["apps/api/test/{app,features}/**/*.test.ts"],
          exclude: [...postgresOnly, ...LONG_API_RUNS],
          ...apiSetup,
        },
      },
      {
        test: {
          // the API's long runs, apart from `npm test`'s fast tier: `npm run test:deep` runs them
          name: "api-long",
          include: LONG_API_RUNS,
          exclude: postgresOnly,
          ...apiSetup,
        },
      },
      {
        test: {
          // The last step of `npm test`: the logs every other suite wrote, read for secrets.
          name: "logs",
          include: ["apps/api/test/logs/*.test.ts"],
          globalSetup: [RUN_TEMP_DIR],
          testTimeout: 120_000,
        },
      },
      {
        test: {
          // Whole server processes and database outages: run once, not per database.
          name: "server",
          include: ["apps/api/test/process/*.test.ts"],
          globalSetup: [RUN_TEMP_DIR],
          // a test waits for events (a server ready, a line logged), each with its own limit;
          // this only ends one that hangs, with room for server starts on a loaded machine
          testTimeout: 1_800_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
});
