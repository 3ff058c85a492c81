import { BOOKING_MESSAGES, WOMEN_ONLY_MESSAGES } from "@campusride/shared/messages";
import type { TripRequests as TripRequestsResponse } from "@campusride/shared/schemas/bookings";
import type { PublicRide } from "@campusride/shared/schemas/rides";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import FaqPage from "../../../src/app/routes/faq.tsx";
import { RequestRide } from "../../../src/features/bookings/components/request-ride.tsx";
import { WomenOnlyPreference } from "../../../src/features/profiles/components/women-only-preference.tsx";
import { TripRequests } from "../../../src/features/rides/components/requests/trip-requests.tsx";
import { httpStandInPerTest } from "../../support/http-stand-in.ts";
import { profileOf } from "../../support/profiles.ts";
import { renderScreen } from "../../support/render-screen.tsx";
import { daysFromToday, driverRideOf } from "../../support/trip-fixtures.ts";

const standIn = httpStandInPerTest();
const RIDE_ID = "5e2d7c31-9a4b-4c6d-8e1f-2a3b4c5d6e7f";
const BOOKING_ID = "6a0f3c2e-1b7d-4c55-9a3e-2f1d0c9b8a71";
const womenOnlyInstant = {
  preferences: { ...driverRideOf().preferences, womenOnly: true },
  instantBooking: true,
};

function requestsOf(method: string, url: string) {
  return standIn().requests.filter((request) => request.method === method && request.url === url);
}

describe("the women-only trips card on /profile", () => {
  it("once chosen, shows the choice without a control to change it, and sends a change request", async () => {
    standIn().answerPath("/api/me/women-only-trips/change-request", 201, {
      id: "7b1f4d3f-2c8e-4d66-8b4f-3a2e1d0c9b82",
      message: WOMEN_ONLY_MESSAGES.changeRequested,
    });
    const { user } = renderScreen(
      <WomenOnlyPreference profile={profileOf({ womenOnlyTrips: true, womenOnlyTripsLocked: true })} />,
      { path: "/profile" },
    );
    const card = screen.getByRole("region", { name: "Women-only trips" });
    expect(within(card).getByText("You asked for women-only trips.")).toBeTruthy();
    expect(within(card).queryByRole("checkbox")).toBeNull();
    expect(within(card).getByText(/does not verify gender/)).toBeTruthy();

    await user.click(within(card).getByRole("button", { name: "Request a change" }));
    const dialog = await screen.findByRole("dialog", { name: "Request a change" });
    await user.type(
      within(dialog).getByRole("textbox", { name: /Why should it change/ }),
      "Ticked by mistake",
    );
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));
    expect(await within(dialog).findByText(WOMEN_ONLY_MESSAGES.changeRequested)).toBeTruthy();
    const [sent] = requestsOf("POST", "/api/me/women-only-trips/change-request");
    expect(JSON.parse(sent!.body)).toEqual({ details: "Ticked by mistake" });
    expect(requestsOf("PUT", "/api/me/women-only-trips")).toEqual([]);
  });

  it("while not chosen, saves the one choice and then shows it locked", async () => {
    standIn().answerPath("/api/me/women-only-trips", 200, { womenOnlyTrips: true });
    const { user } = renderScreen(<WomenOnlyPreference profile={profileOf({ womenOnlyTrips: false })} />, {
      path: "/profile",
    });
    expect(screen.getByText(/You make this choice once/)).toBeTruthy();
    const checkbox = screen.getByRole("checkbox", { name: "Show me women-only trips and let me book them" });
    expect(checkbox.getAttribute("aria-describedby")).toBeTruthy();
    await user.click(checkbox);
    await user.click(screen.getByRole("button", { name: "Save choice" }));
    expect(await screen.findByText("You asked for women-only trips.")).toBeTruthy();
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(screen.getByRole("button", { name: "Request a change" })).toBeTruthy();
    const [put] = requestsOf("PUT", "/api/me/women-only-trips");
    expect(JSON.parse(put!.body)).toEqual({ womenOnlyTrips: true });
  });
});

