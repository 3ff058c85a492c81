import { TRIP_MESSAGES } from "@campusride/shared/messages";
import type { DriverRide } from "@campusride/shared/schemas/rides";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EditRide } from "../../../src/features/rides/components/edit-ride.tsx";
import { TripList } from "../../../src/features/rides/components/trip-list.tsx";
import { formatTripDate } from "../../../src/lib/date-time-format.ts";
import { httpStandInPerTest } from "../../support/http-stand-in.ts";
import { renderScreen } from "../../support/render-screen.tsx";
import { daysFromToday, driverRideOf } from "../../support/trip-fixtures.ts";
import { tripTimePattern } from "../../support/zone-label.ts";

const standIn = httpStandInPerTest();
const RIDE_ID = "3c9e1f20-5a7b-4d8c-9e0f-1a2b3c4d5e6f";

const ride: DriverRide = driverRideOf({ id: RIDE_ID });

describe("the driver's trip lists", () => {
  it.each([
    ["upcoming", TRIP_MESSAGES.noUpcoming],
    ["past", TRIP_MESSAGES.noPast],
  ] as const)("say when there are no %s trips", async (scope, empty) => {
    standIn().answer(200, { rides: [] });
    renderScreen(<TripList scope={scope} />, { path: "/driver" });
    expect(await screen.findByText(empty)).toBeTruthy();
    expect(standIn().requests[0]!.url).toBe(`/api/rides/mine?scope=${scope}`);
  });

  it("show each trip's route, date, time, seats left, price and its pending requests", async () => {
    standIn().answer(200, { rides: [ride] });
    renderScreen(<TripList scope="upcoming" />, { path: "/driver" });
    const card = await screen.findByRole("article", { name: "Gainesville to Tampa" });
    expect(within(card).getByText("Fri, Mar 15, 2030")).toBeTruthy();
    expect(within(card).getByText(tripTimePattern("4:05 PM"))).toBeTruthy();
    expect(within(card).getByText("3 of 4 seats remaining")).toBeTruthy();
    expect(within(card).getByText("$16.50")).toBeTruthy();
    expect(within(card).getByText("2 pending requests")).toBeTruthy();
    expect(within(card).getByRole("link", { name: "View requests" }).getAttribute("href")).toBe(
      `/dashboard/trip-requests/${RIDE_ID}`,
    );
    expect(within(card).getByRole("link", { name: "Edit Trip" }).getAttribute("href")).toBe(
      `/rides/${RIDE_ID}/edit`,
    );
  });

  it("offers 'Mark Completed' once a trip has left, and only after its confirmation", async () => {
    // left at midnight today: still on the upcoming list, and now completable
    const left = { ...ride, departureDate: daysFromToday(0), departureTime: "00:00:00" };
    standIn().answer(200, {
      rides: [left, { ...ride, id: "9d1e2f30-5a7b-4d8c-9e0f-1a2b3c4d5e6f", destinationCity: "Miami" }],
    });
    const { user } = renderScreen(<TripList scope="upcoming" />, { path: "/driver" });
    const notYet = await screen.findByRole("article", { name: "Gainesville to Miami" });
    expect(within(notYet).queryByRole("button", { name: "Mark Completed" })).toBeNull();
    const card = screen.getByRole("article", { name: "Gainesville to Tampa" });
    await user.click(within(card).getByRole("button", { name: "Mark Completed" }));
    const dialog = await screen.findByRole("dialog", { name: "Mark this trip as completed?" });
    expect(
      within(dialog).getByText(`Gainesville to Tampa on ${formatTripDate(left.departureDate)}`),
    ).toBeTruthy();
    expect(standIn().requests.filter((request) => request.method === "POST")).toHaveLength(0);

    // the stand-in answers the complete and the list read after it alike: the trip has left Upcoming
    standIn().answer(200, { rides: [] });
    await user.click(within(dialog).getByRole("button", { name: "Mark Completed" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByText(TRIP_MESSAGES.noUpcoming)).toBeTruthy();
    expect(standIn().requests.map((request) => `${request.method} ${request.url}`)).toContain(
      `POST /api/rides/${RIDE_ID}/complete`,
    );
  });

  it("say the catalogue's failure when the trips cannot be loaded", async () => {
    standIn().answer(500, { error: { code: "INTERNAL", message: "An unexpected error occurred." } });
    renderScreen(<TripList scope="upcoming" />, { path: "/driver" });
    expect((await screen.findByRole("alert")).textContent).toContain(TRIP_MESSAGES.loadFailed);
  });
});

describe("the edit page", () => {
  it("refuses someone else's ride", async () => {
    const { updatedAt: _updatedAt, pendingRequests: _pending, ...publicRide } = ride;
    standIn().answer(200, { ...publicRide, driverId: "someone-else" });
    renderScreen(<EditRide rideId={RIDE_ID} userId="driver-1" />, { path: `/rides/${RIDE_ID}/edit` });
    expect((await screen.findByRole("alert")).textContent).toBe(TRIP_MESSAGES.notDriver);
    expect(screen.queryByRole("form")).toBeNull();
  });

  it("never offers fewer seats than already approved", async () => {
    standIn().answer(200, { ...ride, departureDate: daysFromToday(3), seatsRemaining: 1 });
    const { user } = renderScreen(<EditRide rideId={RIDE_ID} userId="driver-1" />, {
      path: `/rides/${RIDE_ID}/edit`,
    });
    const seats = await screen.findByLabelText("Available seats");
    expect(seats.getAttribute("min")).toBe("3");
    await user.clear(seats);
    await user.type(seats, "2");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText(TRIP_MESSAGES.seatsBelowApproved)).toBeTruthy();
    expect(standIn().requests.filter((request) => request.method === "PATCH")).toHaveLength(0);
  });
});
