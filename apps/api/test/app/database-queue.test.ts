import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import type { App } from "../../src/app.ts";
import { POOL_CONNECTIONS } from "../../src/db/client.ts";
import { BUSY_MESSAGE } from "../../src/plugins/error-handler.ts";
import { createTestApp } from "../support/app.ts";

// No request waits for the database without bound: past the queue's bound (callers
// waiting, or the longest wait), a new API request is answered 503 with Retry-After at
// once, as it is past the bound of requests in flight, while the probes and the web app's
// files keep answering. The queue is filled for real: transactions hold every connection (PGlite's one, the pool's ten) while more wait.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), "campusride-web-"));
fs.writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>CampusRide</title>");

const byCount = await createTestApp({
  WEB_DIST: webDist,
  SHED_DATABASE_WAITING: "1",
  SHED_DATABASE_WAIT_MS: "0",
});
const byWait = await createTestApp({ SHED_DATABASE_WAIT_MS: "1" });
const byRequests = await createTestApp({ SHED_REQUESTS_IN_FLIGHT: "1" });

/** Enough transactions to hold every connection with two more waiting, on either database. */
const HOLDERS = POOL_CONNECTIONS + 2;

let release: () => void = () => {};
let holders: Promise<unknown>[] = [];

/** Starts transactions that hold the database until `release`, and waits until some queue. */
async function holdDatabase(app: App): Promise<void> {
  const released = new Promise<void>((resolve) => (release = resolve));
  let holding = 0;
  holders = Array.from({ length: HOLDERS }, () =>
    app.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      holding += 1;
      await released;
    }),
  );
  // every connection held (a pool's new connections count as waiting while they open)
  const connections = app.database.kind === "pglite" ? 1 : POOL_CONNECTIONS;
  await expect.poll(() => holding).toBe(connections);
  await expect.poll(() => app.database.queue.waiting).toBeGreaterThanOrEqual(HOLDERS - connections);
}

afterEach(async () => {
  release();
  await Promise.all(holders);
});

const viewTrip = (app: App) =>
  app.inject({ method: "GET", url: "/api/rides/00000000-0000-4000-8000-000000000000" });

function expectBusy(answer: Awaited<ReturnType<App["inject"]>>) {
  expect(answer.statusCode).toBe(503);
  expect(answer.json()).toEqual({ error: { code: "UNAVAILABLE", message: BUSY_MESSAGE } });
  expect(answer.headers["retry-after"]).toBe("2");
}

describe("the database queue's bound", () => {
  it("refuses new API requests at once while more callers wait than the bound, and serves them again once it drains", async () => {
    // an unknown trip: 404, read from the database
    expect((await viewTrip(byCount)).statusCode).toBe(404);

    await holdDatabase(byCount);
    expectBusy(await viewTrip(byCount));
    expectBusy(await byCount.inject({ method: "POST", url: "/api/search", payload: {} }));
    // the liveness probe and the web app's files never wait for the database
    expect((await byCount.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    const page = await byCount.inject({ method: "GET", url: "/" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("CampusRide");
    expect(byCount.isDatabaseQueueFull()).toBe(true);

    release();
    await Promise.all(holders);
    expect(byCount.database.queue.waiting).toBe(0);
    expect(byCount.isDatabaseQueueFull()).toBe(false);
    expect((await viewTrip(byCount)).statusCode).toBe(404);
    const ready = await byCount.inject({ method: "GET", url: "/api/ready" });
    expect(ready.json()).toMatchObject({ status: "ready", busy: false });
  });

  it("refuses new API requests once the caller waiting longest has waited past the bound", async () => {
    await holdDatabase(byWait);
    await expect.poll(() => byWait.database.queue.oldestWaitMs()).toBeGreaterThan(1);
    expectBusy(await viewTrip(byWait));

    release();
    await Promise.all(holders);
    expect(byWait.database.queue.oldestWaitMs()).toBe(0);
    expect((await viewTrip(byWait)).statusCode).toBe(404);
  });

  it("refuses a new API request at once while as many are being answered as the bound allows", async () => {
    await holdDatabase(byRequests);
    const waitingBefore = byRequests.database.queue.waiting;
    // answered once the database is free: in flight until then
    const first = viewTrip(byRequests);
    await expect.poll(() => byRequests.database.queue.waiting).toBeGreaterThan(waitingBefore);
    expectBusy(await viewTrip(byRequests));
    expect((await byRequests.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);

    release();
    await Promise.all(holders);
    expect((await first).statusCode).toBe(404);
    expect((await viewTrip(byRequests)).statusCode).toBe(404);
  });
});
