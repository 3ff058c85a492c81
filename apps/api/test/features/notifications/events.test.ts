import net from "node:net";
import { notificationSchema } from "@campusride/shared/schemas/notifications";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../../src/app.ts";
import {
  MAX_BUFFERED_BYTES,
  MAX_STREAMS_PER_USER,
  STREAM_LIFETIME_MS,
} from "../../../src/features/notifications/event-hub.ts";
import { createTestApp, sendOwnOrigin, testConfig } from "../../support/app.ts";
import { workerDatabase } from "../../support/database.ts";
import { createSession, type TestSession } from "../../support/session.ts";
import { listeningUrl, openEventStream } from "../../support/sse-client.ts";
import { answerBooking, createDriverSession, createRide, requestSeats } from "../../support/trips.ts";
import { capturedLogger } from "../../support/captured-log.ts";

const HEARTBEAT_MS = 100;
const app = await createTestApp(
  {},
  { beforeReady: (built) => void (built.liveEvents.heartbeatMs = HEARTBEAT_MS) },
);
const baseUrl = await listeningUrl(app);

const isNotification = (event: { event: string }) => event.event === "notification";

async function tripWithRequest() {
  const driver = await createDriverSession(app, { firstName: "Dana" });
  const ride = await createRide(app, driver);
  const rider = await createSession(app, { firstName: "Sam" });
  return { driver, ride, rider };
}

/** `count` notifications for the user, written as the triggers would (each one announced). */
async function addNotifications(user: TestSession, rideId: string, count: number, from = "Gainesville, FL") {
  await app.db.execute(sql`
    insert into notifications (user_id, type, ride_id, data)
    select ${user.user.id}, 'ride_reminder', ${rideId}::uuid,
      jsonb_build_object('from', ${from}::text, 'to', 'Orlando, FL', 'departureDate', '2026-12-03', 'departureTime', '09:30')
    from generate_series(1, ${count})`);
}

