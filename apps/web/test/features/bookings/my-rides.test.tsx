import { BOOKING_MESSAGES, PAYMENT_MESSAGES } from "@campusride/shared/messages";
import type { RiderBooking } from "@campusride/shared/schemas/bookings";
import type { BookingPayment } from "@campusride/shared/schemas/payments";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BookingConfirmation } from "../../../src/features/bookings/components/booking-confirmation.tsx";
import { BOOKING_TEXT } from "../../../src/features/bookings/booking-text.ts";
import { BookingSummary } from "../../../src/features/bookings/components/booking-summary.tsx";
import { MyRides } from "../../../src/features/bookings/components/my-rides.tsx";
import { CancelRefundNotice } from "../../../src/features/payments/components/cancel-refund-notice.tsx";
import { PaymentPanel } from "../../../src/features/payments/components/payment-panel.tsx";
import { searchQueryKey } from "../../../src/lib/query-keys.ts";
import { httpStandInPerTest } from "../../support/http-stand-in.ts";
import { renderScreen } from "../../support/render-screen.tsx";
import { pickupPaymentOf } from "../../support/payment-fixtures.ts";
import { searchResponseOf } from "../../support/search-fixtures.ts";
import { daysFromToday, driverRideOf, riderBookingOf } from "../../support/trip-fixtures.ts";

const standIn = httpStandInPerTest();

const pending = riderBookingOf();
const confirmed = riderBookingOf({
  id: "8c3e5a70-2b4d-4f6a-9b0c-1d2e3f4a5b6c",
  status: "approved",
  seatsRequested: 1,
  totalPriceCents: 1650,
  priceCents: 2310,
  ride: { ...pending.ride, destinationCity: "Miami" },
});

function card(name: string) {
  return screen.findByRole("article", { name });
}

