import { MASKED_CONTACT } from "@campusride/shared/domain/contact-masking";
import { LIMITS } from "@campusride/shared/limits";
import {
  BOOKING_MESSAGES,
  characterCountMessage,
  PAYMENT_MESSAGES,
  SEARCH_MESSAGES,
} from "@campusride/shared/messages";
import type { PublicRide } from "@campusride/shared/schemas/rides";
import { screen, waitFor, within } from "@testing-library/react";
import type { ComponentProps } from "react";
import { describe, expect, it } from "vitest";
import { paths, rideConfirmationPath, requestRidePath } from "../../../src/config/paths.ts";
import { BOOKING_TEXT } from "../../../src/features/bookings/booking-text.ts";
import { RequestRide } from "../../../src/features/bookings/components/request-ride.tsx";
import { PaymentMethodNote } from "../../../src/features/payments/components/payment-method-note.tsx";
import { ApiError } from "../../../src/lib/api-client.ts";
import { searchQueryKey } from "../../../src/lib/query-keys.ts";
import { formatDepartureDay } from "../../../src/lib/date-time-format.ts";
import { httpStandInPerTest, type RecordedRequest } from "../../support/http-stand-in.ts";
import { renderScreen } from "../../support/render-screen.tsx";
import { searchAddressOf, searchResponseOf } from "../../support/search-fixtures.ts";
import { daysFromToday, driverRideOf, riderBookingOf } from "../../support/trip-fixtures.ts";
import { tripTimePattern } from "../../support/zone-label.ts";

const standIn = httpStandInPerTest();
const RIDE_ID = "3c9e1f20-5a7b-4d8c-9e0f-1a2b3c4d5e6f";
const BOOKING_ID = "7b2d4f60-1a3c-4e5f-8a9b-0c1d2e3f4a5b";

/** Gainesville to Tampa in 3 days, 3 of 4 seats left, $16.50 a seat for the driver ($23.10 for a rider). */
function rideOf(overrides: Partial<PublicRide> = {}): PublicRide {
  const { updatedAt: _updatedAt, pendingRequests: _pending, ...ride } = driverRideOf();
  return { ...ride, departureDate: daysFromToday(3), ...overrides };
}

function renderRequest(props: Partial<ComponentProps<typeof RequestRide>> = {}) {
  const { ride = rideOf(), isLoading = false, error = null, viewerId = "rider-1", ...rest } = props;
  return renderScreen(
    <RequestRide ride={ride} isLoading={isLoading} error={error} viewerId={viewerId} {...rest} />,
    { path: requestRidePath(RIDE_ID) },
  );
}

function stepper(name: string) {
  const group = screen.getByRole("group", { name });
  return {
    value: () => within(group).getByRole("status").textContent,
    fewer: within(group).getByRole("button", { name: `Fewer: ${name}` }),
    more: within(group).getByRole("button", { name: `More: ${name}` }),
  };
}

function idempotencyKeyOf(request: RecordedRequest) {
  return request.headers["idempotency-key"];
}

const sendButton = () =>
  screen.getByRole("button", { name: BOOKING_MESSAGES.sendRequest }) as HTMLButtonElement;

