import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../support/app.ts";
import { instanceListeningThroughProxy } from "../../support/listen-through-proxy.ts";
import { createSession } from "../../support/session.ts";
import { listeningUrl, openEventStream } from "../../support/sse-client.ts";
import { answerBooking, createDriverSession, createRide, requestSeats } from "../../support/trips.ts";

// PostgreSQL only. Instance B listens through a proxy that can be switched off; its pool
// reaches the database directly, as A's does.
const instanceA = await createTestApp();
const { instanceB, proxy } = await instanceListeningThroughProxy(afterAll);

describe("live events when the listening connection drops", () => {
  it("sends the streams what was announced while no one listened, and listening goes on", async () => {
    const driver = await createDriverSession(instanceA);
    const ride = await createRide(instanceA, driver, { availableSeats: 4 });
    const riders = [
      await createSession(instanceA),
      await createSession(instanceA),
      await createSession(instanceA),
    ];
    const bookings = [];
    for (const rider of riders) bookings.push(await requestSeats(instanceA, rider, ride.id));
    const baseUrl = await listeningUrl(instanceB);
    // the first rider has heard nothing yet on this stream; the second has (Last-Event-ID)
    const first = await openEventStream(baseUrl, riders[0]!.headers);
    const second = await openEventStream(baseUrl, riders[1]!.headers);
    await expect.poll(() => instanceB.liveEvents.isListening).toBe(true);
    await expect.poll(() => instanceB.liveEvents.streamCount()).toBe(2);
    expect((await answerBooking(instanceA, driver, bookings[1]!.id, "reject")).statusCode).toBe(200);
    await second.waitFor((event) => event.event === "notification");

    proxy.setEnabled(false);
    await expect.poll(() => instanceB.liveEvents.isListening).toBe(false);
    // announced while B cannot hear: lost as notices, kept in the table
    expect((await answerBooking(instanceA, driver, bookings[0]!.id, "approve")).statusCode).toBe(200);
    expect((await answerBooking(instanceA, riders[2]!, bookings[2]!.id, "cancel")).statusCode).toBe(200);
    await instanceA.db.execute(
      sql`update rides set departure_time = '11:45', departure_at = departure_at + interval '2 hours' where id = ${ride.id}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(first.events).toEqual([]);

    proxy.setEnabled(true);
    await expect.poll(() => instanceB.liveEvents.isListening, { timeout: 5_000 }).toBe(true);
    await first.waitFor((event) => event.data.includes("ride_time_changed"), 3_000);
    expect(first.notifications().map((told) => told.type)).toEqual(["booking_approved", "ride_time_changed"]);
    // the rejected rider's request is not live: nothing more for them
    expect(second.notifications().map((told) => told.type)).toEqual(["booking_rejected"]);

    // live again: the next change arrives as before, once
    await instanceA.db.execute(
      sql`update rides set departure_time = '12:45', departure_at = departure_at + interval '1 hour' where id = ${ride.id}`,
    );
    await expect
      .poll(() => first.notifications().map((told) => told.type), { timeout: 2_000 })
      .toEqual(["booking_approved", "ride_time_changed", "ride_time_changed"]);
    expect(new Set(first.events.map((event) => event.id)).size).toBe(3);
  });
});
