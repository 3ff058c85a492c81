import { WEEKLY_SERIES_MESSAGES } from "@campusride/shared/messages";
import { screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import SeriesPage from "../../../src/app/routes/series.tsx";
import { httpStandInPerTest } from "../../support/http-stand-in.ts";
import { renderScreen } from "../../support/render-screen.tsx";
import { rideSeriesOf } from "../../support/series-fixtures.ts";
import { daysFromToday, driverProfile, driverRideOf } from "../../support/trip-fixtures.ts";

const standIn = httpStandInPerTest();

const series = rideSeriesOf({ driverId: driverProfile.id });
const SERIES_ID = series.id;
const rides = [0, 2].map((days, index) =>
  driverRideOf({
    id: `3c9e1f20-5a7b-4d8c-9e0f-1a2b3c4d5e6${index}`,
    driverId: driverProfile.id,
    departureDate: daysFromToday(3 + days),
    departureTime: "07:30",
    seriesId: SERIES_ID,
    notes: "Back door",
  }),
);

function renderSeries(viewer = driverProfile) {
  standIn().answerPath("/api/me", 200, { profile: viewer, activeRole: "driver" });
  standIn().answerPath(`/api/ride-series/${SERIES_ID}`, 200, { series, rides, skipped: [] });
  // the screen reads its id from the address, as the app's route gives it
  const screenAtItsPath = (
    <Routes>
      <Route path="/series/:id" element={<SeriesPage />} />
    </Routes>
  );
  return renderScreen(screenAtItsPath, { path: `/series/${SERIES_ID}` });
}

describe("a weekly series' page", () => {
  it("lists each upcoming date with its requests, edit and cancel, for the driver", async () => {
    renderSeries();
    const list = await screen.findByRole("region", { name: WEEKLY_SERIES_MESSAGES.upcomingTitle });
    const rows = within(list).getAllByRole("listitem");
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0]!).getByRole("link", { name: WEEKLY_SERIES_MESSAGES.viewRequests }).getAttribute("href"),
    ).toBe(`/dashboard/trip-requests/${rides[0]!.id}`);
    expect(within(rows[0]!).getByRole("link", { name: WEEKLY_SERIES_MESSAGES.editTrip })).toBeTruthy();
    expect(within(rows[0]!).getByRole("button", { name: "Cancel Trip" })).toBeTruthy();
    expect(screen.getByText(WEEKLY_SERIES_MESSAGES.weeklyTag("Mon, Wed"))).toBeTruthy();
  });

  it("sends only what the driver changed, and asks before cancelling the series", async () => {
    const { user } = renderSeries();
    const edit = await screen.findByRole("form", { name: WEEKLY_SERIES_MESSAGES.editTitle });
    expect(
      (within(edit).getByLabelText(WEEKLY_SERIES_MESSAGES.notesLabel) as HTMLTextAreaElement).value,
    ).toBe("Back door");
    await user.click(within(edit).getByRole("button", { name: WEEKLY_SERIES_MESSAGES.saveButton }));
    expect(await within(edit).findByText(WEEKLY_SERIES_MESSAGES.nothingChanged)).toBeTruthy();

    const price = within(edit).getByLabelText(WEEKLY_SERIES_MESSAGES.priceLabel);
    await user.clear(price);
    await user.type(price, "21");
    await user.click(within(edit).getByRole("button", { name: WEEKLY_SERIES_MESSAGES.saveButton }));
    expect(await screen.findByText(WEEKLY_SERIES_MESSAGES.saved)).toBeTruthy();
    const patch = standIn().requests.find((request) => request.method === "PATCH");
    expect(JSON.parse(patch!.body)).toEqual({ pricePerSeatCents: 2100 });

    await user.click(screen.getByRole("button", { name: WEEKLY_SERIES_MESSAGES.cancelButton }));
    const dialog = screen.getByRole("dialog", { name: WEEKLY_SERIES_MESSAGES.cancelTitle });
    expect(within(dialog).getByText(WEEKLY_SERIES_MESSAGES.cancelQuestion(2))).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: WEEKLY_SERIES_MESSAGES.cancelKeep }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(standIn().requests.some((request) => request.url.endsWith("/cancel"))).toBe(false);
  });

  it("offers a rider each date to request, and nothing of the driver's", async () => {
    renderSeries({ ...driverProfile, id: "rider-1" });
    const list = await screen.findByRole("region", { name: WEEKLY_SERIES_MESSAGES.upcomingTitle });
    const links = within(list).getAllByRole("link", { name: WEEKLY_SERIES_MESSAGES.requestTrip });
    expect(links.map((link) => link.getAttribute("href"))).toEqual(
      rides.map((ride) => `/dashboard/request-ride/${ride.id}`),
    );
    expect(screen.queryByRole("form", { name: WEEKLY_SERIES_MESSAGES.editTitle })).toBeNull();
    expect(screen.queryByRole("button", { name: WEEKLY_SERIES_MESSAGES.cancelButton })).toBeNull();
    // the rider's price per seat
    expect(screen.getByText("$25.20")).toBeTruthy();
  });
});
