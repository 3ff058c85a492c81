import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type App } from "../../src/app.ts";
import { openPostgres } from "../../src/db/client.ts";
import { testConfig } from "../support/app.ts";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy.ts";

// PostgreSQL reached through a proxy we can switch off: the app must start while the
// database is down, report not ready, never crash, and recover when it is back.
const serverUrl = new URL(process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test");
const databaseName = `campusride_outage_${process.pid}`;

let proxy: TcpProxy;
let app: App;

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl.toString() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function readyStatus(): Promise<number> {
  return (await app.inject({ url: "/api/ready" })).statusCode;
}

async function waitForReady(expected: number, timeoutMs = 15_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let status = await readyStatus();
  while (status !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    status = await readyStatus();
  }
  return status;
}

beforeAll(async () => {
  await admin(async (client) => {
    await client.query(`drop database if exists "${databaseName}" with (force)`);
    await client.query(`create database "${databaseName}"`);
  });
  proxy = await startTcpProxy(serverUrl.hostname, Number(serverUrl.port || 5432));
  const viaProxy = new URL(serverUrl);
  viaProxy.hostname = "127.0.0.1";
  viaProxy.port = String(proxy.port);
  viaProxy.pathname = `/${databaseName}`;
  const database = openPostgres(viaProxy.toString(), () => {});
  app = await buildApp({ config: testConfig(), database, logger: false });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await app?.database.close();
  await proxy?.close();
  await admin((client) => client.query(`drop database if exists "${databaseName}" with (force)`));
});

describe("PostgreSQL outages", () => {
  it("starts while the database is unreachable: alive but not ready", async () => {
    expect((await app.inject({ url: "/api/health" })).statusCode).toBe(200);
    const ready = await app.inject({ url: "/api/ready" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().error.code).toBe("UNAVAILABLE");
  });

  it("migrates and becomes ready once the database is back", async () => {
    proxy.setEnabled(true);
    expect(await waitForReady(200)).toBe(200);
    const contact = await app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { name: "Ana", email: "ana@ufl.edu", subject: "Other", message: "Back online" },
    });
    expect(contact.statusCode).toBe(201);
  });

  it("reports not ready when the database goes away later, without crashing", async () => {
    proxy.setEnabled(false);
    expect(await waitForReady(503)).toBe(503);
    expect((await app.inject({ url: "/api/health" })).statusCode).toBe(200);
    const contact = await app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { name: "Ana", email: "ana@ufl.edu", subject: "Other", message: "Down" },
    });
    expect(contact.statusCode).toBe(503);
    expect(contact.json().error.code).toBe("UNAVAILABLE");
    expect(contact.json().error.message).not.toMatch(/ECONN|connect|pg|postgres/i);
  });

  it("recovers when the database returns", async () => {
    proxy.setEnabled(true);
    expect(await waitForReady(200)).toBe(200);
  });
});
