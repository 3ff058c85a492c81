/// <reference types="node" />
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { BOOKING_MESSAGES, SEARCH_MESSAGES } from "@campusride/shared/messages";
import { screen, waitFor, within } from "@testing-library/react";
import statesUrl from "us-atlas/states-10m.json?url";
import { beforeEach, describe, expect, it } from "vitest";
import { FindRide } from "../../../src/app/routes/rider/find-ride.tsx";
import { paths } from "../../../src/config/paths.ts";
import { formatTripDate } from "../../../src/lib/date-time-format.ts";
import { httpStandInPerTest } from "../../support/http-stand-in.ts";
import { renderScreen } from "../../support/render-screen.tsx";
import { OCALA, matchedRideOf, searchAddressOf, searchResponseOf } from "../../support/search-fixtures.ts";
import { GAINESVILLE, daysFromToday, riderBookingOf } from "../../support/trip-fixtures.ts";
import { tripTimePattern } from "../../support/zone-label.ts";

const standIn = httpStandInPerTest();
const statesFile = readFileSync(createRequire(import.meta.url).resolve("us-atlas/states-10m.json"), "utf8");

// the map draws the real state outlines, served as the built app serves them; riders pay at pickup
beforeEach(() => {
  standIn().answerPath(statesUrl, 200, statesFile);
  standIn().answerPath("/api/payments/config", 200, { method: "pay_at_pickup" });
});

function searchRequests() {
  return standIn().requests.filter((request) => request.url === "/api/search");
}

function lastSearchBody(): unknown {
  return JSON.parse(searchRequests().at(-1)!.body);
}

function field(label: string): HTMLInputElement {
  return screen.getByLabelText(label) as HTMLInputElement;
}

const onTheWay = matchedRideOf();
const offTheWay = matchedRideOf({
  id: "8b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e",
  departureCity: "Gainesville, FL",
  destinationCity: "Tampa, FL",
  originAddress: null,
  destinationAddress: null,
  destinationLat: 28.0587,
  destinationLng: -82.4139,
  departureTime: "15:30:00",
  seatsRemaining: 2,
  pricePerSeatCents: 1400,
  riderPricePerSeatCents: 1960,
  isOnTheWay: false,
  matchScore: 85,
  detourFactor: 1.4,
  detourMiles: 41.2,
  driver: { ...onTheWay.driver, firstName: "Sam", carMake: null, carModel: null, carColor: null },
});

