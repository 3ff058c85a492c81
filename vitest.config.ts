import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          // Component tests (apps/web/test/*.test.tsx) say `@vitest-environment jsdom` in their
          // first line; everything else runs in plain Node. (Vitest 4 has no per-glob
          // environment, and a second project would drop them from `--project unit`.)
          include: [
            "packages/*/test/**/*.test.ts",
            "apps/web/test/**/*.test.{ts,tsx}",
            "bench/test/**/*.test.ts",
            "tools/**/*.test.js",
          ],
        },
      },
      {
        test: {
          name: "api",
          include: ["apps/api/test/*.test.ts"],
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
