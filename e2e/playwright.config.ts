import fs from "node:fs";
import path from "node:path";
import { defineConfig, devices, type PlaywrightTestConfig } from "@playwright/test";

// E2E_PORT lets several checkouts run their browser tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${PORT}`;
const isCI = Boolean(process.env.CI);
// `npm test` runs the smoke journeys alone (E2E_SMOKE=1): the main loop, on one server
const smokeOnly = process.env.E2E_SMOKE === "1";
// The local OpenID provider standing in for Google (support/google.ts)
const OIDC_PORT = PORT + 1000;
const OIDC_CLIENT = { id: "campusride-e2e", secret: "campusride-e2e-secret-0123456789" };
// A second CampusRide taking card payments through the local Stripe stand-in (support/stripe.ts)
const CARD_PORT = PORT + 2000;
const cardURL = `http://127.0.0.1:${CARD_PORT}`;
const STRIPE_STAND_IN_PORT = PORT + 3000;
// The journeys that move the server's clock (support/clock.ts) run one at a time on a
// server of their own, so no other journey sees its present jump (the smoke run, with its
// one server, is the exception: its single clock step moves minutes, not days)
const CLOCK_PORT = PORT + 4000;
const clockURL = smokeOnly ? baseURL : `http://127.0.0.1:${CLOCK_PORT}`;
const testsDir = path.resolve(import.meta.dirname, "tests");
const CLOCK_JOURNEYS = fs
  .readdirSync(testsDir)
  .filter((file) => fs.readFileSync(path.join(testsDir, file), "utf8").includes("../support/clock.ts"));
const STRIPE = { secretKey: "sk_test_campusride_e2e", webhookSecret: "whsec_campusride_e2e" };
process.env.E2E_CARD_URL = cardURL;
process.env.E2E_STRIPE_STAND_IN_URL = `http://127.0.0.1:${STRIPE_STAND_IN_PORT}`;
// A folder per run, removed afterwards (support/global-teardown.ts): the servers' fresh
// embedded databases, and the run's temporary files (TMPDIR: the browsers' profiles, the
// servers' uploads). Kept in the environment so the test workers, the servers and the
// teardown see the same folder.
process.env.E2E_RUN_DIR ??= path.resolve(import.meta.dirname, `../.tmp/e2e-${Date.now()}`);
process.env.TMPDIR = path.join(process.env.E2E_RUN_DIR, "tmp");
fs.mkdirSync(process.env.TMPDIR, { recursive: true });

// The servers' logs go where `npm test`'s last step looks for secrets in every log the
// suites made (apps/api/test/logs); stderr still reaches this run's output.
const capturedLogs = path.resolve(import.meta.dirname, "../.tmp/test-logs");
fs.mkdirSync(capturedLogs, { recursive: true });
const serverCommand = (name: string) =>
  `sh -c 'exec node ../apps/api/src/server.ts >> "${capturedLogs}/e2e-${name}-${PORT}.log"'`;

// Load shedding stays on, but turns requests away only past a 5 s stall: the embedded
// database runs its queries on the server's own event loop, and on a busy machine a test's
// write must not be refused for what the machine, not the test, is doing.
const SHED_EVENT_LOOP_DELAY = "5000";
/** The same for the database's queue: refused only past a 5 s wait, never for its length. */
const SHED_DATABASE = {
  SHED_DATABASE_WAIT_MS: "5000",
  SHED_DATABASE_WAITING: "0",
  SHED_REQUESTS_IN_FLIGHT: "0",
};

// Card payments: a second CampusRide with Stripe's keys, and the Stripe stand-in it talks
// to. The smoke journeys take no card payments and run without them.
const cardServers: NonNullable<PlaywrightTestConfig["webServer"]> = [
  {
    command: "node --import tsx support/start-stripe-stand-in.ts",
    cwd: import.meta.dirname,
    url: `http://127.0.0.1:${STRIPE_STAND_IN_PORT}/__control/events`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      STRIPE_STAND_IN_PORT: String(STRIPE_STAND_IN_PORT),
      STRIPE_WEBHOOK_URL: `${cardURL}/api/payments/webhook`,
      STRIPE_WEBHOOK_SECRET: STRIPE.webhookSecret,
      STRIPE_SECRET_KEY: STRIPE.secretKey,
    },
  },
  {
    // card payments: the same server with Stripe's keys, pointed at the stand-in
    command: serverCommand("card"),
    cwd: import.meta.dirname,
    url: `${cardURL}/api/health`,
    reuseExistingServer: false,
    // a first start migrates, seeds the demo data and loads the search: on a busy two-core
    // machine that has taken over a minute
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(CARD_PORT),
      PUBLIC_URL: cardURL,
      TRUST_PROXY: "true",
      HOST: "127.0.0.1",
      DATA_DIR: path.join(process.env.E2E_RUN_DIR, "data-card"),
      LOG_LEVEL: "info",
      DEMO_DATA: "1",
      SHED_EVENT_LOOP_DELAY_MS: SHED_EVENT_LOOP_DELAY,
      ...SHED_DATABASE,
      // journeys move the server's clock instead of waiting (support/clock.ts)
      TEST_CLOCK: "1",
      STRIPE_SECRET_KEY: STRIPE.secretKey,
      STRIPE_WEBHOOK_SECRET: STRIPE.webhookSecret,
      STRIPE_API_URL: `http://127.0.0.1:${STRIPE_STAND_IN_PORT}`,
      // drivers are paid out as soon as a ride is completed, looked for every 2 s
      PAYOUT_DELAY_HOURS: "0",
      PAYMENTS_JOB_EVERY_MS: "2000",
    },
  },
];

