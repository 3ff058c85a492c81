import { BOOKING_MESSAGES, NO_SHOW_MESSAGES, PAYMENT_MESSAGES } from "@campusride/shared/messages";
import type { RiderBooking } from "@campusride/shared/schemas/bookings";
import type { BookingPayment } from "@campusride/shared/schemas/payments";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BookingConfirmation } from "../../../src/features/bookings/components/booking-confirmation.tsx";
import { CancelRefundNotice } from "../../../src/features/payments/components/cancel-refund-notice.tsx";
import { PaymentPanel } from "../../../src/features/payments/components/payment-panel.tsx";
import { httpStandInPerTest } from "../../support/http-stand-in.ts";
import { bookingPaymentOf } from "../../support/payment-fixtures.ts";
import { renderScreen } from "../../support/render-screen.tsx";
import { riderBookingOf } from "../../support/trip-fixtures.ts";
import { asShown } from "../../support/zone-label.ts";

const standIn = httpStandInPerTest();

const pending = riderBookingOf();
const confirmed = riderBookingOf({ status: "approved" });
const paymentPath = `/api/bookings/${pending.id}/payment`;

afterEach(() => {
  vi.restoreAllMocks();
});

/** 'Confirm and Pay' as /dashboard/ride-confirmation/:id composes it. */
function renderConfirmation(booking: RiderBooking, payment: BookingPayment) {
  standIn().answerPath(`/api/bookings/${booking.id}`, 200, booking);
  standIn().answerPath(paymentPath, 200, payment);
  return renderScreen(
    <BookingConfirmation
      bookingId={booking.id}
      payment={(shown, state) => <PaymentPanel bookingId={shown.id} {...state} />}
      cancelTerms={(id) => <CancelRefundNotice bookingId={id} />}
    />,
    { path: `/dashboard/ride-confirmation/${booking.id}` },
  );
}

async function paymentRegion() {
  const region = await screen.findByRole("region", { name: "Payment" });
  await within(region).findByText("Total");
  return region;
}

