/// <reference types="node" />
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { TRIP_MESSAGES } from "@campusride/shared/messages";
import { screen, waitFor, within } from "@testing-library/react";
import statesUrl from "us-atlas/states-10m.json?url";
import { beforeEach, describe, expect, it } from "vitest";
import { FindRide } from "../../../src/app/routes/rider/find-ride.tsx";
import { EditRide } from "../../../src/features/rides/components/edit-ride.tsx";
import { httpStandInPerTest } from "../../support/http-stand-in.ts";
import { renderScreen } from "../../support/render-screen.tsx";
import { matchedRideOf, searchAddressOf, searchResponseOf } from "../../support/search-fixtures.ts";
import { daysFromToday, driverRideOf } from "../../support/trip-fixtures.ts";

const standIn = httpStandInPerTest();
const statesFile = readFileSync(createRequire(import.meta.url).resolve("us-atlas/states-10m.json"), "utf8");

beforeEach(() => standIn().answerPath(statesUrl, 200, statesFile));

function searchBodies(): Array<Record<string, unknown>> {
  return standIn()
    .requests.filter((request) => request.url === "/api/search")
    .map((request) => JSON.parse(request.body) as Record<string, unknown>);
}

const rider = { id: "rider-1", userType: "rider" as const };

describe("Find a Ride's filters", () => {
  it("apply each ticked filter to the search, say how many are on, and clear", async () => {
    standIn().answer(200, searchResponseOf([matchedRideOf()]));
    const { user } = renderScreen(<FindRide viewer={rider} />, { path: searchAddressOf(2) });
    const card = await screen.findByRole("article", { name: "Gainesville to Orlando" });
    const badges = within(card).getByRole("list", { name: "Trip preferences" });
    expect(
      within(badges)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Suitcase OK", "No pets", "No smoking", "Music OK"]);
    expect(searchBodies()[0]).not.toHaveProperty("filters");
    expect(searchBodies()[0]).not.toHaveProperty("includeWomenOnly");

    const toggle = screen.getByRole("button", { name: "Filters" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    await user.click(toggle);
    const group = screen.getByRole("group", { name: "Show only trips with" });
    expect(within(group).queryByRole("checkbox", { name: "Women-only trips only" })).toBeNull();
    await user.click(within(group).getByRole("checkbox", { name: "Pets allowed" }));
    await user.click(within(group).getByRole("checkbox", { name: "No smoking" }));
    await waitFor(() =>
      expect(searchBodies().at(-1)).toMatchObject({ filters: { petsAllowed: true, smokingAllowed: false } }),
    );
    // music and no music exclude each other
    await user.click(within(group).getByRole("checkbox", { name: "Music on the way" }));
    await user.click(within(group).getByRole("checkbox", { name: "No music" }));
    expect(within(group).getByRole("checkbox", { name: "Music on the way" })).toHaveProperty(
      "checked",
      false,
    );
    await waitFor(() =>
      expect(searchBodies().at(-1)).toMatchObject({
        filters: { petsAllowed: true, smokingAllowed: false, musicAllowed: false },
      }),
    );
    expect(screen.getByRole("button", { name: "Filters (3)" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(searchBodies().at(-1)).not.toHaveProperty("filters"));
  });

  it("include women-only trips for a rider whose profile asks for them, with a filter for them alone", async () => {
    standIn().answer(200, searchResponseOf([]));
    const { user } = renderScreen(<FindRide viewer={{ ...rider, womenOnlyTrips: true }} />, {
      path: searchAddressOf(2),
    });
    await waitFor(() => expect(searchBodies().at(-1)).toMatchObject({ includeWomenOnly: true }));
    await user.click(screen.getByRole("button", { name: "Filters" }));
    await user.click(screen.getByRole("checkbox", { name: "Women-only trips only" }));
    await waitFor(() =>
      expect(searchBodies().at(-1)).toMatchObject({ includeWomenOnly: true, filters: { womenOnly: true } }),
    );
  });
});

describe("the edit page's trip preferences", () => {
  it("shows the trip's preferences and puts the server's women-only refusal on its checkbox", async () => {
    const ride = driverRideOf({ departureDate: daysFromToday(3) });
    standIn().answer(200, ride);
    const { user } = renderScreen(<EditRide rideId={ride.id} userId="driver-1" />, {
      path: `/rides/${ride.id}/edit`,
    });
    const preferences = await screen.findByRole("group", { name: "Trip preferences" });
    expect(within(preferences).getByRole("radio", { name: "Suitcase" })).toHaveProperty("checked", true);
    expect(within(preferences).getByRole("checkbox", { name: "Music on the way" })).toHaveProperty(
      "checked",
      true,
    );
    const womenOnly = within(preferences).getByRole("checkbox", { name: "Women only" });
    await user.click(womenOnly);
    const message = TRIP_MESSAGES.womenOnlyWithOtherRiders;
    standIn().answer(409, {
      error: { code: "CONFLICT", message, fields: { "preferences.womenOnly": message } },
    });
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await within(preferences).findByText(message)).toBeTruthy();
    expect(womenOnly.getAttribute("aria-invalid")).toBe("true");
    const patch = standIn().requests.find((request) => request.method === "PATCH");
    expect(JSON.parse(patch!.body)).toMatchObject({
      preferences: { womenOnly: true, luggageSize: "suitcase" },
      instantBooking: false,
    });
  });
});
