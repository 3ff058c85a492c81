/// <reference types="node" />
import { RIDE_ALERT_MESSAGES } from "@campusride/shared/messages";
import { RIDE_ALERTS_PATH } from "@campusride/shared/paths";
import type { RideAlert } from "@campusride/shared/schemas/ride-alerts";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FindRide } from "../../../src/app/routes/rider/find-ride.tsx";
import { RideAlertsSection } from "../../../src/features/search/components/ride-alerts-section.tsx";
import { formatTripDate } from "../../../src/lib/date-time-format.ts";
import { httpStandInPerTest } from "../../support/http-stand-in.ts";
import { renderScreen } from "../../support/render-screen.tsx";
import { OCALA, matchedRideOf, searchAddressOf, searchResponseOf } from "../../support/search-fixtures.ts";
import { GAINESVILLE, daysFromToday } from "../../support/trip-fixtures.ts";

const standIn = httpStandInPerTest();

function alertRequests() {
  return standIn().requests.filter((request) => request.url.startsWith("/api/ride-alerts"));
}

const offer = () => screen.findByRole("button", { name: RIDE_ALERT_MESSAGES.offer });

describe("Find a Ride: 'Get notified when a ride matches'", () => {
  it("saves the search, filters and all, and says so with a link to the alerts", async () => {
    standIn().answer(200, searchResponseOf([]));
    standIn().answerPath("/api/ride-alerts", 201, { id: "x" });
    const { user } = renderScreen(<FindRide />, { path: searchAddressOf(3, 2) });
    await user.click(await offer());
    const saved = await screen.findByText(RIDE_ALERT_MESSAGES.saved);
    expect(
      within(saved.closest("[data-outcome]") as HTMLElement)
        .getByRole("link")
        .getAttribute("href"),
    ).toBe(RIDE_ALERTS_PATH);
    const [request] = alertRequests();
    expect(request!.method).toBe("POST");
    expect(JSON.parse(request!.body)).toEqual({
      originLat: GAINESVILLE.lat,
      originLng: GAINESVILLE.lng,
      destinationLat: OCALA.lat,
      destinationLng: OCALA.lng,
      originAddress: GAINESVILLE.address,
      destinationAddress: OCALA.address,
      departureDate: daysFromToday(3),
      passengers: 2,
    });
  });

  it("shows the server's refusal of a search already saved", async () => {
    standIn().answer(200, searchResponseOf([matchedRideOf()], 3));
    standIn().answerPath("/api/ride-alerts", 409, {
      error: { code: "CONFLICT", message: RIDE_ALERT_MESSAGES.duplicate },
    });
    const { user } = renderScreen(<FindRide />, { path: searchAddressOf(3) });
    await user.click(await offer());
    expect((await screen.findByRole("alert")).textContent).toContain(RIDE_ALERT_MESSAGES.duplicate);
    expect(screen.getByRole("button", { name: RIDE_ALERT_MESSAGES.offer })).toBeTruthy();
  });

  it("sends a rider whose session ended to sign in, and back to this search", async () => {
    standIn().answer(200, searchResponseOf([]));
    standIn().answerPath("/api/ride-alerts", 401, {
      error: { code: "UNAUTHENTICATED", message: "Authentication required" },
    });
    const path = searchAddressOf(3);
    const { user, router } = renderScreen(<FindRide />, { path });
    await user.click(await offer());
    await waitFor(() => expect(router.state.location.pathname).toBe("/signin"));
    const back = new URLSearchParams(router.state.location.search).get("redirect");
    expect(back).toBe(path);
  });

  it("is not offered when three rides or more match", async () => {
    const rides = ["a", "b", "c"].map((letter) =>
      matchedRideOf({ id: `${letter.repeat(8)}-5f6a-4b7c-9d8e-0f1a2b3c4d5e` }),
    );
    standIn().answer(200, searchResponseOf(rides, 3));
    renderScreen(<FindRide />, { path: searchAddressOf(3) });
    expect(await screen.findAllByRole("article")).toHaveLength(3);
    expect(screen.queryByRole("button", { name: RIDE_ALERT_MESSAGES.offer })).toBeNull();
  });
});

function alertOf(overrides: Partial<RideAlert> = {}): RideAlert {
  return {
    id: "4f0c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e",
    originAddress: GAINESVILLE.address,
    destinationAddress: OCALA.address,
    originLat: GAINESVILLE.lat,
    originLng: GAINESVILLE.lng,
    destinationLat: OCALA.lat,
    destinationLng: OCALA.lng,
    departureDate: daysFromToday(4),
    passengers: 2,
    filters: {},
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

describe("My Rides: Ride alerts", () => {
  it("lists the alerts with their filters, and deletes one after asking", async () => {
    const kept = alertOf({ id: "5a0c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e", passengers: 1 });
    const gone = alertOf({ filters: { luggageSize: "suitcase", petsAllowed: true } });
    standIn().answer(200, { alerts: [gone, kept] });
    const { user } = renderScreen(<RideAlertsSection />, { path: "/rider" });
    const list = await screen.findByRole("list", { name: RIDE_ALERT_MESSAGES.title });
    const cards = within(list).getAllByRole("article");
    expect(cards).toHaveLength(2);
    expect(cards[0]!.textContent).toContain(`${formatTripDate(gone.departureDate)} · 2 passengers`);
    expect(cards[0]!.textContent).toContain("Suitcase · Pets OK");
    expect(cards[1]!.textContent).toContain("1 passenger");

    standIn().answer(204, "");
    await user.click(within(cards[0]!).getByRole("button", { name: RIDE_ALERT_MESSAGES.delete }));
    standIn().answer(200, { alerts: [kept] });
    const dialog = await screen.findByRole("dialog", { name: RIDE_ALERT_MESSAGES.confirmTitle });
    await user.click(within(dialog).getByRole("button", { name: RIDE_ALERT_MESSAGES.confirm }));
    expect(await screen.findByText(RIDE_ALERT_MESSAGES.deleted)).toBeTruthy();
    await waitFor(() => expect(within(list).getAllByRole("article")).toHaveLength(1));
    const deleted = alertRequests().find((request) => request.method === "DELETE");
    expect(deleted!.url).toBe(`/api/ride-alerts/${gone.id}`);
  });

  it("says when there are none", async () => {
    standIn().answer(200, { alerts: [] });
    renderScreen(<RideAlertsSection />, { path: "/rider" });
    const heading = await screen.findByText(RIDE_ALERT_MESSAGES.empty);
    // a short heading, and the how-to as a plain paragraph under it
    expect(heading.textContent!.length).toBeLessThan(40);
    expect(heading.className).toContain("font-semibold");
    const hint = screen.getByText(RIDE_ALERT_MESSAGES.emptyHint);
    expect(hint.tagName).toBe("P");
    expect(hint.className).not.toContain("font-semibold");
  });

  it("offers to try again when the alerts cannot be read", async () => {
    standIn().answer(500, { error: { code: "INTERNAL", message: "boom" } });
    const { user } = renderScreen(<RideAlertsSection />, { path: "/rider" });
    expect(await screen.findByText(RIDE_ALERT_MESSAGES.loadFailed)).toBeTruthy();
    standIn().answer(200, { alerts: [alertOf()] });
    await user.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("article")).toBeTruthy();
  });
});