describe("Find a Ride: the search in the address", () => {
  it("fills the form from a shared link and runs its search", async () => {
    standIn().answer(200, searchResponseOf([onTheWay], 4));
    renderScreen(<FindRide />, { path: searchAddressOf(3, 2) });

    expect(screen.getByRole("combobox", { name: "Pickup" })).toHaveProperty("value", GAINESVILLE.address);
    expect(screen.getByRole("combobox", { name: "Destination" })).toHaveProperty("value", OCALA.address);
    expect(field("Date").value).toBe(daysFromToday(3));
    expect(field("Passengers").value).toBe("2");
    expect(await screen.findByRole("article", { name: "Gainesville to Orlando" })).toBeTruthy();
    expect(lastSearchBody()).toEqual({
      originLat: GAINESVILLE.lat,
      originLng: GAINESVILLE.lng,
      destinationLat: OCALA.lat,
      destinationLng: OCALA.lng,
      originAddress: GAINESVILLE.address,
      destinationAddress: OCALA.address,
      passengers: 2,
      departureDate: daysFromToday(3),
    });
    expect(searchRequests()[0]!.method).toBe("POST");
  });

  it("starts on today in Florida with 1 passenger, and asks for both places before searching", async () => {
    const { user } = renderScreen(<FindRide />, { path: "/rider" });
    expect(field("Date").value).toBe(daysFromToday(0));
    expect(field("Date").min).toBe(daysFromToday(0));
    expect(field("Passengers").value).toBe("1");

    await user.click(screen.getByRole("button", { name: "Search rides" }));
    expect(await screen.findAllByText(SEARCH_MESSAGES.bothLocations)).toHaveLength(2);
    expect(screen.getByRole("combobox", { name: "Pickup" }).getAttribute("aria-invalid")).toBe("true");
    expect(searchRequests()).toHaveLength(0);
  });

  it("refuses 7 passengers and a past date with their messages", async () => {
    const { user } = renderScreen(<FindRide />, { path: searchAddressOf(1) });
    standIn().answer(200, searchResponseOf([]));
    await screen.findByText(SEARCH_MESSAGES.noRides);
    const searchesBefore = searchRequests().length;
    await user.clear(field("Passengers"));
    await user.type(field("Passengers"), "7");
    await user.clear(field("Date"));
    await user.type(field("Date"), daysFromToday(-1));
    await user.click(screen.getByRole("button", { name: "Search rides" }));
    expect(await screen.findByText(SEARCH_MESSAGES.passengers)).toBeTruthy();
    expect(screen.getByText(SEARCH_MESSAGES.datePast)).toBeTruthy();
    expect(searchRequests()).toHaveLength(searchesBefore);
  });

  it.each([
    ["the same place id", { ...OCALA }],
    ["no ids, a few hundred yards apart", { ...OCALA, placeId: "", lat: OCALA.lat + 0.003 }],
  ])("refuses a pickup and destination that are one place (%s)", async (_case, destination) => {
    const params = new URLSearchParams(searchAddressOf(1).split("?")[1]);
    params.set("pickup", OCALA.address);
    params.set("pickupLat", String(OCALA.lat));
    params.set("pickupLng", String(OCALA.lng));
    if (destination.placeId) params.set("pickupId", OCALA.placeId);
    else params.delete("pickupId");
    params.set("destinationLat", String(destination.lat));
    if (!destination.placeId) params.delete("destinationId");
    standIn().answer(200, searchResponseOf([]));
    const { user } = renderScreen(<FindRide />, { path: `/rider?${params}` });
    await screen.findByText(SEARCH_MESSAGES.noRides);
    const searchesBefore = searchRequests().length;
    await user.click(screen.getByRole("button", { name: "Search rides" }));
    expect(await screen.findByText(SEARCH_MESSAGES.samePlace)).toBeTruthy();
    expect(searchRequests()).toHaveLength(searchesBefore);
  });

  it("writes a new search into the address, chosen places and all", async () => {
    const { user, router } = renderScreen(<FindRide />, { path: "/rider?tab=find" });
    standIn().answer(200, { results: [GAINESVILLE] });
    await user.type(screen.getByRole("combobox", { name: "Pickup" }), "Gaines");
    await user.click(await screen.findByRole("option", { name: /Gainesville/ }));
    standIn().answer(200, { results: [OCALA] });
    await user.type(screen.getByRole("combobox", { name: "Destination" }), "Oca");
    await user.click(await screen.findByRole("option", { name: /Ocala/ }));
    await user.clear(field("Date"));
    await user.type(field("Date"), daysFromToday(4));
    await user.clear(field("Passengers"));
    await user.type(field("Passengers"), "3");

    const passengers = field("Passengers");
    standIn().answer(200, searchResponseOf([onTheWay]));
    await user.click(screen.getByRole("button", { name: "Search rides" }));
    await screen.findByRole("article", { name: "Gainesville to Orlando" });
    // the form the rider used stays (not rebuilt), and the focus goes on to the results
    expect(field("Passengers")).toBe(passengers);
    expect(document.activeElement).toBe(
      screen.getByRole("heading", { name: `Rides on ${formatTripDate(daysFromToday(4))}` }),
    );
    const params = new URLSearchParams(router.state.location.search);
    const expected = new URL(searchAddressOf(4, 3), "http://campusride.test").searchParams;
    expect(Object.fromEntries(params)).toEqual({ tab: "find", ...Object.fromEntries(expected) });
    expect(lastSearchBody()).toMatchObject({ passengers: 3, departureDate: daysFromToday(4) });
  });

  it("sends a changed search from the keyboard and takes the focus to its results, in one live region", async () => {
    standIn().answer(200, searchResponseOf([onTheWay], 4));
    const { user } = renderScreen(<FindRide />, { path: searchAddressOf(2, 1) });
    const status = await screen.findByText("Searching for rides…");
    expect(status.getAttribute("role")).toBe("status");
    // the region that said the search runs is the one that then says what it found
    await waitFor(() => expect(status.textContent).toBe("1 of 4 rides that day matches your trip"));
    expect(status.isConnected).toBe(true);

    standIn().answer(200, searchResponseOf([], 4));
    await user.clear(field("Passengers"));
    await user.type(field("Passengers"), "3{Enter}");
    const heading = screen.getByRole("heading", { name: `Rides on ${formatTripDate(daysFromToday(2))}` });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(await screen.findByText(SEARCH_MESSAGES.noRides)).toBeTruthy();
    expect(status.isConnected).toBe(true);
    expect(status.textContent).toBe("0 of 4 rides that day match your trip");
    expect(document.activeElement).toBe(heading);
  });

  it("puts an address it cannot use right in place: 1 passenger, today, a place off the globe as typed text", async () => {
    const address = new URL(searchAddressOf(-3), "http://campusride.test");
    address.searchParams.set("passengers", "9");
    address.searchParams.set("pickupLat", "91");
    const { router } = renderScreen(<FindRide />, { path: `${address.pathname}${address.search}` });

    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get("passengers")).toBe("1"),
    );
    expect(router.state.historyAction).toBe("REPLACE");
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get("date")).toBe(daysFromToday(0));
    expect(params.get("pickup")).toBe(GAINESVILLE.address);
    for (const name of ["pickupLat", "pickupLng", "pickupId"]) expect(params.has(name)).toBe(false);
    expect(params.get("destinationLat")).toBe(String(OCALA.lat));
    // the pickup is kept as typed text, to be looked up when the rider searches
    expect(screen.getByRole("combobox", { name: "Pickup" })).toHaveProperty("value", GAINESVILLE.address);
    expect(field("Passengers").value).toBe("1");
    expect(field("Date").value).toBe(daysFromToday(0));
    expect(searchRequests()).toHaveLength(0);
  });

  it("goes Back to the earlier search and Forward to the later one, form and results", async () => {
    standIn().answer(200, searchResponseOf([onTheWay]));
    const { user, router, queryClient } = renderScreen(<FindRide />, { path: searchAddressOf(2, 1) });
    await screen.findByRole("article", { name: "Gainesville to Orlando" });

    standIn().answer(200, searchResponseOf([]));
    await user.clear(field("Passengers"));
    await user.type(field("Passengers"), "4");
    await user.click(screen.getByRole("button", { name: "Search rides" }));
    expect(await screen.findByText(SEARCH_MESSAGES.noRides)).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get("passengers")).toBe("4");

    // Back: the first search again, which still finds the Orlando ride
    standIn().answer(200, searchResponseOf([onTheWay]));
    await router.navigate(-1);
    await waitFor(() => expect(field("Passengers").value).toBe("1"));
    expect(await screen.findByRole("article", { name: "Gainesville to Orlando" })).toBeTruthy();

    standIn().answer(200, searchResponseOf([]));
    await router.navigate(1);
    await waitFor(() => expect(field("Passengers").value).toBe("4"));
    expect(await screen.findByText(SEARCH_MESSAGES.noRides)).toBeTruthy();
    // each return to a search runs it again: seats may have gone meanwhile
    await waitFor(() => expect(searchRequests()).toHaveLength(4));
    expect(lastSearchBody()).toMatchObject({ passengers: 4 });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  });
});

