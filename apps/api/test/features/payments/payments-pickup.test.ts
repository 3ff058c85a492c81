import { calendarDay } from "@campusride/shared/domain/local-time";
import { BOOKING_MESSAGES, NO_SHOW_MESSAGES, PAYMENT_MESSAGES } from "@campusride/shared/messages";
import { payoutsResponseSchema } from "@campusride/shared/schemas/payments";
import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { bookings, outbox, payments } from "../../../src/db/schema/index.ts";
import { createTestApp } from "../../support/app.ts";
import { completeTrip, departInHours, ledgerLines, markNoShow, readPayment } from "../../support/payments.ts";
import { createSession } from "../../support/session.ts";
import {
  answerBooking,
  cancelTrip,
  createDriverSession,
  createRide,
  postBooking,
  requestSeats,
} from "../../support/trips.ts";

const app = await createTestApp();

/** A driver's trip at $25.00 a seat and a rider's request for two seats: $50.00, CampusRide's fee waived at pickup. */
async function twoSeatRequest() {
  const driver = await createDriverSession(app);
  const ride = await createRide(app, driver, { pricePerSeatCents: 2500 });
  const rider = await createSession(app);
  const booking = await requestSeats(app, rider, ride.id, 2);
  return { driver, ride, rider, booking };
}

async function approved() {
  const trip = await twoSeatRequest();
  expect((await answerBooking(app, trip.driver, trip.booking.id, "approve")).statusCode).toBe(200);
  return trip;
}