/** The name of the project whose journeys move the server's clock. */
const SERVER_CLOCK_PROJECT = "server-clock";
process.env.E2E_SERVER_CLOCK_PROJECT = SERVER_CLOCK_PROJECT;

/**
 * The CampusRide server the journeys use, as `npm start` runs it on a fresh embedded
 * database, with the demo accounts; `name` names its data and its log. Only a server whose
 * journeys move its clock has the test clock.
 */
function mainServer(name: string, port: number, url: string, testClock: boolean) {
  return {
    command: serverCommand(name),
    cwd: import.meta.dirname,
    url: `${url}/api/health`,
    reuseExistingServer: false,
    // a first start migrates, seeds the demo data and loads the search: on a busy two-core
    // machine that has taken over a minute
    timeout: 180_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      PORT: String(port),
      // auth links and the trusted origin must match the address the browser uses
      PUBLIC_URL: url,
      // API-made test accounts each claim their own client address (X-Forwarded-For), so
      // the per-client sign-up limit meets only the browser's own sign-ups
      TRUST_PROXY: "true",
      HOST: "127.0.0.1",
      DATA_DIR: path.join(process.env.E2E_RUN_DIR!, name === "server" ? "data" : `data-${name}`),
      LOG_LEVEL: "info",
      // the demo accounts (a verified driver among them) as `npm start` makes them
      DEMO_DATA: "1",
      SHED_EVENT_LOOP_DELAY_MS: SHED_EVENT_LOOP_DELAY,
      ...SHED_DATABASE,
      // journeys move the server's clock instead of waiting (support/clock.ts)
      ...(testClock ? { TEST_CLOCK: "1" } : {}),
      // Google sign-in against the local OpenID provider
      GOOGLE_CLIENT_ID: OIDC_CLIENT.id,
      GOOGLE_CLIENT_SECRET: OIDC_CLIENT.secret,
      GOOGLE_DISCOVERY_URL: `http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration`,
    },
  };
}

// The real CampusRide server on the built web app (run `npm run build` first), with a
// fresh embedded database per run.
export default defineConfig({
  testDir: "./tests",
  globalTeardown: "./support/global-teardown.ts",
  fullyParallel: true,
  forbidOnly: isCI,
  grep: smokeOnly ? /@smoke/ : undefined,
  workers: 2,
  retries: isCI ? 1 : 0,
  reporter: "list",
  // Room for a busy two-core machine: a journey's pace is the machine's, not the product's
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    // the app's service worker answers page loads and code from its cache, past page.route:
    // only the journeys about it (push.spec.ts) let it run
    serviceWorkers: "block",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    {
      name: "chromium",
      testIgnore: CLOCK_JOURNEYS,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    {
      name: SERVER_CLOCK_PROJECT,
      testMatch: CLOCK_JOURNEYS,
      workers: 1,
      use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: clockURL },
    },
  ],
  webServer: [
    {
      command: "node --import tsx support/start-oidc-stand-in.ts",
      cwd: import.meta.dirname,
      url: `http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        OIDC_PORT: String(OIDC_PORT),
        OIDC_REDIRECT_URI: `${baseURL}/api/auth/callback/google`,
        OIDC_CLIENT_ID: OIDC_CLIENT.id,
        OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
      },
    },
    ...(smokeOnly ? [] : cardServers),
    mainServer("server", PORT, baseURL, smokeOnly),
    ...(smokeOnly ? [] : [mainServer("clock", CLOCK_PORT, clockURL, true)]),
  ],
});
