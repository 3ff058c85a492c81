import { SERIES_MESSAGES, WEEKLY_SERIES_MESSAGES } from "@campusride/shared/messages";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import ConfirmTripPage from "../../../src/app/routes/confirm-trip.tsx";
import { tripDraftState } from "../../../src/features/rides/trip-draft.ts";
import { httpStandInPerTest } from "../../support/http-stand-in.ts";
import { renderScreen } from "../../support/render-screen.tsx";
import { tripDraftOf } from "../../support/trip-fixtures.ts";

const standIn = httpStandInPerTest();

const SERIES_ID = "7d1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f";
const draft = tripDraftOf({
  departureDate: "2030-03-11",
  departureTime: "07:30",
  distance: 115,
  timeLength: "1 hour 55 mins",
  suggestedPriceCents: 1800,
  repeat: { weekdays: [1, 3], endsOn: "2030-04-03" },
});

function renderConfirmSeries() {
  return renderScreen(<ConfirmTripPage />, { path: "/driver/confirm-trip", state: tripDraftState(draft) });
}

/** What the screen sent to make the series (leaving out the read of how riders pay). */
function seriesRequests() {
  return standIn().requests.filter((request) => request.url === "/api/ride-series");
}

describe("confirm a weekly series", () => {
  it("says it repeats, sends the series with the draft's key, and goes to the series' page", async () => {
    standIn().answerPath("/api/payments/config", 200, { method: "pay_at_pickup" });
    standIn().answer(201, { series: { id: SERIES_ID }, rides: [] });
    const { user, router } = renderConfirmSeries();
    expect(screen.getByText("Every Mon, Wed until Wed, Apr 3, 2030")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: WEEKLY_SERIES_MESSAGES.createButton }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/series/${SERIES_ID}`));
    const [sent] = seriesRequests();
    expect(sent?.method).toBe("POST");
    expect(sent?.headers["idempotency-key"]).toBe(draft.idempotencyKey);
    const body = JSON.parse(sent!.body) as Record<string, unknown>;
    expect(body).toMatchObject({
      departureCity: "Gainesville",
      destinationCity: "Orlando",
      weekdays: [1, 3],
      departureTime: "07:30",
      startsOn: "2030-03-11",
      endsOn: "2030-04-03",
      pricePerSeatCents: 1800,
      distance: 115,
    });
    expect(body).not.toHaveProperty("departureDate");
  });

  it("shows an overlap in the server's words, and a refused schedule with what to change", async () => {
    standIn().answerPath("/api/payments/config", 200, { method: "pay_at_pickup" });
    const overlap = SERIES_MESSAGES.overlap("2030-03-13");
    standIn().answer(409, { error: { code: "SERIES_OVERLAP", message: overlap } });
    const { user, router } = renderConfirmSeries();
    await user.click(screen.getByRole("button", { name: WEEKLY_SERIES_MESSAGES.createButton }));
    expect(await screen.findByText(overlap)).toBeTruthy();
    expect(router.state.location.pathname).toBe("/driver/confirm-trip");

    standIn().answer(400, {
      error: {
        code: "VALIDATION",
        message: SERIES_MESSAGES.endsOn,
        fields: { endsOn: SERIES_MESSAGES.noDates },
      },
    });
    await user.click(screen.getByRole("button", { name: WEEKLY_SERIES_MESSAGES.createButton }));
    expect(
      await screen.findByText(`${WEEKLY_SERIES_MESSAGES.scheduleProblem} ${SERIES_MESSAGES.noDates}`),
    ).toBeTruthy();
    expect(seriesRequests()).toHaveLength(2);
  });
});