describe("Confirm and Pay", () => {
  it("shows the server's breakdown, the money's status and the terms as they apply", async () => {
    renderConfirmation(
      pending,
      bookingPaymentOf({
        // the server's figures, not the booking's: the screen shows what it is told
        breakdown: {
          seats: 2,
          driverPricePerSeatCents: 1500,
          driverPriceCents: 3000,
          feeCents: 1200,
          totalCents: 4200,
        },
      }),
    );
    const region = await paymentRegion();
    const price = (label: string) => within(region).getByText(label).nextElementSibling!.textContent;
    expect(price("Driver's price: $15.00 × 2 seats")).toBe("$30.00");
    expect(price("CampusRide fee")).toBe("$12.00");
    expect(price("Total")).toBe("$42.00");
    expect(within(region).getByText(PAYMENT_MESSAGES.awaitingPayment)).toBeTruthy();
    expect(within(region).getByRole("heading", { name: "Cancellation terms" })).toBeTruthy();
    expect(
      within(region).getByText(
        `Free cancellation until ${asShown("Thu, Mar 14, 2030, 4:05 PM", "2030-03-14T20:05:00.000Z")}. After that, cancelling refunds 50% of the total: the rest is kept for the driver.`,
      ),
    ).toBeTruthy();
    expect(within(region).queryByText(PAYMENT_MESSAGES.payAtPickup)).toBeNull();
  });

  it("says the free window has ended once it has", async () => {
    renderConfirmation(
      confirmed,
      bookingPaymentOf({
        status: "charged",
        summary: { chargedCents: 4620 },
        cancellation: { freeUntil: "2020-01-10T15:00:00.000Z", refundIfCancelledNowCents: 2310 },
      }),
    );
    const region = await paymentRegion();
    expect(within(region).getByText("Paid $46.20")).toBeTruthy();
    expect(
      within(region).getByText(
        new RegExp(
          `^Free cancellation ended ${asShown("Fri, Jan 10, 2020, 10:00 AM", "2020-01-10T15:00:00.000Z")}: cancelling now refunds 50%`,
        ),
      ),
    ).toBeTruthy();
  });

  it("pay at pickup: the fee reads waived, and the button says the driver is paid at pickup", async () => {
    renderConfirmation(
      confirmed,
      bookingPaymentOf({
        method: "pay_at_pickup",
        status: "owed_at_pickup",
        breakdown: {
          seats: 2,
          driverPricePerSeatCents: 2500,
          driverPriceCents: 5000,
          feeCents: 0,
          totalCents: 5000,
        },
        summary: { owedAtPickupCents: 5000 },
      }),
    );
    const region = await paymentRegion();
    const price = (label: string) => within(region).getByText(label).nextElementSibling!.textContent;
    expect(price("Driver's price: $25.00 × 2 seats")).toBe("$50.00");
    expect(price(PAYMENT_MESSAGES.feeWaivedLine)).toBe("$0.00");
    expect(price("Total")).toBe("$50.00");
    expect(within(region).getByText("You'll pay $50.00 to the driver at pickup")).toBeTruthy();
    // nothing is paid online: no 'Confirm and Pay', a link that says what it does
    expect(within(region).queryByRole("button", { name: "Confirm and Pay" })).toBeNull();
    expect(within(region).queryByRole("link", { name: "Confirm and Pay" })).toBeNull();
    const confirm = within(region).getByRole("link", { name: PAYMENT_MESSAGES.confirmAtPickup });
    expect(confirm.getAttribute("href")).toBe(`/dashboard/confirmation?booking=${confirmed.id}`);
    expect(confirm.getAttribute("aria-describedby")).toBe("confirm-at-pickup-hint");
    expect(document.getElementById("confirm-at-pickup-hint")!.textContent).toBe(
      PAYMENT_MESSAGES.confirmAtPickupHint,
    );
  });

  it("card: 'Confirm and Pay' opens the provider's page the server names", async () => {
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
    const { user } = renderConfirmation(pending, bookingPaymentOf());
    const region = await paymentRegion();
    standIn().answerPath(`${paymentPath}/checkout`, 200, { url: "https://checkout.stripe.test/c/pay_123" });
    await user.click(within(region).getByRole("button", { name: "Confirm and Pay" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://checkout.stripe.test/c/pay_123"));
    const checkout = standIn().requests.find((request) => request.method === "POST")!;
    expect(checkout.url).toBe(`${paymentPath}/checkout`);
    // nothing about the amount goes from the browser: the server computes it
    expect(JSON.parse(checkout.body)).toEqual({});
    // busy while the browser leaves, so a second click cannot start a second checkout
    const busy = within(region).getByRole("button", { name: "Opening the payment page…" });
    expect(busy.hasAttribute("disabled")).toBe(true);
  });

  it("card: says so in an alert when the provider cannot be reached, and the button works again", async () => {
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
    const { user } = renderConfirmation(pending, bookingPaymentOf());
    const region = await paymentRegion();
    standIn().answerPath(`${paymentPath}/checkout`, 503, {
      error: { code: "UNAVAILABLE", message: PAYMENT_MESSAGES.providerUnavailable },
    });
    await user.click(within(region).getByRole("button", { name: "Confirm and Pay" }));
    expect((await within(region).findByRole("alert")).textContent).toBe(PAYMENT_MESSAGES.providerUnavailable);
    expect(assign).not.toHaveBeenCalled();
    expect(within(region).getByRole("button", { name: "Confirm and Pay" }).hasAttribute("disabled")).toBe(
      false,
    );
  });

  it("card: shows why the last attempt failed", async () => {
    renderConfirmation(pending, bookingPaymentOf({ failure: PAYMENT_MESSAGES.declined }));
    const region = await paymentRegion();
    expect(within(region).getByRole("alert").textContent).toContain(PAYMENT_MESSAGES.declined);
    expect(within(region).getByRole("button", { name: "Confirm and Pay" })).toBeTruthy();
  });

  it("card: once authorised, no second payment is offered, and the receipt is", async () => {
    renderConfirmation(
      pending,
      bookingPaymentOf({
        status: "authorised",
        summary: { heldCents: 4620 },
        entries: [
          {
            step: "authorise",
            from: "rider",
            to: "hold",
            amountCents: 4620,
            createdAt: "2030-03-02T12:00:00.000Z",
          },
        ],
      }),
    );
    const region = await paymentRegion();
    expect(
      within(region).getByText("Authorised $46.20: you are charged only when the driver approves"),
    ).toBeTruthy();
    expect(within(region).queryByRole("button", { name: "Confirm and Pay" })).toBeNull();
    expect(within(region).getByRole("link", { name: "View receipt" }).getAttribute("href")).toBe(
      `/dashboard/confirmation?booking=${pending.id}`,
    );
  });

  it("says the failure with 'Try Again' when the payment cannot be read", async () => {
    standIn().answerPath(`/api/bookings/${pending.id}`, 200, pending);
    standIn().answerPath(paymentPath, 500, {
      error: { code: "INTERNAL", message: "An unexpected error occurred." },
    });
    renderScreen(
      <BookingConfirmation
        bookingId={pending.id}
        payment={(shown, state) => <PaymentPanel bookingId={shown.id} {...state} />}
      />,
      { path: `/dashboard/ride-confirmation/${pending.id}` },
    );
    const region = await screen.findByRole("region", { name: "Payment" });
    expect((await within(region).findByRole("alert")).textContent).toContain(PAYMENT_MESSAGES.loadFailed);
    expect(within(region).getByRole("button", { name: "Try Again" })).toBeTruthy();
  });
});

describe("cancelling a confirmed seat", () => {
  it.each([
    [
      "in the free window, by card",
      bookingPaymentOf({ status: "charged", summary: { chargedCents: 4620 } }),
      "If you cancel now, you get back $46.20.",
      new RegExp(
        `^Free cancellation until ${asShown("Thu, Mar 14, 2030, 4:05 PM", "2030-03-14T20:05:00.000Z")}\\. After that, cancelling refunds 50%`,
      ),
    ],
    [
      "late, by card",
      bookingPaymentOf({
        status: "charged",
        summary: { chargedCents: 4620 },
        cancellation: { freeUntil: "2020-01-10T15:00:00.000Z", refundIfCancelledNowCents: 2310 },
      }),
      "If you cancel now, you get back $23.10.",
      /the rest is kept for the driver/,
    ],
    [
      "late, at pickup",
      bookingPaymentOf({
        method: "pay_at_pickup",
        status: "owed_at_pickup",
        summary: { owedAtPickupCents: 4620 },
        cancellation: { freeUntil: "2020-01-10T15:00:00.000Z", refundIfCancelledNowCents: 2310 },
      }),
      "If you cancel now, $23.10 stays owed to the driver.",
      /^Free cancellation ended/,
    ],
  ])(
    "says what comes back %s, then cancels and reads the booking and its payment again",
    async (_case, payment, refund, terms) => {
      const { user } = renderConfirmation(confirmed, payment);
      await paymentRegion();
      await user.click(screen.getByRole("button", { name: "Cancel" }));
      const dialog = await screen.findByRole("dialog", { name: "Cancel this booking?" });
      expect(await within(dialog).findByText(refund)).toBeTruthy();
      expect(within(dialog).getByText(terms)).toBeTruthy();

      standIn().answerPath(`/api/bookings/${confirmed.id}/cancel`, 200, {
        ...confirmed,
        status: "cancelled",
      });
      const reads = (url: string) => standIn().requests.filter((request) => request.url === url).length;
      const paymentReads = reads(paymentPath);
      const bookingReads = reads(`/api/bookings/${confirmed.id}`);
      await user.click(within(dialog).getByRole("button", { name: "Cancel Booking" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      expect(standIn().requests.map((request) => `${request.method} ${request.url}`)).toContain(
        `POST /api/bookings/${confirmed.id}/cancel`,
      );
      expect(screen.getByText("Your booking has been cancelled")).toBeTruthy();
      // the booking and its money are read again: the refund shows at once
      await waitFor(() => expect(reads(paymentPath)).toBeGreaterThan(paymentReads));
      await waitFor(() => expect(reads(`/api/bookings/${confirmed.id}`)).toBeGreaterThan(bookingReads));
    },
  );

  it("keeps the simpler question for a pending request", async () => {
    const { user } = renderConfirmation(pending, bookingPaymentOf());
    await paymentRegion();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this ride request?" });
    expect(within(dialog).queryByText(/If you cancel now/)).toBeNull();
    expect(within(dialog).getByRole("button", { name: "Cancel Request" })).toBeTruthy();
  });
});

describe("the trip's notes on the ride confirmation", () => {
  const written = "Pick-up at the Reitz Union bus loop, north side.";

  it("are the confirmed seat's pick-up details, set apart", async () => {
    const booking = riderBookingOf({ status: "approved" });
    renderConfirmation({ ...booking, ride: { ...booking.ride, notes: written } }, bookingPaymentOf());
    const pickup = await screen.findByRole("region", { name: BOOKING_MESSAGES.pickupDetailsTitle });
    expect(within(pickup).getByText(written)).toBeTruthy();
    // once, not again among the trip's facts
    expect(screen.getAllByText(written)).toHaveLength(1);
  });

  it("are the driver's notes among a pending request's facts, with no pick-up details yet", async () => {
    const booking = riderBookingOf();
    renderConfirmation({ ...booking, ride: { ...booking.ride, notes: written } }, bookingPaymentOf());
    const details = await screen.findByRole("region", { name: "Gainesville to Tampa" });
    expect(within(details).getByText(BOOKING_MESSAGES.tripNotesTitle)).toBeTruthy();
    expect(within(details).getByText(written)).toBeTruthy();
    expect(screen.queryByRole("region", { name: BOOKING_MESSAGES.pickupDetailsTitle })).toBeNull();
  });
});

describe("a no-show on the booking's page (where its notification leads)", () => {
  const markedAt = new Date(Date.now() - 60 * 60 * 1000).toISOString();
  const noShow = riderBookingOf({ status: "no_show", noShowAt: markedAt, noShowDisputed: false });

  it("offers the dispute form", async () => {
    renderConfirmation(noShow, bookingPaymentOf());
    const form = await screen.findByRole("form", { name: NO_SHOW_MESSAGES.disputeTitle });
    expect(within(form).getByLabelText(NO_SHOW_MESSAGES.disputeReasonLabel)).toBeTruthy();
  });

  it("says the no-show stands once an admin upheld the dispute", async () => {
    renderConfirmation({ ...noShow, noShowDisputed: true, noShowUpheld: true }, bookingPaymentOf());
    expect(await screen.findByText(NO_SHOW_MESSAGES.upheld)).toBeTruthy();
    expect(screen.queryByText(NO_SHOW_MESSAGES.disputePending)).toBeNull();
    expect(screen.queryByRole("form", { name: NO_SHOW_MESSAGES.disputeTitle })).toBeNull();
  });
});
