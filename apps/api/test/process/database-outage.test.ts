import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieHeader, freshIp, signupBody } from "../support/accounts.ts";
import {
  freePort,
  spawnServer,
  tempDataDir,
  waitUntilReady,
  type ServerProcess,
} from "../support/server-process.ts";
import { findPostgresBin, startPrivatePostgres, type PrivatePostgres } from "../support/private-postgres.ts";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy.ts";
import { UNLIMITED_CALLERS } from "../support/unlimited-callers.ts";

// A real server process on PostgreSQL reached through a proxy we can switch off: the
// database stops (its sessions are ended with 57P01, new connections refused) while the
// server is idle, busy, or still starting. The process must stay up, answer 503 while the
// database is gone, and serve again within 5 s of its return.
const testDatabaseUrl = process.env.TEST_DATABASE_URL;
if (!testDatabaseUrl) {
  console.log("PostgreSQL outage tests not run: TEST_DATABASE_URL is not set (.ci/run sets it).");
}

const RECOVERY_LIMIT_MS = 5_000;
const databaseName = `campusride_outage_${process.pid}`;

let proxy: TcpProxy;
let server: ServerProcess;

/** A direct connection (no proxy) to the test server's database, or to the outage database. */
async function admin<T>(run: (client: pg.Client) => Promise<T>, database?: string): Promise<T> {
  const url = new URL(testDatabaseUrl!);
  if (database) url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** PostgreSQL stopping: sessions end with "terminating connection" (57P01), then no connections. */
async function stopDatabase(): Promise<void> {
  proxy.setEnabled(false, { keepOpen: true });
  await admin((client) =>
    client.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [databaseName]),
  );
  await sleep(200);
  proxy.setEnabled(false);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

interface Answer {
  status: number;
  body: string;
}

async function call(
  path: string,
  { method = "GET", body, cookie }: { method?: string; body?: unknown; cookie?: string } = {},
): Promise<Answer & { headers: Headers }> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      origin: server.url,
      "x-forwarded-for": freshIp(),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(cookie ? { cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  return { status: response.status, body: await response.text(), headers: response.headers };
}

const signUp = () => call("/api/auth/sign-up/email", { method: "POST", body: signupBody() });
const updateProfile = (cookie: string) =>
  call("/api/me", { method: "PATCH", cookie, body: { firstName: "Ana", lastName: "Busy", phone: null } });

/** A verified, signed-in account; its session cookie. */
async function signedInCookie(): Promise<string> {
  const body = signupBody();
  expect((await call("/api/auth/sign-up/email", { method: "POST", body })).status).toBe(200);
  await admin(
    (client) => client.query(`update "user" set email_verified = true where email = $1`, [body.email]),
    databaseName,
  );
  const signIn = await call("/api/auth/sign-in/email", {
    method: "POST",
    body: { email: body.email, password: body.password },
  });
  expect(signIn.status).toBe(200);
  return cookieHeader(signIn.headers.getSetCookie());
}

/** Milliseconds until /api/ready answers 200. */
async function timeUntilReady(limitMs = 20_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if ((await call("/api/ready")).status === 200) return Date.now() - started;
    await sleep(100);
  }
  return Infinity;
}

/** Start-up takes seconds on a busy machine: wait for /api/health, not for the database. */
async function waitUntilListening(limitMs = 50_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    if (
      await call("/api/health").then(
        (answer) => answer.status === 200,
        () => false,
      )
    )
      return;
    await sleep(200);
  }
  throw new Error(`server not listening after ${limitMs} ms:\n${server.output()}`);
}

function expectAlive(): void {
  expect(server.child.exitCode, server.output()).toBeNull();
  expect(server.output()).not.toMatch(/shutting down/);
}

function expectUnavailable(answer: Answer): void {
  expect(answer.status, answer.body).toBe(503);
  const { error } = JSON.parse(answer.body) as { error: { code: string; message: string } };
  expect(error.code).toBe("UNAVAILABLE");
  expect(error.message).not.toMatch(/ECONN|connect|pg|postgres/i);
}

/** Around an outage a request gets its result or the app's 503, never another error. */
function expectOkOrUnavailable(answers: Answer[]): void {
  for (const answer of answers) if (answer.status !== 200) expectUnavailable(answer);
}

