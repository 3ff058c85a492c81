import { PAYMENT_MESSAGES } from "@campusride/shared/messages";
import type { BookingPayment } from "@campusride/shared/schemas/payments";
import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BookingSummary } from "../../../src/features/bookings/components/booking-summary.tsx";
import { PaymentReceipt } from "../../../src/features/payments/components/payment-receipt.tsx";
import { httpStandInPerTest } from "../../support/http-stand-in.ts";
import { bookingPaymentOf, pickupPaymentOf } from "../../support/payment-fixtures.ts";
import { renderScreen } from "../../support/render-screen.tsx";
import { riderBookingOf } from "../../support/trip-fixtures.ts";
import { asShown } from "../../support/zone-label.ts";

const standIn = httpStandInPerTest();
const booking = riderBookingOf({ status: "approved" });
const paymentPath = `/api/bookings/${booking.id}/payment`;

/** /dashboard/confirmation?booking= as its route composes it; the payment answers from `answer`. */
afterEach(() => {
  vi.useRealTimers();
});

function renderReceipt() {
  standIn().answerPath(`/api/bookings/${booking.id}`, 200, booking);
  return renderScreen(
    <BookingSummary
      bookingId={booking.id}
      receipt={(id, state) => <PaymentReceipt bookingId={id} {...state} />}
    />,
    { path: `/dashboard/confirmation?booking=${booking.id}` },
  );
}

async function receipt() {
  const region = await screen.findByRole("region", { name: "Receipt" });
  await within(region).findByText("Total");
  return region;
}

const at = (
  step: BookingPayment["entries"][number]["step"],
  amountCents: number,
  createdAt: string,
  to = "hold",
) => ({ step, from: "rider", to, amountCents, createdAt }) as BookingPayment["entries"][number];

describe("the receipt", () => {
  it.each([
    [
      "authorised",
      bookingPaymentOf({ status: "authorised", summary: { heldCents: 4620 } }),
      "Authorised $46.20: you are charged only when the driver approves",
    ],
    ["charged", bookingPaymentOf({ status: "charged", summary: { chargedCents: 4620 } }), "Paid $46.20"],
    [
      "owed at pickup",
      pickupPaymentOf({ status: "owed_at_pickup", summary: { owedAtPickupCents: 3300 } }),
      "You'll pay $33.00 to the driver at pickup",
    ],
    [
      "refunded",
      bookingPaymentOf({ status: "refunded", summary: { chargedCents: 4620, refundedCents: 4620 } }),
      "Refunded $46.20",
    ],
    [
      "refunded in half",
      bookingPaymentOf({
        status: "partially_refunded",
        summary: { chargedCents: 4620, refundedCents: 2310 },
      }),
      "Refunded $23.10; $23.10 kept for the driver (late cancellation)",
    ],
    ["released", bookingPaymentOf({ status: "released" }), PAYMENT_MESSAGES.released],
  ])("says where the money stands when %s", async (_case, payment, text) => {
    standIn().answer(200, payment);
    renderReceipt();
    const region = await receipt();
    expect(within(region).getByRole("status").textContent).toContain(text);
    expect(standIn().requests.map((request) => request.url)).toContain(paymentPath);
  });

  it("tells a rider paying at pickup so, in the status, with CampusRide's fee waived", async () => {
    standIn().answer(
      200,
      pickupPaymentOf({ status: "owed_at_pickup", summary: { owedAtPickupCents: 3300 } }),
    );
    renderReceipt();
    const region = await receipt();
    expect(within(region).getByRole("status").textContent).toContain(PAYMENT_MESSAGES.payAtPickup);
    expect(within(region).getByText("Owed to the driver at pickup").nextElementSibling!.textContent).toBe(
      "$33.00",
    );
    expect(within(region).getByText(PAYMENT_MESSAGES.feeWaivedLine).nextElementSibling!.textContent).toBe(
      "$0.00",
    );
    expect(within(region).getByText("Total").nextElementSibling!.textContent).toBe("$33.00");
  });

  it("tells a rider whose request waits for the driver that they pay at pickup, not that there is nothing to pay", async () => {
    const waiting = riderBookingOf();
    standIn().answerPath(`/api/bookings/${waiting.id}`, 200, waiting);
    standIn().answer(200, pickupPaymentOf());
    renderScreen(
      <BookingSummary
        bookingId={waiting.id}
        receipt={(id, state) => <PaymentReceipt bookingId={id} {...state} />}
      />,
      { path: `/dashboard/confirmation?booking=${waiting.id}` },
    );
    const region = await receipt();
    expect(within(region).getByRole("status").textContent).toBe(PAYMENT_MESSAGES.payAtPickup);
  });

  it("lists the ledger's entries as dated receipt lines, and the refund", async () => {
    standIn().answer(
      200,
      bookingPaymentOf({
        status: "partially_refunded",
        summary: { chargedCents: 4620, refundedCents: 2310 },
        entries: [
          at("authorise", 4620, "2030-03-02T12:00:00.000Z"),
          at("capture", 4620, "2030-03-03T13:30:00.000Z", "escrow"),
          at("refund", 2310, "2030-03-15T02:00:00.000Z", "rider"),
          at("settle", 2310, "2030-03-15T02:00:00.000Z", "driver"),
        ],
      }),
    );
    renderReceipt();
    const region = await receipt();
    expect(within(region).getByText("Total refunded").nextElementSibling!.textContent).toBe("$23.10");
    const lines = within(within(region).getByRole("list", { name: "Receipt lines" })).getAllByRole(
      "listitem",
    );
    expect(lines.map((line) => line.textContent)).toEqual([
      `Authorised on your card${asShown("Sat, Mar 2, 2030, 7:00 AM", "2030-03-02T12:00:00.000Z")}$46.20`,
      `Charged to your card${asShown("Sun, Mar 3, 2030, 8:30 AM", "2030-03-03T13:30:00.000Z")}$46.20`,
      `Refunded${asShown("Thu, Mar 14, 2030, 10:00 PM", "2030-03-15T02:00:00.000Z")}$23.10`,
      `Driver's share${asShown("Thu, Mar 14, 2030, 10:00 PM", "2030-03-15T02:00:00.000Z")}$23.10`,
    ]);
  });

  it("waits for the provider's confirmation, reading the payment again every 2 s, and says when it arrives", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    standIn().answer(200, bookingPaymentOf({ status: "awaiting_payment" }));
    renderReceipt();
    const region = await receipt();
    const status = within(region).getByRole("status");
    expect(status.getAttribute("aria-live")).toBe("polite");
    expect(status.textContent).toContain("Waiting for the payment provider to confirm your payment…");
    // the webhook has arrived: the next read, 2 s on, says the card was authorised
    standIn().answer(200, bookingPaymentOf({ status: "authorised", summary: { heldCents: 4620 } }));
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(
      await within(region).findByText("Authorised $46.20: you are charged only when the driver approves"),
    ).toBeTruthy();
    expect(standIn().requests.filter((request) => request.url === paymentPath).length).toBeGreaterThanOrEqual(
      2,
    );
  });

  it("does not read the payment again once it is settled", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    standIn().answer(200, bookingPaymentOf({ status: "charged", summary: { chargedCents: 4620 } }));
    renderReceipt();
    await receipt();
    // well past the 2 s a payment still waiting is read again after
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(standIn().requests.filter((request) => request.url === paymentPath)).toHaveLength(1);
  });
});
