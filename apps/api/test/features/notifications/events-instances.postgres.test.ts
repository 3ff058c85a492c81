import { describe, expect, it } from "vitest";
import { twoInstances } from "../../support/search.ts";
import { createSession } from "../../support/session.ts";
import { listeningUrl, openEventStream } from "../../support/sse-client.ts";
import { answerBooking, createDriverSession, createRide, requestSeats } from "../../support/trips.ts";

// PostgreSQL only: instance B hears of A's changes only through the database's NOTIFY.
const { instanceA, instanceB } = await twoInstances();

describe("live events across API instances", () => {
  it("brings a booking approved through instance A to the rider connected to instance B within 2 s", async () => {
    const driver = await createDriverSession(instanceA);
    const ride = await createRide(instanceA, driver);
    const rider = await createSession(instanceA);
    const booking = await requestSeats(instanceA, rider, ride.id);
    const stream = await openEventStream(await listeningUrl(instanceB), rider.headers);
    await expect.poll(() => instanceB.liveEvents.streamCount(rider.user.id)).toBe(1);
    expect(instanceA.liveEvents.streamCount(rider.user.id)).toBe(0);

    const approvedAt = Date.now();
    expect((await answerBooking(instanceA, driver, booking.id, "approve")).statusCode).toBe(200);
    const event = await stream.waitFor((received) => received.event === "notification", 2_000);
    expect(Date.now() - approvedAt).toBeLessThan(2_000);
    expect(JSON.parse(event.data)).toMatchObject({ type: "booking_approved", bookingId: booking.id });
  });
});