describe("a women-only trip's page for a rider", () => {
  it("says the driver approves each request and what is and is not verified, never 'instant booking'", () => {
    const {
      updatedAt: _updated,
      pendingRequests: _pending,
      ...driverRide
    } = driverRideOf({
      id: RIDE_ID,
      departureDate: daysFromToday(3),
      ...womenOnlyInstant,
    });
    const ride: PublicRide = driverRide;
    renderScreen(<RequestRide ride={ride} isLoading={false} error={null} viewerId="rider-1" />, {
      path: `/dashboard/request-ride/${RIDE_ID}`,
    });
    expect(screen.getByText(WOMEN_ONLY_MESSAGES.driverApproves)).toBeTruthy();
    expect(screen.getByText(WOMEN_ONLY_MESSAGES.verification)).toBeTruthy();
    expect(screen.queryByText(BOOKING_MESSAGES.instantBooking)).toBeNull();
    const badges = screen.getByRole("list", { name: "Trip preferences" });
    expect(within(badges).queryByText("Instant booking")).toBeNull();
    expect(within(badges).getByText("Women only")).toBeTruthy();
  });
});

describe("a women-only trip's requests page for its driver", () => {
  it("explains the check and rejects and reports a rider in one click", async () => {
    const answer: TripRequestsResponse = {
      ride: driverRideOf({ id: RIDE_ID, departureDate: daysFromToday(4), ...womenOnlyInstant }),
      pending: [
        {
          id: BOOKING_ID,
          rideId: RIDE_ID,
          riderId: "rider-ana",
          seatsRequested: 1,
          bagsCount: 1,
          totalPriceCents: 1500,
          priceCents: 2100,
          status: "pending",
          notes: null,
          pickupProposal: null,
          createdAt: "2026-06-01T18:15:00.000Z",
          updatedAt: "2026-06-01T18:15:00.000Z",
          rider: { id: "rider-ana", firstName: "Ana", lastName: "Rider" },
        },
      ],
      approved: [],
      rejected: [],
      expired: [],
    };
    standIn().answerPath(`/api/rides/${RIDE_ID}/requests`, 200, answer);
    standIn().answerPath(`/api/bookings/${BOOKING_ID}/report-not-eligible`, 200, {
      booking: { ...answer.pending[0], status: "rejected" },
      message: WOMEN_ONLY_MESSAGES.reportedIneligible,
    });
    const { user } = renderScreen(<TripRequests rideId={RIDE_ID} />, {
      path: `/dashboard/trip-requests/${RIDE_ID}`,
    });
    expect(await screen.findByText(WOMEN_ONLY_MESSAGES.driverChecks)).toBeTruthy();
    expect(screen.getByText(WOMEN_ONLY_MESSAGES.verification)).toBeTruthy();
    const ana = screen.getByRole("article", { name: "Ana Rider" });
    await user.click(within(ana).getByRole("button", { name: "Report: not eligible for a women-only trip" }));
    expect(await screen.findByText(WOMEN_ONLY_MESSAGES.reportedIneligible)).toBeTruthy();
    await waitFor(() =>
      expect(requestsOf("POST", `/api/bookings/${BOOKING_ID}/report-not-eligible`)).toHaveLength(1),
    );
  });
});

describe("the FAQ", () => {
  it("says what CampusRide verifies, and that it does not verify gender", async () => {
    const { user } = renderScreen(<FaqPage />, { path: "/faq" });
    await user.click(screen.getByRole("button", { name: "What does CampusRide verify?" }));
    expect(screen.getByText(/we do not verify gender/)).toBeTruthy();
    expect(
      screen.getByText(/Every student signs up with a \.edu email address, which we verify/),
    ).toBeTruthy();
  });
});