describe.runIf(testDatabaseUrl)("PostgreSQL outages, on a real server process", () => {
  beforeAll(async () => {
    await admin(async (client) => {
      await client.query(`drop database if exists "${databaseName}" with (force)`);
      await client.query(`create database "${databaseName}"`);
    });
    const target = new URL(testDatabaseUrl!);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const viaProxy = new URL(target);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    viaProxy.pathname = `/${databaseName}`;
    server = spawnServer({
      DATA_DIR: tempDataDir(),
      PORT: String(await freePort()),
      DATABASE_URL: viaProxy.toString(),
      TRUST_PROXY: "true",
      // the busy server's load is one account's profile updates without a pause
      ...UNLIMITED_CALLERS,
    });
    await waitUntilListening();
  });

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill("SIGKILL");
      await server.exited;
    }
    await proxy?.close();
    if (testDatabaseUrl) {
      await admin((client) => client.query(`drop database if exists "${databaseName}" with (force)`));
    }
  });

  it("starts while the database is down: alive, not ready, 503; ready within 5 s of its return", async () => {
    expect((await call("/api/health")).status).toBe(200);
    const ready = await call("/api/ready");
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body).error.code).toBe("UNAVAILABLE");
    expectUnavailable(
      await call("/api/contact", {
        method: "POST",
        body: { name: "Ana", email: "ana@ufl.edu", subject: "Other", message: "Down" },
      }),
    );
    expectUnavailable(await signUp());

    // Long enough for an uncapped back-off to wait more than 5 s before its next try.
    await sleep(8_000);
    proxy.setEnabled(true);
    expect(await timeUntilReady()).toBeLessThan(RECOVERY_LIMIT_MS);
    expect((await signUp()).status).toBe(200);
    expectAlive();
  });

  it("an idle server outlives an outage, answers 503 during it and serves again after it", async () => {
    proxy.setEnabled(true);
    await waitUntilReady(server);
    const cookie = await signedInCookie();
    await stopDatabase();
    await sleep(1_000); // the pool's idle connections learn of the outage with no request running
    expectAlive();

    expect((await call("/api/health")).status).toBe(200);
    expect((await call("/api/ready")).status).toBe(503);
    expectUnavailable(await signUp());
    expectUnavailable(await updateProfile(cookie));

    proxy.setEnabled(true);
    expect(await timeUntilReady()).toBeLessThan(RECOVERY_LIMIT_MS);
    expect((await signUp()).status).toBe(200);
    expect((await updateProfile(cookie)).status).toBe(200);
    expectAlive();
  });

  it("a busy server answers each request with its result or 503 through an outage, and recovers", async () => {
    proxy.setEnabled(true);
    await waitUntilReady(server);
    const cookie = await signedInCookie();
    const signUps: Answer[] = [];
    const updates: Answer[] = [];
    let running = true;
    async function keepCalling(request: () => Promise<Answer>, answers: Answer[]) {
      while (running) {
        answers.push(await request().catch((error: Error) => ({ status: 0, body: error.message })));
      }
    }
    const load = [
      ...Array.from({ length: 3 }, () => keepCalling(signUp, signUps)),
      ...Array.from({ length: 3 }, () => keepCalling(() => updateProfile(cookie), updates)),
    ];

    await sleep(1_000);
    await stopDatabase();
    await sleep(1_500);
    expect((await call("/api/health")).status).toBe(200);
    expect((await call("/api/ready")).status).toBe(503);
    proxy.setEnabled(true);
    const recoveryMs = await timeUntilReady();
    const answeredBeforeEnd = signUps.length + updates.length;
    await sleep(1_000);
    running = false;
    await Promise.all(load);

    expectAlive();
    expect(recoveryMs).toBeLessThan(RECOVERY_LIMIT_MS);
    expectOkOrUnavailable(signUps);
    expectOkOrUnavailable(updates);
    expect([...signUps, ...updates].some((answer) => answer.status === 503)).toBe(true);
    // Requests after the recovery succeed again.
    expect(signUps.length + updates.length).toBeGreaterThan(answeredBeforeEnd);
    expect(signUps.at(-1)?.status).toBe(200);
    expect(updates.at(-1)?.status).toBe(200);
  });
});

// The same on a PostgreSQL server really stopped (pg_ctl stop -m fast: sessions ended,
// the port closed) and started again: one of the test's own, never the shared one.
const postgresBin = findPostgresBin();

// CI has PostgreSQL and sets TEST_DATABASE_URL: there the outage runs are never left out
if (process.env.CI === "true") {
  it("runs the PostgreSQL outages in CI", () => {
    expect(testDatabaseUrl, "TEST_DATABASE_URL").toBeTruthy();
    expect(postgresBin, "PostgreSQL's initdb and pg_ctl").toBeTruthy();
  });
}

describe.runIf(postgresBin)("PostgreSQL stopped and started again, on a real server process", () => {
  let cluster: PrivatePostgres;

  beforeAll(async () => {
    cluster = await startPrivatePostgres(postgresBin!);
    server = spawnServer({
      DATA_DIR: tempDataDir(),
      PORT: String(await freePort()),
      DATABASE_URL: cluster.url,
      TRUST_PROXY: "true",
    });
    await waitUntilReady(server);
  });

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill("SIGKILL");
      await server.exited;
    }
    cluster?.remove();
  });

  it("answers 503 while the database is stopped, stays up, and is ready within 5 s of its start", async () => {
    expect((await signUp()).status).toBe(200);
    cluster.stop();
    await sleep(1_000);
    expectAlive();
    expect((await call("/api/health")).status).toBe(200);
    expect((await call("/api/ready")).status).toBe(503);
    expectUnavailable(await signUp());

    cluster.start(); // returns once PostgreSQL accepts connections
    const recoveryMs = await timeUntilReady();
    console.log(`ready again ${recoveryMs} ms after PostgreSQL started`);
    expect(recoveryMs).toBeLessThan(RECOVERY_LIMIT_MS);
    expect((await signUp()).status).toBe(200);
    expectAlive();
  });
});