describe("Find a Ride: the results", () => {
  it("show each ride's route, date, time, driver, car, seats, price paid at pickup and Book seat", async () => {
    standIn().answer(200, searchResponseOf([onTheWay, offTheWay], 12));
    renderScreen(<FindRide />, { path: searchAddressOf(2) });

    const card = await screen.findByRole("article", { name: "Gainesville to Orlando" });
    expect(screen.getByText("2 of 12 rides that day match your trip")).toBeTruthy();
    expect(within(card).getByText(SEARCH_MESSAGES.onTheWay)).toBeTruthy();
    expect(within(card).getByText("+12 mi detour")).toBeTruthy();
    expect(
      within(card).getByText(
        "University of Florida, Gainesville, FL to University of Central Florida, Orlando, FL",
      ),
    ).toBeTruthy();
    expect(within(card).getByText(formatTripDate(daysFromToday(2)))).toBeTruthy();
    expect(within(card).getByText(tripTimePattern("7:45 AM"))).toBeTruthy();
    expect(within(card).getByText("Dana")).toBeTruthy();
    expect(within(card).getByText("Silver Toyota Camry (2021)")).toBeTruthy();
    // 5 seats: four icons and "+1", read as "5 seats left"
    expect(within(card).getAllByTestId("seat-icon")).toHaveLength(4);
    expect(within(card).getByText("+1")).toBeTruthy();
    // the words show beside the icons, not for screen readers only
    expect(within(card).getByText("5 seats left").closest(".sr-only")).toBeNull();
    // paid to the driver at pickup: the driver's $16.50, no CampusRide fee
    expect(await within(card).findByText(SEARCH_MESSAGES.paidAtPickup)).toBeTruthy();
    expect(within(card).getByText("$16.50")).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Book seat" }).getAttribute("href")).toBe(
      `/booking/${onTheWay.id}?seats=1`,
    );
    // a visitor's search reads no bookings
    expect(standIn().requests.some((request) => request.url.startsWith("/api/bookings"))).toBe(false);

    const other = screen.getByRole("article", { name: "Gainesville to Tampa" });
    expect(within(other).queryByText(SEARCH_MESSAGES.onTheWay)).toBeNull();
    expect(within(other).getByText("+41 mi detour")).toBeTruthy();
    expect(within(other).getAllByTestId("seat-icon")).toHaveLength(2);
    expect(within(other).queryByText(/^\+\d$/)).toBeNull();
    expect(within(other).getByText("2 seats left")).toBeTruthy();
    expect(within(other).getByText("$14.00")).toBeTruthy();
  });

  it("show the price per seat with CampusRide's fee when riders pay by card", async () => {
    standIn().answerPath("/api/payments/config", 200, { method: "card" });
    standIn().answer(200, searchResponseOf([onTheWay, offTheWay], 12));
    renderScreen(<FindRide />, { path: searchAddressOf(2) });
    const card = await screen.findByRole("article", { name: "Gainesville to Orlando" });
    // the driver's $16.50 × 1.4
    expect(await within(card).findByText(SEARCH_MESSAGES.feeIncluded)).toBeTruthy();
    expect(within(card).getByText("$23.10")).toBeTruthy();
    const other = screen.getByRole("article", { name: "Gainesville to Tampa" });
    expect(within(other).getByText("$19.60")).toBeTruthy();
  });

  it("show the chosen ride's route on the map with the rider's pickup and drop-off", async () => {
    standIn().answer(200, searchResponseOf([onTheWay, offTheWay]));
    const { user } = renderScreen(<FindRide />, { path: searchAddressOf(2) });

    const map = await screen.findByRole("img", { name: /route from Gainesville to Orlando/ });
    expect(map.getAttribute("aria-label") ?? within(map).getByText(/Map of/).textContent).toMatch(
      /with Pickup: Gainesville and Drop-off: Ocala/,
    );
    expect(screen.getAllByTestId("route-map-stop")).toHaveLength(2);
    const first = screen.getByRole("article", { name: "Gainesville to Orlando" });
    expect(within(first).getByRole("button", { name: "Show on map" }).getAttribute("aria-pressed")).toBe(
      "true",
    );

    const other = screen.getByRole("article", { name: "Gainesville to Tampa" });
    await user.click(within(other).getByRole("button", { name: "Show on map" }));
    expect(await screen.findByRole("img", { name: /route from Gainesville to Tampa/ })).toBeTruthy();
    expect(within(other).getByRole("button", { name: "Show on map" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
  });

  it("say 'No rides found' when nothing matches", async () => {
    standIn().answer(200, searchResponseOf([], 7));
    renderScreen(<FindRide />, { path: searchAddressOf(2) });
    expect(await screen.findByText(SEARCH_MESSAGES.noRides)).toBeTruthy();
    expect(screen.getByText(SEARCH_MESSAGES.tryAdjusting)).toBeTruthy();
    expect(screen.queryByRole("article")).toBeNull();
  });

  it("hint at fewer passengers when rides go that day but none has the seats", async () => {
    standIn().answer(200, searchResponseOf([], 7));
    renderScreen(<FindRide />, { path: searchAddressOf(2, 6) });
    expect(await screen.findByText(SEARCH_MESSAGES.fewerPassengers(6))).toBeTruthy();
    expect(screen.getByText(SEARCH_MESSAGES.fewerPassengers(6)).textContent).toBe(
      "No ride that day has 6 free seats on your route. Try fewer passengers.",
    );
  });

  it.each([
    ["no ride goes that day", 0, 6],
    ["one passenger is searched", 7, 1],
  ])("give no passengers hint when %s", async (_case, totalRides, passengers) => {
    standIn().answer(200, searchResponseOf([], totalRides));
    renderScreen(<FindRide />, { path: searchAddressOf(2, passengers) });
    expect(await screen.findByText(SEARCH_MESSAGES.noRides)).toBeTruthy();
    expect(screen.queryByText(/Try fewer passengers/)).toBeNull();
  });

  it("carry the searched passengers and the search itself on 'Book seat'", async () => {
    standIn().answer(200, searchResponseOf([onTheWay]));
    const { user, router } = renderScreen(<FindRide />, { path: searchAddressOf(2, 3) });
    const card = await screen.findByRole("article", { name: "Gainesville to Orlando" });
    const book = within(card).getByRole("link", { name: "Book seat" });
    expect(book.getAttribute("href")).toBe(`/booking/${onTheWay.id}?seats=3`);
    // and the search to come back to once the request is sent
    await user.click(book);
    expect(router.state.location.state).toEqual({ returnTo: searchAddressOf(2, 3) });
  });

  it("show a signed-in rider their own trip, and the rides they already asked for, without 'Book seat'", async () => {
    const confirmedRide = matchedRideOf({
      id: "9c3d4e5f-6a7b-4c8d-8e9f-1a2b3c4d5e6f",
      departureCity: "Gainesville, FL",
      destinationCity: "Miami, FL",
      driverId: "driver-2",
    });
    const requestedRide = { ...offTheWay, driverId: "driver-3" };
    standIn().answerPath("/api/bookings/mine", 200, {
      bookings: [
        riderBookingOf({ rideId: requestedRide.id, status: "pending" }),
        riderBookingOf({
          id: "1e2d3c4b-5a69-4788-9766-554433221100",
          rideId: confirmedRide.id,
          status: "approved",
        }),
      ],
    });
    standIn().answer(200, searchResponseOf([onTheWay, requestedRide, confirmedRide]));
    // a 'both' user: onTheWay is their own trip as a driver
    renderScreen(<FindRide viewer={{ id: onTheWay.driverId, userType: "both" }} />, {
      path: searchAddressOf(2),
    });

    const own = await screen.findByRole("article", { name: "Gainesville to Orlando" });
    expect(within(own).getByText("Your trip")).toBeTruthy();
    expect(within(own).queryByRole("link", { name: "Book seat" })).toBeNull();

    const requested = screen.getByRole("article", { name: "Gainesville to Tampa" });
    expect(await within(requested).findByText("Requested")).toBeTruthy();
    expect(within(requested).queryByRole("link", { name: "Book seat" })).toBeNull();
    expect(within(requested).getByRole("link", { name: "My Rides" }).getAttribute("href")).toBe(
      paths.myRides,
    );

    const confirmed = screen.getByRole("article", { name: "Gainesville to Miami" });
    expect(within(confirmed).getByText(BOOKING_MESSAGES.confirmed)).toBeTruthy();
    expect(within(confirmed).getByRole("link", { name: "My Rides" })).toBeTruthy();
    expect(standIn().requests.some((request) => request.url === "/api/bookings/mine?scope=upcoming")).toBe(
      true,
    );
  });

  it("say the catalogue's failure when the search breaks, and the server's reason when it refuses", async () => {
    standIn().answer(500, { error: { code: "INTERNAL", message: "An unexpected error occurred." } });
    const { user } = renderScreen(<FindRide />, { path: searchAddressOf(2) });
    expect((await screen.findByRole("alert")).textContent).toContain(SEARCH_MESSAGES.failed);

    standIn().answer(400, { error: { code: "VALIDATION", message: SEARCH_MESSAGES.passengers } });
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain(SEARCH_MESSAGES.passengers));
  });
});
