import { BOOKING_MESSAGES, PAYMENT_MESSAGES, SEARCH_MESSAGES } from "@campusride/shared/messages";
import type { PublicRide } from "@campusride/shared/schemas/rides";
import { screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { paths, requestRidePath } from "../src/config/paths.ts";
import { BOOKING_TEXT } from "../src/features/bookings/booking-text.ts";
import { RequestRide } from "../src/features/bookings/components/request-ride.tsx";
import { PaymentMethodNote } from "../src/features/payments/components/payment-method-note.tsx";
import { ApiError } from "../src/lib/api-client.ts";
import { searchQueryKey } from "../src/lib/query-keys.ts";
import { formatDepartureDay } from "../src/lib/date-time-format.ts";
import { httpStandInPerTest, type RecordedRequest } from "./support/http-stand-in.ts";
import { renderScreen } from "./support/render-screen.tsx";
import { searchAddressOf, searchResponseOf } from "./support/search-fixtures.ts";
import { daysFromToday, driverRideOf } from "./support/trip-fixtures.ts";
import { tripTimePattern } from "./support/zone-label.ts";

const standIn = httpStandInPerTest();
const RIDE_ID = "3c9e1f20-5a7b-4d8c-9e0f-1a2b3c4d5e6f";

/** Gainesville to Tampa in 3 days, 3 of 4 seats left, $16.50 a seat for the driver ($23.10 for a rider). */
function rideOf(overrides: Partial<PublicRide> = {}): PublicRide {
  const { notes: _notes, updatedAt: _updatedAt, pendingRequests: _pending, ...ride } = driverRideOf();
  return { ...ride, departureDate: daysFromToday(3), ...overrides };
}

function renderRequest(
  props: {
    ride?: PublicRide;
    isLoading?: boolean;
    error?: Error | null;
    viewerId?: string;
    initialSeats?: number;
    returnTo?: string;
    isPaidOnline?: boolean;
    paymentNote?: ReactNode;
  } = {},
) {
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
  it("shows the route, day, time, seats available, the price per seat with the fee, and the car", () => {
    renderRequest();
    expect(screen.getByRole("heading", { name: "Gainesville to Tampa" })).toBeTruthy();
    expect(screen.getByText(formatDepartureDay(daysFromToday(3)))).toBeTruthy();
    expect(screen.getByText(tripTimePattern("4:05 PM"))).toBeTruthy();
    expect(screen.getByText("3 seats")).toBeTruthy();
    // the rider's price: the driver's $16.50 × 1.4, labelled as including the fee
    const price = screen.getByText("Price per seat").nextElementSibling!;
    expect(price.textContent).toBe(`$23.10${SEARCH_MESSAGES.feeIncluded}`);
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
    const { user } = renderRequest();
    const seats = stepper("Seats");
    expect(seats.value()).toBe("1 seat");
    expect(seats.fewer.getAttribute("aria-disabled")).toBe("true");
    await user.click(seats.fewer);
    expect(seats.value()).toBe("1 seat");
    for (let click = 0; click < 5; click++) await user.click(seats.more);
    expect(seats.value()).toBe("3 seats");
    expect(seats.more.getAttribute("aria-disabled")).toBe("true");
    expect(seats.fewer.getAttribute("aria-disabled")).toBe("false");
    // the total follows the seats, the fee included
    expect(screen.getByText("Total").parentElement!.textContent).toContain("$69.30");

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

  it("sends the request with an Idempotency-Key and goes to the rider dashboard with the spec's message", async () => {
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
    expect(router.state.location.state).toEqual({ message: BOOKING_MESSAGES.submitted });
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
    const { user, router } = renderRequest({ isPaidOnline: true, paymentNote: <PaymentMethodNote /> });
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

  it("goes back to the search it came from with the spec's message", async () => {
    const search = searchAddressOf(3, 2);
    const { user, router } = renderRequest({ returnTo: search });
    standIn().answer(201, { id: "7b2d4f60-1a3c-4e5f-8a9b-0c1d2e3f4a5b", status: "pending" });
    await user.click(sendButton());
    await waitFor(() => expect(router.state.location.pathname).toBe("/rider"));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(search);
    expect(router.state.location.state).toEqual({ message: BOOKING_MESSAGES.submitted });
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
});
