import { streamRidesSchema } from "@campusride/shared/schemas/notifications";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../support/app.ts";
import { createSession } from "../../support/session.ts";
import { listeningUrl, openEventStream, type SseEvent } from "../../support/sse-client.ts";
import { answerBooking, createDriverSession, createRide, requestSeats } from "../../support/trips.ts";

const app = await createTestApp();
const baseUrl = await listeningUrl(app);

function rideIdsOf(events: SseEvent[]): string[] {
  return events.flatMap((event) => streamRidesSchema.parse(JSON.parse(event.data)).rideIds);
}

describe("the rides event: trips whose seats, time or status changed, told to every stream", () => {
  it("tells a student with no part in the trip that its seats changed when a request is approved", async () => {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver, { availableSeats: 3 });
    const rider = await createSession(app);
    const booking = await requestSeats(app, rider, ride.id, 2);
    // someone who only searched: no notification reaches them, the seats' change does
    const searcher = await createSession(app);
    const stream = await openEventStream(baseUrl, searcher.headers);
    expect(stream.status).toBe(200);

    expect((await answerBooking(app, driver, booking.id, "approve")).statusCode).toBe(200);
    const told = await stream.waitFor(
      (event) => event.event === "rides" && rideIdsOf([event]).includes(ride.id),
    );
    expect(told.id).toBeUndefined();
    expect(JSON.parse(told.data)).toEqual({ rideIds: [ride.id] });
    // only ids travel: nothing of the trip, the request or the people on it
    expect(stream.text()).not.toContain(booking.id);
    expect(stream.text()).not.toContain(rider.user.id);
    expect(stream.events).toEqual([]);
  });

  // how the changes are grouped into frames: ride-changes-batching.test.ts
  it("tells every trip changed, each in an event of its own or one shared", async () => {
    const driver = await createDriverSession(app);
    const watcher = await createSession(app);
    const stream = await openEventStream(baseUrl, watcher.headers);
    await expect.poll(() => stream.retry).toBe(3000);
    const first = await createRide(app, driver);
    const second = await createRide(app, driver);
    // the two new trips are told first
    await expect.poll(() => rideIdsOf(stream.rides)).toEqual(expect.arrayContaining([first.id, second.id]));
    stream.rides.length = 0;

    for (const ride of [first, second, first]) {
      const rider = await createSession(app);
      const booking = await requestSeats(app, rider, ride.id);
      expect((await answerBooking(app, driver, booking.id, "approve")).statusCode).toBe(200);
    }
    await expect.poll(() => rideIdsOf(stream.rides).filter((id) => id === second.id)).toHaveLength(1);
    await expect.poll(() => rideIdsOf(stream.rides)).toContain(first.id);
    for (const event of stream.rides) {
      const ids = rideIdsOf([event]);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it("tells of a new trip, and of a change of its notes, which riders read on its card", async () => {
    const driver = await createDriverSession(app);
    const watcher = await createSession(app);
    const stream = await openEventStream(baseUrl, watcher.headers);
    await expect.poll(() => stream.retry).toBe(3000);
    const ride = await createRide(app, driver);
    await stream.waitFor((event) => event.event === "rides" && rideIdsOf([event]).includes(ride.id));
    stream.rides.length = 0;
    const edited = await app.inject({
      method: "PATCH",
      url: `/api/rides/${ride.id}`,
      headers: driver.headers,
      payload: { notes: "Meet at the north garage" },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await stream.waitFor((event) => event.event === "rides" && rideIdsOf([event]).includes(ride.id));
  });
});