describe("Request a Ride", () => {
  it("shows the route, day, time, seats available, the price per seat paid at pickup, and the car", () => {
    renderRequest({ paymentMethod: "pay_at_pickup" });
    expect(screen.getByRole("heading", { name: "Gainesville to Tampa" })).toBeTruthy();
    expect(screen.getByText(formatDepartureDay(daysFromToday(3)))).toBeTruthy();
    expect(screen.getByText(tripTimePattern("4:05 PM"))).toBeTruthy();
    expect(screen.getByText("3 seats")).toBeTruthy();
    // paid to the driver at pickup: the driver's $16.50, CampusRide's fee waived
    const price = screen.getByText("Price per seat").nextElementSibling!;
    expect(price.textContent).toBe(`$16.50${SEARCH_MESSAGES.paidAtPickup}`);
    const vehicle = screen.getByRole("region", { name: "Vehicle" });
    expect(vehicle.textContent).toContain("Toyota Camry");
    expect(vehicle.textContent).toContain("Color: Silver");
    expect(vehicle.textContent).toContain("Year: 2021");
  });

  /** "Sunday, March 17, 2030": a day after tomorrow as the rider reads it. */
  const longDate = (date: string) =>
    new Date(`${date}T12:00:00Z`).toLocaleDateString("en-US", {
      weekday: "long",
      month: "long",
      day: "numeric",
      year: "numeric",
      timeZone: "UTC",
    });

  it.each([
    [0, "Today"],
    [1, "Tomorrow"],
    [2, longDate(daysFromToday(2))],
  ])("reads a ride %i days away as %s", (days, label) => {
    renderRequest({ ride: rideOf({ departureDate: daysFromToday(days), departureTime: "23:59:59" }) });
    expect(screen.getByText(label)).toBeTruthy();
  });

  it("writes a later day out in full", () => {
    renderRequest({ ride: rideOf({ departureDate: "2030-03-15" }) });
    expect(screen.getByText("Friday, March 15, 2030")).toBeTruthy();
  });

  it("shows no vehicle card when the driver has no car details", () => {
    const ride = rideOf();
    renderRequest({ ride: { ...ride, driver: { ...ride.driver, carMake: null, carModel: null } } });
    expect(screen.queryByRole("region", { name: "Vehicle" })).toBeNull();
  });

  it("keeps the seats between 1 and the seats available, and the bags between 0 and 3", async () => {
    const { user } = renderRequest({ paymentMethod: "pay_at_pickup" });
    const seats = stepper("Seats");
    expect(seats.value()).toBe("1 seat");
    expect(seats.fewer.getAttribute("aria-disabled")).toBe("true");
    await user.click(seats.fewer);
    expect(seats.value()).toBe("1 seat");
    for (let click = 0; click < 5; click++) await user.click(seats.more);
    expect(seats.value()).toBe("3 seats");
    expect(seats.more.getAttribute("aria-disabled")).toBe("true");
    expect(seats.fewer.getAttribute("aria-disabled")).toBe("false");
    // the total follows the seats
    expect(screen.getByText("Total").parentElement!.textContent).toContain("$49.50");

    const bags = stepper("Bags");
    expect(bags.value()).toBe("0 bags");
    await user.click(bags.fewer);
    expect(bags.value()).toBe("0 bags");
    for (let click = 0; click < 5; click++) await user.click(bags.more);
    expect(bags.value()).toBe("3 bags");
    expect(bags.more.getAttribute("aria-disabled")).toBe("true");
  });

  it("steps with the keyboard: the focus stays on a button that reached its bound", async () => {
    const { user } = renderRequest({ ride: rideOf({ seatsRemaining: 2 }) });
    const seats = stepper("Seats");
    seats.more.focus();
    await user.keyboard("{Enter}{Enter}{Enter}");
    expect(seats.value()).toBe("2 seats");
    expect(document.activeElement).toBe(seats.more);
  });

  it("disables 'Send Request' when no seat is left", () => {
    renderRequest({ ride: rideOf({ seatsRemaining: 0 }) });
    expect(sendButton().disabled).toBe(true);
    expect(screen.getByText("This ride has no seats left.")).toBeTruthy();
  });

  it("sends the request with an Idempotency-Key and goes to the rider dashboard with the catalogue's message", async () => {
    const { user, router, queryClient } = renderRequest();
    // a search the rider ran before: its seats change with the request
    const searchKey = [...searchQueryKey, { departureDate: daysFromToday(3) }];
    queryClient.setQueryData(searchKey, searchResponseOf([]));
    const seats = stepper("Seats");
    await user.click(seats.more);
    await user.click(stepper("Bags").more);
    await user.type(screen.getByLabelText(BOOKING_MESSAGES.notesLabel), "By the library");
    standIn().answer(201, { id: "7b2d4f60-1a3c-4e5f-8a9b-0c1d2e3f4a5b", status: "pending" });
    await user.click(sendButton());
    await waitFor(() => expect(router.state.location.pathname).toBe("/rider"));
    // the message links to the request it sent
    expect(router.state.location.state).toEqual({
      message: BOOKING_MESSAGES.submitted,
      link: { to: rideConfirmationPath(BOOKING_ID), label: BOOKING_MESSAGES.viewRequest },
    });
    const [sent] = standIn().requests;
    expect(`${sent!.method} ${sent!.url}`).toBe("POST /api/bookings");
    expect(JSON.parse(sent!.body)).toEqual({
      rideId: RIDE_ID,
      seatsRequested: 2,
      bagsCount: 1,
      notes: "By the library",
    });
    expect(sent!.headers["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(queryClient.getQueryState(searchKey)?.isInvalidated).toBe(true);
  });

  it.each([
    [409, { code: "CONFLICT", message: BOOKING_MESSAGES.alreadyRequested }],
    [403, { code: "FORBIDDEN", message: BOOKING_MESSAGES.onlyRiders }],
    [
      409,
      {
        code: "CONFLICT",
        message: BOOKING_MESSAGES.notEnoughSeats,
        fields: { seatsRequested: BOOKING_MESSAGES.notEnoughSeats },
      },
    ],
  ])("says plainly why a request was refused (%i %j), and stays", async (status, error) => {
    const { user, router } = renderRequest();
    standIn().answer(status, { error });
    await user.click(sendButton());
    expect((await screen.findByRole("alert")).textContent).toContain(error.message);
    expect(router.state.location.pathname).toBe(requestRidePath(RIDE_ID));
    // a refusal is an answer, nothing was made: sending again is a new request, with a new key
    await user.click(sendButton());
    await waitFor(() => expect(standIn().requests).toHaveLength(2));
    const [first, second] = standIn().requests.map(idempotencyKeyOf);
    expect(second).not.toBe(first);
  });

  it.each([
    ["the answer is lost", () => standIn().hangUp(), BOOKING_MESSAGES.submitFailed],
    [
      "the server fails",
      () => standIn().answer(500, { error: { code: "INTERNAL", message: "An unexpected error occurred." } }),
      BOOKING_MESSAGES.submitFailed,
    ],
  ])(
    "sends the same request again with the same key when %s, and a changed one with a new key",
    async (_case, fail, message) => {
      const { user, router } = renderRequest();
      await user.click(stepper("Seats").more);
      fail();
      await user.click(sendButton());
      expect((await screen.findByRole("alert")).textContent).toContain(message);
      fail();
      await user.click(sendButton());
      await waitFor(() => expect(standIn().requests).toHaveLength(2));
      // the first send may have made the booking: the retry asks for that one, not a second
      const [first, retry] = standIn().requests;
      expect(idempotencyKeyOf(retry!)).toBe(idempotencyKeyOf(first!));
      expect(retry!.body).toBe(first!.body);

      // another body under the same key would be refused (422): a changed request is a new one
      await user.click(stepper("Bags").more);
      standIn().answer(201, { id: "7b2d4f60-1a3c-4e5f-8a9b-0c1d2e3f4a5b", status: "pending" });
      await user.click(sendButton());
      await waitFor(() => expect(router.state.location.pathname).toBe("/rider"));
      const changed = standIn().requests[2]!;
      expect(JSON.parse(changed.body)).toMatchObject({ seatsRequested: 2, bagsCount: 1 });
      expect(idempotencyKeyOf(changed)).not.toBe(idempotencyKeyOf(first!));
    },
  );

  it("takes the focus to an 'already requested' refusal, below the top bar, with a link to My Rides", async () => {
    const { user } = renderRequest();
    standIn().answer(409, { error: { code: "CONFLICT", message: BOOKING_MESSAGES.alreadyRequested } });
    await user.click(sendButton());
    const alert = await screen.findByRole("alert");
    await waitFor(() => expect(document.activeElement?.contains(alert)).toBe(true));
    // scrolled to with a margin the height of the fixed top bar (h-16)
    expect((document.activeElement as HTMLElement).className).toContain("scroll-mt-16");
    const link = within(alert).getByRole("link", { name: BOOKING_TEXT.seeMyRides });
    expect(link.getAttribute("href")).toBe(paths.myRides);
    // a second refusal in the same words takes the focus back again
    sendButton().focus();
    await user.click(sendButton());
    await waitFor(() => expect(standIn().requests).toHaveLength(2));
    await waitFor(() => expect(document.activeElement?.contains(screen.getByRole("alert"))).toBe(true));
  });

  it("offers no My Rides link for another refusal", async () => {
    const { user } = renderRequest();
    standIn().answer(403, { error: { code: "FORBIDDEN", message: BOOKING_MESSAGES.onlyRiders } });
    await user.click(sendButton());
    const alert = await screen.findByRole("alert");
    expect(within(alert).queryByRole("link")).toBeNull();
  });

  it.each([
    [2, "2 seats"],
    [6, "3 seats"],
    [0, "1 seat"],
  ])("starts the seats at the searched %i passengers, within 1 to the seats left", (initialSeats, shown) => {
    renderRequest({ initialSeats });
    expect(stepper("Seats").value()).toBe(shown);
  });

  it("card payments: tells the rider how they pay, and goes on to the request's Confirm and Pay once it is sent", async () => {
    standIn().answerPath("/api/payments/config", 200, { method: "card" });
    const { user, router } = renderRequest({ paymentMethod: "card", paymentNote: <PaymentMethodNote /> });
    expect(await screen.findByText(PAYMENT_MESSAGES.payByCard)).toBeTruthy();
    standIn().answer(201, { id: "7b2d4f60-1a3c-4e5f-8a9b-0c1d2e3f4a5b", status: "pending" });
    await user.click(sendButton());
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        "/dashboard/ride-confirmation/7b2d4f60-1a3c-4e5f-8a9b-0c1d2e3f4a5b",
      ),
    );
    expect(router.state.location.state).toEqual({ message: BOOKING_MESSAGES.submittedPayNext });
  });

  it("pay at pickup: says the driver is paid at pickup", async () => {
    standIn().answerPath("/api/payments/config", 200, { method: "pay_at_pickup" });
    renderRequest({ paymentNote: <PaymentMethodNote /> });
    expect(await screen.findByText(PAYMENT_MESSAGES.payAtPickup)).toBeTruthy();
    expect(standIn().requests.map((request) => request.url)).toEqual(["/api/payments/config"]);
  });

  it("goes back to the search it came from with the catalogue's message", async () => {
    const search = searchAddressOf(3, 2);
    const { user, router } = renderRequest({ returnTo: search });
    standIn().answer(201, { id: "7b2d4f60-1a3c-4e5f-8a9b-0c1d2e3f4a5b", status: "pending" });
    await user.click(sendButton());
    await waitFor(() => expect(router.state.location.pathname).toBe("/rider"));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(search);
    expect(router.state.location.state).toEqual({
      message: BOOKING_MESSAGES.submitted,
      link: { to: rideConfirmationPath(BOOKING_ID), label: BOOKING_MESSAGES.viewRequest },
    });
  });

  it("shows a spinner while the ride loads", () => {
    renderRequest({ ride: undefined, isLoading: true });
    expect(screen.getByRole("status").textContent).toBe("Loading ride details…");
  });

  it.each([
    ["unknown", { error: new ApiError(404, "NOT_FOUND", BOOKING_MESSAGES.rideUnavailable) }],
    ["cancelled", { ride: rideOf({ status: "cancelled" }) }],
    ["departed", { ride: rideOf({ departureDate: daysFromToday(-1) }) }],
  ])("says an %s ride is not available, with 'Back to Dashboard'", (_case, props) => {
    renderRequest(props);
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain(BOOKING_MESSAGES.rideUnavailable);
    expect(
      within(alert).getByRole("link", { name: BOOKING_MESSAGES.backToDashboard }).getAttribute("href"),
    ).toBe("/rider");
    expect(screen.queryByRole("button", { name: BOOKING_MESSAGES.sendRequest })).toBeNull();
  });

  it("says when the ride could not be read", () => {
    renderRequest({ ride: undefined, error: new ApiError(0, "NETWORK", "Network error.") });
    expect(screen.getByRole("alert").textContent).toContain(BOOKING_MESSAGES.rideLoadFailed);
  });

  it("offers no form on the viewer's own ride", () => {
    renderRequest({ viewerId: "driver-1" });
    expect(screen.getByRole("alert").textContent).toContain(BOOKING_MESSAGES.ownRide);
    expect(screen.queryByRole("button", { name: BOOKING_MESSAGES.sendRequest })).toBeNull();
  });

  it("shows the driver's notes, and why contact details in them are hidden", () => {
    renderRequest({ ride: rideOf({ notes: `Pick-up at the Reitz Union loop. Text ${MASKED_CONTACT}` }) });
    const ride = screen.getByRole("region", { name: "Gainesville to Tampa" });
    expect(within(ride).getByText(BOOKING_MESSAGES.tripNotesTitle)).toBeTruthy();
    expect(within(ride).getByText(/Pick-up at the Reitz Union loop/)).toBeTruthy();
    expect(within(ride).getByText(BOOKING_MESSAGES.tripNotesMaskedHint)).toBeTruthy();
  });

  it("says nothing of notes on a trip without them", () => {
    renderRequest({ ride: rideOf({ notes: null }) });
    expect(screen.queryByText(BOOKING_MESSAGES.tripNotesTitle)).toBeNull();
  });

  it("counts the note's characters out of the schema's limit, and says contact details are hidden", async () => {
    const { user } = renderRequest();
    const notes = screen.getByLabelText(BOOKING_MESSAGES.notesLabel);
    const description = () =>
      (notes.getAttribute("aria-describedby") ?? "")
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent)
        .join(" ");
    expect(description()).toContain(BOOKING_MESSAGES.riderNotesHint);
    expect(description()).toContain(characterCountMessage(0, LIMITS.text));
    expect(notes.getAttribute("maxlength")).toBe(String(LIMITS.text));
    await user.type(notes, "By the library");
    expect(description()).toContain("14 of 1,000 characters");
  });

  it("shows the request the rider already holds in place of a second form: status, seats, its page, Cancel", async () => {
    const booking = riderBookingOf({ id: BOOKING_ID, rideId: RIDE_ID, seatsRequested: 2, bagsCount: 1 });
    const { user } = renderRequest({
      heldRequest: booking,
      heldRequestActions: () => <button type="button">Message</button>,
    });
    expect(screen.queryByRole("form", { name: "Request seats" })).toBeNull();
    expect(screen.queryByRole("button", { name: BOOKING_MESSAGES.sendRequest })).toBeNull();
    const held = screen.getByRole("region", { name: BOOKING_MESSAGES.heldRequestTitle });
    expect(within(held).getByText("Pending")).toBeTruthy();
    expect(within(held).getByText("2 seats")).toBeTruthy();
    expect(within(held).getByText("1 bag")).toBeTruthy();
    expect(within(held).getByRole("link", { name: BOOKING_MESSAGES.viewRequest }).getAttribute("href")).toBe(
      rideConfirmationPath(BOOKING_ID),
    );
    expect(within(held).getByRole("button", { name: "Message" })).toBeTruthy();
    // Cancel withdraws it, and says so on the page it leaves
    await user.click(within(held).getByRole("button", { name: BOOKING_TEXT.cancelRequest }));
    standIn().answer(200, { ...booking, status: "cancelled" });
    await user.click(screen.getByRole("button", { name: BOOKING_TEXT.cancelPending.confirm }));
    expect((await screen.findByText(BOOKING_MESSAGES.cancelled)).textContent).toBe(
      BOOKING_MESSAGES.cancelled,
    );
    expect(`${standIn().requests[0]!.method} ${standIn().requests[0]!.url}`).toBe(
      `POST /api/bookings/${BOOKING_ID}/cancel`,
    );
  });

  it("waits for the rider's requests before offering a form", () => {
    renderRequest({ isCheckingRequests: true });
    expect(screen.getByRole("status").textContent).toBe("Loading ride details…");
    expect(screen.queryByRole("button", { name: BOOKING_MESSAGES.sendRequest })).toBeNull();
  });
});

