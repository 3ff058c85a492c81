import { PGlite } from "@electric-sql/pglite";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { LOCK_FILE } from "../../src/db/data-dir-lock.ts";
import { halfSentPost } from "../support/process-client.ts";
import {
  freePort,
  loggedShutdown,
  spawnServer,
  tempDataDir,
  waitForOutput,
  waitUntilReady,
  type ServerProcess,
} from "../support/server-process.ts";

// server.ts's grace period: past it, a process still shutting down is ended with exit 1
const GRACE_MS = 10_000;

const started: ServerProcess[] = [];

function start(env: Record<string, string>): ServerProcess {
  const server = spawnServer(env);
  started.push(server);
  return server;
}

afterEach(async () => {
  for (const server of started.splice(0)) {
    if (server.child.exitCode === null) {
      server.child.kill("SIGKILL");
      await server.exited;
    }
  }
});

describe("configuration errors stop start-up with a readable message", () => {
  it.each([
    ["PORT", "abc", /PORT: must be a port number/],
    ["DATABASE_URL", "not a url", /DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/],
    ["LOG_LEVEL", "loud", /LOG_LEVEL/],
  ])("%s=%s exits 1", async (name, value, message) => {
    const server = start({ DATA_DIR: tempDataDir(), PORT: "0", [name]: value });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(message);
    expect(server.output()).not.toMatch(/at .*\.ts:\d+/); // no stack trace
  });
});

describe("embedded database", () => {
  it("refuses a second process on the same DATA_DIR, and keeps data across a restart", async () => {
    const dataDir = tempDataDir();
    const first = start({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    await waitUntilReady(first);

    const second = start({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain("is in use by another CampusRide process");

    const sent = await fetch(`${first.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Ana", email: "ana@ufl.edu", subject: "Other", message: "Kept?" }),
    });
    expect(sent.status).toBe(201);

    // SIGTERM: a clean exit, within the grace period, that releases the directory.
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(loggedShutdown(first).shutdownMs).toBeLessThan(GRACE_MS);

    const again = start({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    await waitUntilReady(again);
    again.child.kill("SIGTERM");
    expect(await again.exited).toBe(0);

    const db = await PGlite.create(path.join(dataDir, "db"));
    const { rows } = await db.query<{ message: string }>("select message from contact_messages");
    await db.close();
    expect(rows).toEqual([{ message: "Kept?" }]);
  });

  it("starts at once on the data directory of a server that was killed", async () => {
    const dataDir = tempDataDir();
    const killed = start({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    await waitUntilReady(killed);
    killed.child.kill("SIGKILL");
    await killed.exited;
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(true); // the crash left its lock

    // No wait for the lock to go stale (data-dir-lock.test.ts times the take-over itself;
    // start-up as a whole takes seconds more on a loaded machine).
    const restarted = start({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    await waitUntilReady(restarted);
    expect(restarted.output()).not.toContain("in use");
  });
});

describe("graceful shutdown", () => {
  it("lets a request in flight finish after SIGTERM, then exits 0", async () => {
    // at debug, the server logs each request as it arrives (at info, only failed or slow answers)
    const server = start({ DATA_DIR: tempDataDir(), PORT: String(await freePort()), LOG_LEVEL: "debug" });
    await waitUntilReady(server);
    // Headers and half the body go out before the signal, the rest after it.
    const post = halfSentPost(server.url, "/api/contact", {
      name: "Ana",
      email: "ana@ufl.edu",
      subject: "Other",
      message: "In flight",
    });
    // in order: the server has the request's headers, then the signal, then the rest
    await waitForOutput(server, '"method":"POST","url":"/api/contact"');
    server.child.kill("SIGTERM");
    await waitForOutput(server, "SIGTERM received, shutting down");
    post.finish();

    expect(await post.status).toBe(201);
    expect(await server.exited).toBe(0);
  });

  it("does not wait for idle or half-sent connections: closes them and exits 0 within the grace period", async () => {
    const server = start({ DATA_DIR: tempDataDir(), PORT: String(await freePort()) });
    await waitUntilReady(server);
    const keptAlive = await openSocket(server.url, "GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n");
    await keptAlive.answered;
    const sockets = [
      keptAlive,
      await openSocket(server.url, ""), // connected, nothing sent
      await openSocket(server.url, "GET /api/health HTTP/1.1\r\nHost: loc"), // half the headers
      await openSocket(
        server.url,
        "POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n" +
          'Content-Length: 200\r\n\r\n{"name":', // all headers, a little of the body
      ),
    ];
    await new Promise((resolve) => setTimeout(resolve, 300));

    server.child.kill("SIGTERM");
    // an idle connection waited for would hold the process until the grace period ends it
    // with exit 1; by its own clock it closed them all and shut down well before
    expect(await server.exited, server.output()).toBe(0);
    await Promise.all(sockets.map((socket) => socket.closed));
    const { signal, shutdownMs } = loggedShutdown(server);
    expect(signal).toBe("SIGTERM");
    expect(shutdownMs).toBeLessThan(GRACE_MS);
  });
});

interface RawSocket {
  /** Resolves on the first bytes of an answer. */
  answered: Promise<void>;
  /** Resolves when the server has closed the connection. */
  closed: Promise<void>;
}

/** A client that speaks raw HTTP: it sends `text` and keeps the connection open. */
async function openSocket(url: string, text: string): Promise<RawSocket> {
  const socket = net.connect(Number(new URL(url).port), "127.0.0.1");
  await new Promise((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  socket.on("error", () => {}); // a reset is one way of being closed
  const answered = new Promise<void>((resolve) => socket.once("data", () => resolve()));
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  socket.write(text);
  return { answered, closed };
}