describe("My Rides", () => {
  it("opens on Upcoming Rides: each request's route, day, time, driver and car, seats, bags, price and status", async () => {
    standIn().answer(200, { bookings: [pending, confirmed] });
    renderScreen(<MyRides />, { path: "/rider" });
    expect(screen.getByRole("tab", { name: "Upcoming Rides" }).getAttribute("aria-selected")).toBe("true");
    const first = await card("Gainesville to Tampa");
    expect(standIn().requests[0]!.url).toBe("/api/bookings/mine?scope=upcoming");
    const text = first.textContent!;
    for (const fact of [
      "Friday, March 15, 2030",
      "4:05 PM",
      "Dana · Silver Toyota Camry (2021)",
      "2 seats",
      "1 bag",
    ]) {
      expect(text).toContain(fact);
    }
    // what the server priced it at (by card here: the fee included)
    expect(within(first).getByText("Total price").nextElementSibling!.textContent).toBe("$46.20");
    expect(within(first).getByText("Pending")).toBeTruthy();
    expect(within(first).getByRole("link", { name: "View details" }).getAttribute("href")).toBe(
      `/dashboard/ride-confirmation/${pending.id}`,
    );
    expect(within(first).getByRole("button", { name: "Cancel" })).toBeTruthy();

    const second = await card("Gainesville to Miami");
    expect(within(second).getByText("Confirmed")).toBeTruthy();
    // a confirmed seat on a trip to come can be cancelled too (refunded per the Terms)
    expect(within(second).getByRole("button", { name: "Cancel" })).toBeTruthy();
  });

  it("lists Past & Cancelled under its tab, kept in the address, with 'Ride Cancelled' for a trip the driver called off", async () => {
    standIn().answer(200, {
      bookings: [
        riderBookingOf({ ride: { ...pending.ride, status: "cancelled" } }),
        riderBookingOf({ id: "a1", status: "rejected", ride: { ...pending.ride, destinationCity: "Ocala" } }),
        riderBookingOf({
          id: "a2",
          status: "cancelled",
          ride: { ...pending.ride, destinationCity: "Miami" },
        }),
        riderBookingOf({
          id: "a3",
          status: "completed",
          ride: { ...driverRideOf({ status: "completed" }), destinationCity: "Orlando" },
        }),
      ],
    });
    const { user, router } = renderScreen(<MyRides />, { path: "/rider?tab=rides" });
    await user.click(screen.getByRole("tab", { name: "Past & Cancelled" }));
    expect(router.state.location.search).toBe("?tab=rides&rides=past");
    const calledOff = await card("Gainesville to Tampa");
    expect(within(calledOff).getByText("Ride Cancelled")).toBeTruthy();
    // one status: the request's own 'Pending' does not stand beside it
    expect(within(calledOff).queryByText("Pending")).toBeNull();
    expect(within(calledOff).queryByRole("button", { name: "Cancel" })).toBeNull();
    expect(within(await card("Gainesville to Ocala")).getByText("Rejected")).toBeTruthy();
    expect(within(await card("Gainesville to Miami")).getByText("Cancelled")).toBeTruthy();
    expect(within(await card("Gainesville to Orlando")).getByText("Completed")).toBeTruthy();
    expect(standIn().requests.map((request) => request.url)).toContain("/api/bookings/mine?scope=past");

    await user.click(screen.getByRole("tab", { name: "Upcoming Rides" }));
    expect(router.state.location.search).toBe("?tab=rides");
    expect(await within(screen.getByRole("tabpanel")).findAllByRole("article")).toHaveLength(4);
    expect(standIn().requests.map((request) => request.url)).toContain("/api/bookings/mine?scope=upcoming");
  });

  it("offers no Cancel on a pending request whose trip has left, nor on a confirmed one the driver cancelled", async () => {
    standIn().answer(200, {
      bookings: [
        riderBookingOf({ ride: { ...pending.ride, departureDate: daysFromToday(-1) } }),
        riderBookingOf({
          id: "a4",
          status: "approved",
          ride: { ...pending.ride, destinationCity: "Ocala", status: "cancelled" },
        }),
      ],
    });
    renderScreen(<MyRides />, { path: "/rider?rides=past" });
    const departed = await card("Gainesville to Tampa");
    expect(within(departed).getByText("Pending")).toBeTruthy();
    expect(within(departed).queryByRole("button", { name: "Cancel" })).toBeNull();
    const calledOff = await card("Gainesville to Ocala");
    expect(within(calledOff).getByText("Ride Cancelled")).toBeTruthy();
    expect(within(calledOff).queryByText("Confirmed")).toBeNull();
  });

  it("cancels a pending request after its confirmation, and says so", async () => {
    standIn().answer(200, { bookings: [pending] });
    const { user, queryClient } = renderScreen(<MyRides />, { path: "/rider" });
    // a search the rider ran before: the seat given back shows in it
    const searchKey = [...searchQueryKey, { departureDate: pending.ride.departureDate }];
    queryClient.setQueryData(searchKey, searchResponseOf([]));
    await user.click(within(await card("Gainesville to Tampa")).getByRole("button", { name: "Cancel" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this ride request?" });
    expect(standIn().requests.some((request) => request.method === "POST")).toBe(false);

    // the stand-in answers the cancel and the list read after it alike: the request has left Upcoming
    standIn().answer(200, { bookings: [] });
    await user.click(within(dialog).getByRole("button", { name: "Cancel Request" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect((await screen.findByRole("status")).textContent).toContain(BOOKING_MESSAGES.cancelled);
    expect(standIn().requests.map((request) => `${request.method} ${request.url}`)).toContain(
      `POST /api/bookings/${pending.id}/cancel`,
    );
    expect(await screen.findByText(BOOKING_MESSAGES.noUpcoming)).toBeTruthy();
    expect(queryClient.getQueryState(searchKey)?.isInvalidated).toBe(true);
  });

  it("says the catalogue's failure when the cancel fails, and keeps the request", async () => {
    standIn().answer(200, { bookings: [pending] });
    const { user } = renderScreen(<MyRides />, { path: "/rider" });
    await user.click(within(await card("Gainesville to Tampa")).getByRole("button", { name: "Cancel" }));
    const dialog = await screen.findByRole("dialog");
    standIn().answerPath(`/api/bookings/${pending.id}/cancel`, 500, {
      error: { code: "INTERNAL", message: "An unexpected error occurred." },
    });
    await user.click(within(dialog).getByRole("button", { name: "Cancel Request" }));
    expect((await within(dialog).findByRole("alert")).textContent).toContain(BOOKING_MESSAGES.cancelFailed);
    // the list is read again after a failure too (it may have changed meanwhile)
    await waitFor(() =>
      expect(standIn().requests.filter((request) => request.method === "GET")).toHaveLength(2),
    );
  });

  it("offers 'Find a Ride' when there is nothing to show", async () => {
    standIn().answer(200, { bookings: [] });
    renderScreen(<MyRides />, { path: "/rider" });
    expect(await screen.findByText(BOOKING_MESSAGES.noUpcoming)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Find a Ride" }).getAttribute("href")).toBe("/rider");
  });

  it("says the catalogue's failure when the rides cannot be loaded", async () => {
    standIn().answer(500, { error: { code: "INTERNAL", message: "An unexpected error occurred." } });
    renderScreen(<MyRides />, { path: "/rider" });
    expect((await screen.findByRole("alert")).textContent).toContain(BOOKING_MESSAGES.loadFailed);
  });
});

/** The ride confirmation screen as its route composes it: the booking and its payment. */
function renderConfirmation(
  booking: RiderBooking,
  payment: BookingPayment = pickupPaymentOf({ status: "none" }),
) {
  standIn().answerPath(`/api/bookings/${booking.id}`, 200, booking);
  standIn().answerPath(`/api/bookings/${booking.id}/payment`, 200, { ...payment, bookingId: booking.id });
  return renderScreen(
    <BookingConfirmation
      bookingId={booking.id}
      payment={(shown, state) => <PaymentPanel bookingId={shown.id} {...state} />}
      cancelTerms={(id) => <CancelRefundNotice bookingId={id} />}
    />,
    { path: `/dashboard/ride-confirmation/${booking.id}` },
  );
}

describe("the ride confirmation", () => {
  it("shows the booking with the server's price breakdown; a pending request waits for the driver", async () => {
    renderConfirmation(pending);
    expect(await screen.findByRole("heading", { name: "Gainesville to Tampa" })).toBeTruthy();
    const payment = await screen.findByRole("region", { name: "Payment" });
    await within(payment).findByText("Total");
    const price = (label: string) => within(payment).getByText(label).nextElementSibling!.textContent;
    expect(price("Driver's price: $16.50 × 2 seats")).toBe("$33.00");
    // paid at pickup: the fee is waived, and says so
    expect(price(PAYMENT_MESSAGES.feeWaivedLine)).toBe("$0.00");
    expect(price("Total")).toBe("$33.00");
    expect(within(payment).getByText(PAYMENT_MESSAGES.payAtPickup)).toBeTruthy();
    expect(standIn().requests.map((request) => request.url)).toContain(`/api/bookings/${pending.id}/payment`);
    // a pending request waits for the driver: nothing to confirm yet
    expect(screen.queryByRole("link", { name: PAYMENT_MESSAGES.confirmAtPickup })).toBeNull();
    expect(screen.getByText(BOOKING_TEXT.awaitingDriver)).toBeTruthy();
  });

  it.each([
    ["the driver cancelled", { status: "cancelled" as const }, "Ride Cancelled"],
    ["has left", { departureDate: daysFromToday(-1) }, "Confirmed"],
    ["is completed", { status: "completed" as const }, "Confirmed"],
  ])("offers no confirming on a confirmed request whose trip %s", async (_case, ride, status) => {
    const booking = { ...confirmed, ride: { ...confirmed.ride, ...ride } };
    renderConfirmation(booking);
    const details = await screen.findByRole("region", { name: "Gainesville to Miami" });
    expect(within(details).getByText(status)).toBeTruthy();
    expect(within(details).queryAllByText(/^(Pending|Confirmed|Ride Cancelled)$/)).toHaveLength(1);
    await screen.findByText("Total");
    expect(screen.queryByRole("link", { name: PAYMENT_MESSAGES.confirmAtPickup })).toBeNull();
    expect(screen.queryByRole("button", { name: "Cancel" })).toBeNull();
    expect(screen.getByRole("link", { name: "Go to My Rides" })).toBeTruthy();
  });

  it("offers to confirm a seat paid to the driver at pickup, saying nothing is paid online", async () => {
    renderConfirmation(
      confirmed,
      pickupPaymentOf({ status: "owed_at_pickup", summary: { owedAtPickupCents: 3300 } }),
    );
    const details = await screen.findByRole("region", { name: "Gainesville to Miami" });
    expect(within(details).getByText("Confirmed")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Confirm and Pay" })).toBeNull();
    expect(
      (await screen.findByRole("link", { name: PAYMENT_MESSAGES.confirmAtPickup })).getAttribute("href"),
    ).toBe(`/dashboard/confirmation?booking=${confirmed.id}`);
    expect(screen.getByText(PAYMENT_MESSAGES.payAtPickup)).toBeTruthy();
    expect(screen.getByText("You'll pay $33.00 to the driver at pickup")).toBeTruthy();
    expect(screen.queryByText(BOOKING_TEXT.awaitingDriver)).toBeNull();
  });

  it.each([
    ["rejected", { status: "rejected" as const }, {}, BOOKING_TEXT.nothingToPay.rejected],
    ["withdrawn", { status: "cancelled" as const }, {}, BOOKING_TEXT.nothingToPay.cancelled],
    ["on a cancelled trip", {}, { status: "cancelled" as const }, BOOKING_TEXT.nothingToPay.rideCancelled],
  ])("says there is nothing to pay for a request %s, not how to pay", async (_case, own, ride, text) => {
    const booking = { ...confirmed, ...own, ride: { ...confirmed.ride, ...ride } };
    renderConfirmation(booking);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(await screen.findByText(PAYMENT_MESSAGES.nothingToPay)).toBeTruthy();
    expect(screen.queryByText(PAYMENT_MESSAGES.payAtPickup)).toBeNull();
    expect(screen.queryByRole("link", { name: PAYMENT_MESSAGES.confirmAtPickup })).toBeNull();
  });

  it("says plainly when the booking is not the rider's or does not exist", async () => {
    standIn().answer(404, { error: { code: "NOT_FOUND", message: BOOKING_MESSAGES.notFound } });
    renderScreen(<BookingConfirmation bookingId={pending.id} payment={() => null} />, {
      path: "/dashboard/ride-confirmation/x",
    });
    expect((await screen.findByRole("alert")).textContent).toContain("This booking was not found.");
    expect(screen.queryByRole("link", { name: "Confirm and Pay" })).toBeNull();
  });
});

describe("the booking summary", () => {
  it("says plainly that no booking was chosen when the address names none, and leads to My Rides", () => {
    renderScreen(<BookingSummary bookingId={null} receipt={() => null} />, {
      path: "/dashboard/confirmation",
    });
    expect(
      screen.getByText("No booking was chosen. Open one from My Rides to see its summary."),
    ).toBeTruthy();
    expect(screen.queryByText(/another account/)).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("link", { name: "Go to My Rides" }).getAttribute("href")).toBe(
      "/rider?tab=my-rides",
    );
    expect(standIn().requests).toHaveLength(0);
  });
});