describe("Request a Ride: the price before sending", () => {
  /** The price's lines as the rider reads them, label and amount. */
  function priceLines() {
    const section = screen.getByRole("region", { name: PAYMENT_MESSAGES.priceTitle });
    return {
      section,
      lines: within(section)
        .getAllByRole("definition")
        .map((amount) => [amount.previousElementSibling!.textContent, amount.textContent]),
    };
  }

  it("pay at pickup: itemises the driver's price × seats, the fee waived, and what the rider hands the driver", async () => {
    const { user } = renderRequest({ paymentMethod: "pay_at_pickup" });
    await user.click(stepper("Seats").more);
    const { section, lines } = priceLines();
    expect(lines).toEqual([
      ["Driver's price: $16.50 × 2 seats", "$33.00"],
      [PAYMENT_MESSAGES.feeWaivedLine, "$0.00"],
      ["Total", "$33.00"],
    ]);
    expect(within(section).getByText(PAYMENT_MESSAGES.totalAtPickup("$33.00"))).toBeTruthy();
    // nothing is sent before the rider commits
    expect(standIn().requests).toEqual([]);
  });

  it("card: adds CampusRide's fee to the driver's price, charged only if the driver approves", async () => {
    const { user } = renderRequest({ paymentMethod: "card" });
    await user.click(stepper("Seats").more);
    const { section, lines } = priceLines();
    expect(lines).toEqual([
      ["Driver's price: $16.50 × 2 seats", "$33.00"],
      ["CampusRide fee", "$13.20"],
      ["Total", "$46.20"],
    ]);
    expect(within(section).getByText(PAYMENT_MESSAGES.totalByCard("$46.20"))).toBeTruthy();
    expect(screen.getByText("Price per seat").nextElementSibling!.textContent).toBe(
      `$23.10${SEARCH_MESSAGES.feeIncluded}`,
    );
  });

  it("while the way of paying loads: the driver's price only, no fee or total claimed", () => {
    renderRequest();
    const section = screen.getByRole("region", { name: PAYMENT_MESSAGES.priceTitle });
    expect(section.textContent).toContain("Driver's price: $16.50 × 1 seat");
    expect(within(section).queryByText("Total")).toBeNull();
    expect(screen.getByText("Price per seat").nextElementSibling!.textContent).toBe(
      `$16.50${SEARCH_MESSAGES.perSeat}`,
    );
  });
});