describe("pay at pickup (no card provider configured)", () => {
  it("says so, and a request shows the server's breakdown, fee waived, with nothing owed yet", async () => {
    expect((await app.inject({ method: "GET", url: "/api/payments/config" })).json()).toEqual({
      method: "pay_at_pickup",
    });
    const { rider, booking } = await twoSeatRequest();
    const payment = await readPayment(app, rider, booking.id);
    expect(payment).toMatchObject({
      method: "pay_at_pickup",
      status: "none",
      breakdown: {
        seats: 2,
        driverPricePerSeatCents: 2500,
        driverPriceCents: 5000,
        feeCents: 0,
        totalCents: 5000,
      },
      entries: [],
    });
  });

  it("ignores amounts sent by the client: the total is the trip's price × seats, no fee at pickup", async () => {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver, { pricePerSeatCents: 2500 });
    const rider = await createSession(app);
    const response = await postBooking(app, rider, {
      rideId: ride.id,
      seatsRequested: 1,
      bagsCount: 0,
      priceCents: 1,
      totalPriceCents: 1,
      amountCents: 1,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect((await readPayment(app, rider, response.json().id)).breakdown).toMatchObject({
      feeCents: 0,
      totalCents: 2500,
    });
    expect(response.json()).toMatchObject({ totalPriceCents: 2500, priceCents: 2500 });
  });

  it("records the driver's price as owed at approval and settles all of it to the driver, none to CampusRide", async () => {
    const { driver, ride, rider, booking } = await approved();
    expect(await ledgerLines(app, rider, booking.id)).toEqual(["owe rider→pickup_due 5000"]);
    expect((await readPayment(app, rider, booking.id)).status).toBe("owed_at_pickup");
    // the 'request approved' email may go out after it, and the receipt after the answer:
    // look for the receipt itself
    const receipts = () =>
      app.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, rider.user.email), eq(outbox.subject, "Your CampusRide receipt")));
    await expect.poll(async () => (await receipts()).length).toBe(1);
    const [receipt] = await receipts();
    expect(receipt?.text).toContain(
      `driver's price $50.00, CampusRide fee $0.00 (${PAYMENT_MESSAGES.feeWaived}), total $50.00. You pay the driver $50.00 at pickup`,
    );
    // the trip's day in words, as every other email writes it
    expect(receipt?.text).toContain(` on ${calendarDay(ride.departureDate)} at `);
    expect(receipt?.link).toBe(`http://localhost:3000/dashboard/confirmation?booking=${booking.id}`);

    await completeTrip(app, driver, ride.id);
    const payment = await readPayment(app, driver, booking.id);
    expect(payment.status).toBe("paid_out");
    expect(await ledgerLines(app, driver, booking.id)).toEqual([
      "owe rider→pickup_due 5000",
      "settle pickup_due→driver_paid 5000",
    ]);
    expect(payment.summary).toMatchObject({
      riderPaidCents: 5000,
      driverEarnedCents: 5000,
      driverPaidCents: 5000,
      owedAtPickupCents: 0,
      platformFeeCents: 0,
    });

    const summary = async (session: typeof rider) =>
      (await app.inject({ method: "GET", url: "/api/me/summary", headers: session.headers })).json();
    expect(await summary(driver)).toMatchObject({ totalEarningsCents: 5000, ridesCompleted: 1 });
    expect(await summary(rider)).toMatchObject({ totalSpentCents: 5000, ridesTaken: 1 });

    const payouts = payoutsResponseSchema.parse(
      (await app.inject({ method: "GET", url: "/api/payouts", headers: driver.headers })).json(),
    );
    expect(payouts).toMatchObject({ method: "pay_at_pickup", pendingCents: 0, paidCents: 5000 });
    expect(payouts.items).toEqual([
      expect.objectContaining({ bookingId: booking.id, status: "at_pickup", amountCents: 5000 }),
    ]);
  });

  it("sends the receipt of an approval whose process stopped before sending it, once", async () => {
    const { rider, booking } = await approved();
    const receipts = () =>
      app.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, rider.user.email), eq(outbox.subject, "Your CampusRide receipt")));
    // as if the process had stopped between the approval's commit and the receipt (sent after the answer)
    await expect.poll(async () => (await receipts()).length).toBe(1);
    await app.db.delete(outbox).where(eq(outbox.subject, "Your CampusRide receipt"));
    await app.db.update(payments).set({ receiptSentAt: null }).where(eq(payments.bookingId, booking.id));

    await app.reconcileMoney();
    await app.reconcileMoney();
    expect((await receipts()).map((mail) => mail.link)).toEqual([
      `http://localhost:3000/dashboard/confirmation?booking=${booking.id}`,
    ]);
  });

  it("forgives everything when the rider cancels 24 hours or more before departure, and frees the seats", async () => {
    const { rider, booking } = await approved();
    const payment = await readPayment(app, rider, booking.id);
    expect(payment.cancellation.refundIfCancelledNowCents).toBe(5000);
    expect((await answerBooking(app, rider, booking.id, "cancel")).statusCode).toBe(200);
    expect(await ledgerLines(app, rider, booking.id)).toEqual([
      "owe rider→pickup_due 5000",
      "refund pickup_due→rider 5000",
    ]);
    expect((await readPayment(app, rider, booking.id)).status).toBe("refunded");
  });

  it("keeps half owed to the driver when the rider cancels within 24 hours (shown, not charged)", async () => {
    const { ride, rider, booking } = await approved();
    await departInHours(app, ride.id, 10);
    expect((await readPayment(app, rider, booking.id)).cancellation.refundIfCancelledNowCents).toBe(2500);
    expect((await answerBooking(app, rider, booking.id, "cancel")).statusCode).toBe(200);
    const payment = await readPayment(app, rider, booking.id);
    expect(payment.status).toBe("partially_refunded");
    expect(payment.summary).toMatchObject({ refundedCents: 2500, owedAtPickupCents: 2500, chargedCents: 0 });
  });

  it("forgives everything when the driver cancels the trip; a pending request had nothing owed", async () => {
    const { driver, ride, rider, booking } = await approved();
    const other = await createSession(app);
    const waiting = await requestSeats(app, other, ride.id, 1);
    await cancelTrip(app, driver, ride.id);
    expect(await ledgerLines(app, rider, booking.id)).toEqual([
      "owe rider→pickup_due 5000",
      "refund pickup_due→rider 5000",
    ]);
    expect((await readPayment(app, other, waiting.id)).status).toBe("none");
  });

  it("lets the driver mark a confirmed rider as a no-show after departure; the total stays owed", async () => {
    const { driver, ride, rider, booking } = await approved();
    const early = await markNoShow(app, driver, booking.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(NO_SHOW_MESSAGES.noShowTooEarly);
    await departInHours(app, ride.id, -1);
    expect((await markNoShow(app, rider, booking.id)).statusCode).toBe(404);
    const marked = await markNoShow(app, driver, booking.id);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ status: "no_show" });
    // nothing was collected at pickup: the total stays owed to the driver, even once the trip is completed
    expect((await readPayment(app, driver, booking.id)).summary).toMatchObject({
      owedAtPickupCents: 5000,
      driverEarnedCents: 0,
    });
    expect((await markNoShow(app, driver, booking.id)).statusCode).toBe(409);
  });

  it("refuses what the Terms and roles do not allow", async () => {
    const { driver, ride, rider, booking } = await approved();
    const stranger = await createSession(app);
    const hidden = await app.inject({
      method: "GET",
      url: `/api/bookings/${booking.id}/payment`,
      headers: stranger.headers,
    });
    expect(hidden.statusCode).toBe(404);
    const checkout = await app.inject({
      method: "POST",
      url: `/api/bookings/${booking.id}/payment/checkout`,
      headers: rider.headers,
    });
    expect(checkout.statusCode).toBe(400);
    expect(checkout.json().error.message).toBe(PAYMENT_MESSAGES.cardOnly);
    expect(
      (await app.inject({ method: "GET", url: "/api/payouts", headers: rider.headers })).statusCode,
    ).toBe(403);
    const onboarding = await app.inject({
      method: "POST",
      url: "/api/payouts/account",
      headers: driver.headers,
    });
    expect(onboarding.statusCode).toBe(400);

    await departInHours(app, ride.id, -1);
    const late = await answerBooking(app, rider, booking.id, "cancel");
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(BOOKING_MESSAGES.cancelDeparted);
    expect(await ledgerLines(app, rider, booking.id)).toEqual(["owe rider→pickup_due 5000"]);
  });

  it("puts each booking's payment and ledger in the rider's and the driver's data export", async () => {
    const { driver, rider, booking } = await approved();
    const exported = async (session: typeof rider) =>
      (await app.inject({ method: "GET", url: "/api/me/export", headers: session.headers })).json();
    const entry = { step: "owe", from: "rider", to: "pickup_due", amountCents: 5000, at: expect.any(String) };
    expect((await exported(rider)).payments).toEqual([
      { bookingId: booking.id, as: "rider", method: "pay_at_pickup", totalCents: 5000, entries: [entry] },
    ]);
    expect((await exported(driver)).payments).toEqual([
      { bookingId: booking.id, as: "driver", method: "pay_at_pickup", totalCents: 5000, entries: [entry] },
    ]);
    expect((await exported(rider)).payoutAccount).toBeNull();
  });

  it("settles a request priced with the fee before it was waived at pickup all to the driver", async () => {
    // requested when the rider's total at pickup still carried the fee: the driver took it all in cash
    const { driver, ride, rider, booking } = await twoSeatRequest();
    await app.db.update(bookings).set({ priceCents: 7000 }).where(eq(bookings.id, booking.id));
    await app.db.update(payments).set({ amountCents: 7000 }).where(eq(payments.bookingId, booking.id));
    expect((await answerBooking(app, driver, booking.id, "approve")).statusCode).toBe(200);
    await completeTrip(app, driver, ride.id);
    expect(await ledgerLines(app, rider, booking.id)).toEqual([
      "owe rider→pickup_due 7000",
      "settle pickup_due→driver_paid 7000",
    ]);
    expect((await readPayment(app, driver, booking.id)).summary).toMatchObject({
      owedAtPickupCents: 0,
      driverEarnedCents: 7000,
      platformFeeCents: 0,
    });
  });

  it("moves no money for a request rejected or withdrawn", async () => {
    const { driver, rider, booking } = await twoSeatRequest();
    expect((await answerBooking(app, driver, booking.id, "reject")).statusCode).toBe(200);
    expect((await readPayment(app, rider, booking.id)).entries).toEqual([]);
  });
});
