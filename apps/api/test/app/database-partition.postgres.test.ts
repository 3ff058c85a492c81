import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { describe, expect, it, onTestFinished } from "vitest";
import { buildApp, type App } from "../../src/app.ts";
import { openPostgres } from "../../src/db/client.ts";
import { isDatabaseUnreachable } from "../../src/db/connection-errors.ts";
import { databaseDeadlines } from "../../src/db/open-database.ts";
import { sendOwnOrigin, testConfig } from "../support/app.ts";
import { capturedLogger } from "../support/captured-log.ts";
import { workerDatabaseBehindProxy } from "../support/database-proxy.ts";
import { resetDatabase } from "../support/database.ts";
import { createSession, type TestSession } from "../support/session.ts";
import type { TcpProxy } from "../support/tcp-proxy.ts";

// The app's pool reaches PostgreSQL through a proxy that can black-hole connections: what
// is sent over them is lost, and they are neither answered nor reset, as in a network
// partition, a failover or a firewall that forgot them. Short deadlines keep the test
// quick; production's are settings with longer defaults.
const STATEMENT_TIMEOUT_MS = 1_000;
const QUERY_TIMEOUT_MS = 1_500;
/** The pool's size and its wait for a connection (db/client.ts). */
const POOL_SIZE = 10;
const CONNECT_TIMEOUT_MS = 3_000;
/** A request's answer while the database is silent: a deadline, then a wait for a connection. */
const ANSWER_LIMIT_MS = QUERY_TIMEOUT_MS + CONNECT_TIMEOUT_MS + 3_000;
/** Ready again (and serving) within this long of the database's return. */
const RECOVERY_LIMIT_MS = 5_000;

interface Answer {
  /** 0: no answer within the limit. */
  status: number;
  code?: string;
  /** When it came, in ms after `since`. */
  afterMs: number;
}

interface Setup {
  app: App;
  proxy: TcpProxy;
  session: TestSession;
}

/** The real app on the worker's database, its pool and listening connection behind the proxy. */
async function appBehindProxy(): Promise<Setup> {
  const closers: Array<() => Promise<void>> = [];
  // the proxy first: cutting every connection frees what is still stuck on one
  onTestFinished(async () => {
    for (const close of closers) await close();
  });
  const { database, proxy, url } = await workerDatabaseBehindProxy((close) => closers.push(close));
  await resetDatabase(database);
  const config = testConfig({
    DATABASE_URL: url,
    DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
    DATABASE_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS),
  });
  const handle = openPostgres(url, () => {}, databaseDeadlines(config));
  const app = await buildApp({ config, database: handle, logger: capturedLogger() });
  closers.push(async () => {
    await app.close();
    await handle.close();
  });
  await app.ready();
  sendOwnOrigin(app, config.PUBLIC_URL);
  const session = await createSession(app);
  // a pool as a busy instance has it: every connection open, idle between requests
  await Promise.all(Array.from({ length: POOL_SIZE }, () => app.db.execute(sql`select pg_sleep(0.05)`)));
  return { app, proxy, session };
}

/** The answer to `request`, timed from `since` with the process's own clock. */
async function answerOf(
  request: Promise<{ statusCode: number; json(): unknown }>,
  since: number,
  limitMs: number,
): Promise<Answer> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), limitMs);
  });
  const response = await Promise.race([request, late]);
  clearTimeout(timer);
  const afterMs = Math.round(performance.now() - since);
  if (!response) return { status: 0, afterMs };
  const body = response.json() as { error?: { code?: string } };
  return { status: response.statusCode, code: body.error?.code, afterMs };
}

const ready = (app: App) => app.inject({ url: "/api/ready" });
const ownProfile = (app: App, session: TestSession) =>
  app.inject({ url: "/api/me", headers: session.headers });

/** Asks `ask` every 100 ms until it answers 200; when that was, after `since`. */
async function recoveredAfter(ask: () => Promise<Answer>, since: number): Promise<Answer[]> {
  const answers: Answer[] = [];
  while (performance.now() - since < RECOVERY_LIMIT_MS + 5_000) {
    const answer = await ask();
    answers.push(answer);
    if (answer.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return answers;
}

describe("a database whose open connections go silent", () => {
  it("answers 503 within the deadlines while it is gone, and serves again within 5 s of its return", async () => {
    const { app, proxy, session } = await appBehindProxy();
    expect((await ownProfile(app, session)).statusCode).toBe(200);

    // the partition: nothing passes, on the open connections or on new ones
    proxy.setBlackHoled(true);
    const partitionedAt = performance.now();
    const during = await Promise.all([
      ...Array.from({ length: POOL_SIZE + 2 }, () =>
        answerOf(ownProfile(app, session), partitionedAt, ANSWER_LIMIT_MS),
      ),
      answerOf(ready(app), partitionedAt, ANSWER_LIMIT_MS),
    ]);
    // every request is answered, none held: the database's 503, never a hang
    expect(during.map(({ status, code }) => ({ status, code }))).toEqual(
      during.map(() => ({ status: 503, code: "UNAVAILABLE" })),
    );

    // the database is back: new connections pass; those open before stay silent for good
    proxy.setBlackHoled(false);
    const backAt = performance.now();
    const readiness = await recoveredAfter(() => answerOf(ready(app), backAt, 5_000), backAt);
    expect(readiness.at(-1)!.status, JSON.stringify(readiness)).toBe(200);
    expect(readiness.at(-1)!.afterMs).toBeLessThanOrEqual(RECOVERY_LIMIT_MS);
    const profile = await answerOf(ownProfile(app, session), backAt, 5_000);
    expect(profile.status).toBe(200);
    expect(profile.afterMs).toBeLessThanOrEqual(RECOVERY_LIMIT_MS);
  }, 60_000);

  it("is ready within 5 s when its idle connections went silent while new ones work (a failover)", async () => {
    const { app, proxy, session } = await appBehindProxy();

    // every connection the pool holds goes silent; connections made from now on work
    proxy.setBlackHoled(true);
    proxy.setBlackHoled(false);
    const failedOverAt = performance.now();
    // the readiness probe alone: each idle connection it tried would cost it a deadline
    const readiness = await recoveredAfter(() => answerOf(ready(app), failedOverAt, 5_000), failedOverAt);
    expect(readiness[0]!.status, "the first probe meets a silent connection").toBe(503);
    expect(readiness.at(-1)!.status, JSON.stringify(readiness)).toBe(200);
    expect(readiness.at(-1)!.afterMs).toBeLessThanOrEqual(RECOVERY_LIMIT_MS);
    expect((await ownProfile(app, session)).statusCode).toBe(200);
  }, 60_000);

  it("fails a transaction whose connection went silent, and never lends that connection again", async () => {
    const { app, proxy } = await appBehindProxy();

    const outcome = await app.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        proxy.setBlackHoled(true);
        proxy.setBlackHoled(false);
        await tx.execute(sql`select 1`);
      })
      .then(
        () => "committed",
        (error: unknown) => error,
      );
    expect(isDatabaseUnreachable(outcome), String(outcome)).toBe(true);

    // one query after another, as a quiet instance sends them: each gets a live connection
    for (let i = 0; i < POOL_SIZE; i += 1) {
      await expect(app.db.execute(sql`select 1 as one`)).resolves.toMatchObject({ rows: [{ one: 1 }] });
    }
  }, 60_000);
});