describe("GET /api/events", () => {
  it("refuses a signed-out caller with a JSON 401 before any stream starts", async () => {
    const response = await app.inject({ url: "/api/events" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: "UNAUTHENTICATED", message: expect.any(String) } });
    const overSocket = await openEventStream(baseUrl);
    expect(overSocket.status).toBe(401);
    expect(overSocket.headers["content-type"]).toMatch(/^application\/json/);
    await overSocket.ended;
    expect(JSON.parse(overSocket.text())).toMatchObject({ error: { code: "UNAUTHENTICATED" } });
  });

  it("streams a request's notification to the driver only, then the answer to the rider", async () => {
    const { driver, ride, rider } = await tripWithRequest();
    const third = await createSession(app);
    const driverStream = await openEventStream(baseUrl, driver.headers);
    const riderStream = await openEventStream(baseUrl, rider.headers);
    const thirdStream = await openEventStream(baseUrl, third.headers);

    expect(driverStream.status).toBe(200);
    expect(driverStream.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
    expect(driverStream.headers["cache-control"]).toBe("no-cache");
    expect(driverStream.headers["x-accel-buffering"]).toBe("no");
    // helmet's headers are kept
    expect(driverStream.headers["x-content-type-options"]).toBe("nosniff");
    await expect.poll(() => driverStream.retry).toBe(3000);
    expect(driverStream.text().startsWith("retry: 3000\n\n")).toBe(true);

    const booking = await requestSeats(app, rider, ride.id, 2);
    const event = await driverStream.waitFor(isNotification);
    const notification = notificationSchema.parse(JSON.parse(event.data));
    expect(event.id).toBe(notification.id);
    expect(notification).toEqual({
      id: expect.stringMatching(/^\d+$/),
      type: "booking_requested",
      rideId: ride.id,
      bookingId: booking.id,
      text: expect.stringMatching(/^New request from Sam for 2 seats on Gainesville → Orlando, /),
      path: `/dashboard/trip-requests/${ride.id}`,
      readAt: null,
      createdAt: expect.any(String),
    });

    expect((await answerBooking(app, driver, booking.id, "approve")).statusCode).toBe(200);
    const approved = await riderStream.waitFor(isNotification);
    expect(JSON.parse(approved.data)).toMatchObject({
      type: "booking_approved",
      path: `/dashboard/ride-confirmation/${booking.id}`,
    });
    // a heartbeat later, still nothing for the others
    await new Promise((resolve) => setTimeout(resolve, HEARTBEAT_MS * 2));
    expect(thirdStream.events).toEqual([]);
    expect(driverStream.notifications().map((told) => told.type)).toEqual(["booking_requested"]);
    expect(riderStream.notifications().map((told) => told.type)).toEqual(["booking_approved"]);
  });

  it("tells the driver's other tabs of a trip they created, as a change without an id", async () => {
    const driver = await createDriverSession(app);
    const stream = await openEventStream(baseUrl, driver.headers);
    await expect.poll(() => stream.retry).toBe(3000);
    const ride = await createRide(app, driver);
    const change = await stream.waitFor((event) => event.event === "change");
    expect(change.id).toBeUndefined();
    expect(JSON.parse(change.data)).toEqual({ change: "ride_created", rideId: ride.id });
  });

  it("sends heartbeats while nothing happens", async () => {
    const user = await createSession(app);
    const stream = await openEventStream(baseUrl, user.headers);
    await expect.poll(() => stream.comments, { timeout: HEARTBEAT_MS * 10 }).toBeGreaterThanOrEqual(2);
    expect(stream.text()).toContain(": heartbeat\n\n");
    expect(stream.events).toEqual([]);
  });

  it("ends a stream after its lifetime, so a reconnect checks the session again", async () => {
    const user = await createSession(app);
    app.liveEvents.streamLifetimeMs = 300;
    try {
      const stream = await openEventStream(baseUrl, user.headers);
      expect(stream.status).toBe(200);
      await stream.ended;
    } finally {
      app.liveEvents.streamLifetimeMs = STREAM_LIFETIME_MS;
    }
    const signedOut = await app.inject({ method: "POST", url: "/api/auth/sign-out", headers: user.headers });
    expect(signedOut.statusCode, signedOut.body).toBe(200);
    const again = await openEventStream(baseUrl, user.headers);
    expect(again.status).toBe(401);
  });

  it("replays what a reconnecting client missed, oldest first, then live ones, none twice", async () => {
    const { driver, ride } = await tripWithRequest();
    const first = await openEventStream(baseUrl, driver.headers);
    await requestSeats(app, await createSession(app, { firstName: "Ann" }), ride.id);
    const seen = await first.waitFor(isNotification);
    first.close();
    await expect.poll(() => app.liveEvents.streamCount(driver.user.id)).toBe(0);

    // while away: two more requests (heard by the instance before the client is back, as
    // another tab shows: on PostgreSQL the notices arrive after the commit)
    const otherTab = await openEventStream(baseUrl, driver.headers);
    await requestSeats(app, await createSession(app, { firstName: "Ben" }), ride.id);
    await requestSeats(app, await createSession(app, { firstName: "Cat" }), ride.id);
    await otherTab.waitFor((event) => isNotification(event) && event.data.includes("Cat"));
    otherTab.close();
    // a notification older than a day is not replayed
    await app.db.execute(
      sql`update notifications set created_at = now() - interval '25 hours'
          where user_id = ${driver.user.id} and data->>'riderFirstName' = 'Ben'`,
    );

    const again = await openEventStream(baseUrl, { ...driver.headers, "last-event-id": seen.id! });
    await again.waitFor((event) => isNotification(event) && event.data.includes("Cat"));
    await requestSeats(app, await createSession(app, { firstName: "Dee" }), ride.id);
    await again.waitFor((event) => isNotification(event) && event.data.includes("Dee"));
    const texts = again.notifications().map((told) => String(told.text).split(" for ")[0]);
    expect(texts).toEqual(["New request from Cat", "New request from Dee"]);
    const ids = again.events.map((event) => BigInt(event.id!));
    expect(ids[0]! > BigInt(seen.id!)).toBe(true);
    expect(ids[1]! > ids[0]!).toBe(true);

    // ?lastEventId= does the same for a client that cannot set the header
    const byQuery = await openEventStream(baseUrl, driver.headers, `/api/events?lastEventId=${seen.id}`);
    await byQuery.waitFor((event) => isNotification(event) && event.data.includes("Dee"));
    expect(byQuery.notifications().map((told) => told.id)).toEqual(
      again.notifications().map((told) => told.id),
    );

    const bad = await app.inject({ url: "/api/events?lastEventId=abc", headers: driver.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe("VALIDATION");
  });

  it("replays at most 100, the oldest first", async () => {
    const { driver, ride } = await tripWithRequest();
    // heard live first: on PostgreSQL the notices arrive after the commit, and would
    // otherwise reach the replaying stream live too
    const live = await openEventStream(baseUrl, driver.headers);
    await addNotifications(driver, ride.id, 120);
    await expect.poll(() => live.events.length, { timeout: 5_000 }).toBe(120);
    live.close();
    const stream = await openEventStream(baseUrl, { ...driver.headers, "last-event-id": "0" });
    await expect.poll(() => stream.events.length, { timeout: 5_000 }).toBe(100);
    const ids = stream.events.map((event) => Number(event.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    await new Promise((resolve) => setTimeout(resolve, HEARTBEAT_MS * 2));
    expect(stream.events).toHaveLength(100);
  });

  it(`refuses a user's stream beyond ${MAX_STREAMS_PER_USER} with a JSON 429`, async () => {
    const user = await createSession(app);
    const open = [];
    for (let n = 0; n < MAX_STREAMS_PER_USER; n += 1) open.push(await openEventStream(baseUrl, user.headers));
    expect(open.map((stream) => stream.status)).toEqual(open.map(() => 200));
    const refused = await app.inject({ url: "/api/events", headers: user.headers });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe("RATE_LIMITED");
    open[0]!.close();
    await expect.poll(() => app.liveEvents.streamCount(user.user.id)).toBe(MAX_STREAMS_PER_USER - 1);
    const another = await openEventStream(baseUrl, user.headers);
    expect(another.status).toBe(200);
  });

  it("disconnects a client that does not read, and holds no more than its limit for it", async () => {
    const { driver, ride } = await tripWithRequest();
    const { port } = new URL(baseUrl);
    // a client that sends its request and then never reads a byte
    const socket = net.connect({ port: Number(port), host: "127.0.0.1" });
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    socket.pause();
    socket.write(`GET /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${driver.cookie}\r\n\r\n`);
    try {
      await expect.poll(() => app.liveEvents.streamCount(driver.user.id)).toBe(1);
      let mostBuffered = 0;
      const sampler = setInterval(() => {
        mostBuffered = Math.max(mostBuffered, app.liveEvents.bufferedBytes());
      }, 2);
      // about 13 MB of ~4.3 KB notifications: more than the sockets' buffers on both sides
      for (let round = 0; round < 6; round += 1) {
        await addNotifications(driver, ride.id, 500, "G".repeat(4000));
        if (app.liveEvents.streamCount(driver.user.id) === 0) break;
      }
      await expect.poll(() => app.liveEvents.streamCount(driver.user.id), { timeout: 5_000 }).toBe(0);
      clearInterval(sampler);
      expect(mostBuffered).toBeLessThanOrEqual(MAX_BUFFERED_BYTES + 5_000);
      expect(app.liveEvents.bufferedBytes()).toBe(0);
    } finally {
      socket.destroy();
    }
  });
});

describe("closing the app with open streams", () => {
  it("ends them and finishes promptly", async () => {
    const database = await workerDatabase();
    const config = testConfig();
    const other = await buildApp({
      config,
      database: { ...database, close: async () => {} },
      logger: capturedLogger(),
    });
    await other.ready();
    sendOwnOrigin(other, config.PUBLIC_URL);
    const otherUrl = await listeningUrl(other);
    const users = [await createSession(app), await createSession(app)];
    const streams = await Promise.all(users.map((user) => openEventStream(otherUrl, user.headers)));
    await expect.poll(() => other.liveEvents.streamCount()).toBe(2);

    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(1_500);
    await Promise.all(streams.map((stream) => stream.ended));
  });
});
