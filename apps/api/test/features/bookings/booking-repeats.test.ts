import { BOOKING_MESSAGES } from "@campusride/shared/messages";
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ledgerEntries, notifications, outbox, rides } from "../../../src/db/schema/index.ts";
import { createTestApp } from "../../support/app.ts";
import { createSession } from "../../support/session.ts";
import { answerBooking, createDriverSession, createRide, requestSeats } from "../../support/trips.ts";

// A step repeated by the same person (a retry after a lost answer, on this instance or
// another) answers with the booking as it stands, and writes nothing again.
const app = await createTestApp();

async function pending() {
  const driver = await createDriverSession(app);
  const ride = await createRide(app, driver, { availableSeats: 3 });
  const rider = await createSession(app);
  const booking = await requestSeats(app, rider, ride.id);
  return { driver, ride, rider, booking };
}

async function writtenFor(bookingId: string, rideId: string) {
  const [told] = await app.db
    .select({ n: count() })
    .from(notifications)
    .where(eq(notifications.bookingId, bookingId));
  const [ledger] = await app.db
    .select({ n: count() })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.bookingId, bookingId));
  const [ride] = await app.db
    .select({ seatsTaken: rides.seatsTaken })
    .from(rides)
    .where(eq(rides.id, rideId));
  return { notifications: told!.n, ledger: ledger!.n, seatsTaken: ride!.seatsTaken };
}

async function receiptsTo(email: string) {
  const [row] = await app.db
    .select({ n: count() })
    .from(outbox)
    .where(and(eq(outbox.to, email), eq(outbox.subject, "Your CampusRide receipt")));
  return row!.n;
}

describe("a booking step repeated", () => {
  it("approved again: 200 with the approved booking, no second seat, ledger line, notification or receipt", async () => {
    const { driver, ride, rider, booking } = await pending();
    const first = await answerBooking(app, driver, booking.id, "approve");
    expect(first.statusCode, first.body).toBe(200);
    await expect.poll(() => receiptsTo(rider.user.email)).toBe(1);
    const before = await writtenFor(booking.id, ride.id);
    expect(before).toMatchObject({ ledger: 1, seatsTaken: 1 });

    const again = await answerBooking(app, driver, booking.id, "approve");
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await writtenFor(booking.id, ride.id)).toEqual(before);
    expect(await receiptsTo(rider.user.email)).toBe(1);
  });

  it("rejected again: 200 with the rejected booking, nothing told twice; approving it then is a 409", async () => {
    const { driver, ride, booking } = await pending();
    const first = await answerBooking(app, driver, booking.id, "reject");
    expect(first.statusCode, first.body).toBe(200);
    const before = await writtenFor(booking.id, ride.id);

    const again = await answerBooking(app, driver, booking.id, "reject");
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await writtenFor(booking.id, ride.id)).toEqual(before);

    const approve = await answerBooking(app, driver, booking.id, "approve");
    expect(approve.statusCode).toBe(409);
    expect(approve.json().error.message).toBe(BOOKING_MESSAGES.notPending);
  });

  it("a withdrawn request cancelled again by its rider: 200, nothing told twice", async () => {
    const { ride, rider, booking } = await pending();
    const first = await answerBooking(app, rider, booking.id, "cancel");
    expect(first.statusCode, first.body).toBe(200);
    const before = await writtenFor(booking.id, ride.id);

    const again = await answerBooking(app, rider, booking.id, "cancel");
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await writtenFor(booking.id, ride.id)).toEqual(before);
  });

  it("a confirmed seat cancelled again: 200, its seat freed and its money refunded once; the driver still 403", async () => {
    const { driver, ride, rider, booking } = await pending();
    expect((await answerBooking(app, driver, booking.id, "approve")).statusCode).toBe(200);
    const first = await answerBooking(app, rider, booking.id, "cancel");
    expect(first.statusCode, first.body).toBe(200);
    const before = await writtenFor(booking.id, ride.id);
    expect(before.seatsTaken).toBe(0);

    const again = await answerBooking(app, rider, booking.id, "cancel");
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ id: booking.id, status: "cancelled" });
    expect(await writtenFor(booking.id, ride.id)).toEqual(before);

    expect((await answerBooking(app, driver, booking.id, "cancel")).statusCode).toBe(403);
    // a different step from a final state stays refused
    const approve = await answerBooking(app, driver, booking.id, "approve");
    expect(approve.statusCode).toBe(409);
  });
});
