import { describe, expect, it } from "vitest";
import { PUBLISHED_DEMO_PASSWORD } from "../../src/db/seed-demo.ts";
import { signupBody } from "../support/accounts.ts";
import {
  halfSentPost,
  postTrip,
  processClient,
  signInDemo,
  type ProcessAnswer,
} from "../support/process-client.ts";
import {
  freePort,
  loggedShutdown,
  startTestServer,
  tempDataDir,
  waitForOutput,
  waitUntilReady,
} from "../support/server-process.ts";
import { dayFromToday } from "../support/trips.ts";

// SIGTERM while a server process is busy: sign-ins and sign-ups (password hashing), seat
// requests, trip listings, and contact messages whose bodies are still arriving. Every
// request sent before the signal gets its real answer, and the process exits cleanly
// within the 10 s grace period server.ts gives it.
const GRACE_MS = 10_000;

describe("SIGTERM under load", () => {
  it("answers every request in flight, then exits 0 within the grace period", async () => {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const server = startTestServer({
      DATA_DIR: tempDataDir(),
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DEMO_DATA: "1",
      TRUST_PROXY: "true",
    });
    await waitUntilReady(server);
    const call = processClient(baseUrl);
    const driver = await signInDemo(call, "driver@demo.campusride.edu");
    const rider = await signInDemo(call, "rider@demo.campusride.edu");
    const rideIds: string[] = [];
    for (let index = 0; index < 8; index += 1) {
      rideIds.push(await postTrip(call, driver, { departureDate: dayFromToday(2 + index) }));
    }

    /** Each request with the answer it must get, and what it got (a status, or how it failed). */
    const expected: Array<{ what: string; status: number; got: Promise<string> }> = [];
    const send = (what: string, status: number, answer: Promise<ProcessAnswer | number>) =>
      expected.push({
        what,
        status,
        got: answer.then(
          (value) => `${what}: ${typeof value === "number" ? value : value.status}`,
          (error: Error) =>
            `${what}: ${error.message} ${String((error.cause as Error | undefined)?.message ?? "")}`,
        ),
      });
    // password hashing is the slow part: enough of it to keep the process busy for seconds
    for (let index = 0; index < 6; index += 1) {
      send(
        "sign-in",
        200,
        call("/api/auth/sign-in/email", {
          method: "POST",
          body: { email: "rider@demo.campusride.edu", password: PUBLISHED_DEMO_PASSWORD },
        }),
      );
      send("sign-up", 200, call("/api/auth/sign-up/email", { method: "POST", body: signupBody() }));
    }
    for (const rideId of rideIds) send("trip view", 200, call(`/api/rides/${rideId}`));
    for (const rideId of rideIds) {
      send(
        "seat request",
        201,
        call("/api/bookings", {
          method: "POST",
          cookie: rider,
          body: { rideId, seatsRequested: 1, bagsCount: 0 },
        }),
      );
    }
    const arriving = Array.from({ length: 4 }, (_, index) =>
      halfSentPost(baseUrl, "/api/contact", {
        name: "Ana",
        email: `ana${index}@ufl.edu`,
        subject: "Other",
        message: "Sent while the server stops",
      }),
    );
    for (const post of arriving) send("contact (body arriving)", 201, post.status);

    await new Promise((resolve) => setTimeout(resolve, 100)); // sent: the server may not have read them yet
    server.child.kill("SIGTERM");
    // the bodies still arriving go on once the server is shutting down
    await waitForOutput(server, "SIGTERM received, shutting down");
    for (const post of arriving) post.finish();

    const got = await Promise.all(expected.map((entry) => entry.got));
    const exitCode = await server.exited;
    expect(got, server.output()).toEqual(expected.map((entry) => `${entry.what}: ${entry.status}`));
    expect(exitCode, server.output()).toBe(0);
    // by the process's own clock: a loaded machine's delay in delivering the signal and
    // reaping the process is not the server's
    const { shutdownMs } = loggedShutdown(server);
    console.log(`${expected.length} requests in flight at SIGTERM; shut down in ${shutdownMs} ms, exit 0`);
    expect(shutdownMs).toBeLessThan(GRACE_MS);
  });
});
