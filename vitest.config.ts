import { defineConfig } from "vitest/config";

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
        },
      },
      {
        test: {
          name: "api",
          include: ["apps/api/test/*.test.ts"],
          // races, dropped connections and partitions need PostgreSQL's real connections:
          // those files run in the PostgreSQL pass only (TEST_DB=postgres), never skipped
          exclude: process.env.TEST_DB === "postgres" ? [] : ["apps/api/test/*.postgres.test.ts"],
          // One database per worker, shared by the files that worker runs (PGlite takes
          // seconds to start); each file starts from empty tables.
          isolate: false,
          setupFiles: ["apps/api/test/support/setup.ts"],
          globalSetup: ["apps/api/test/support/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // The last step of `npm test`: the logs every other suite wrote, read for secrets.
          name: "logs",
          include: ["apps/api/test/logs/*.test.ts"],
          testTimeout: 120_000,
        },
      },
      {
        test: {
          // Whole server processes and database outages: run once, not per database.
          name: "server",
          include: ["apps/api/test/process/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
