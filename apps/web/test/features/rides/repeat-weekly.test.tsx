import { addDaysLocal, isoWeekday } from "@campusride/shared/domain/local-time";
import { SERIES_MAX_MONTHS } from "@campusride/shared/domain/ride-series";
import { SERIES_MESSAGES, WEEKLY_SERIES_MESSAGES } from "@campusride/shared/messages";
import { latestSeriesEnd } from "@campusride/shared/schemas/ride-series";
import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { CreateTrip } from "../../../src/app/routes/driver/create-trip-form.tsx";
import { readTripDraft } from "../../../src/features/rides/trip-draft.ts";
import { httpStandInPerTest } from "../../support/http-stand-in.ts";
import { renderScreen } from "../../support/render-screen.tsx";
import {
  daysFromToday,
  driverProfile,
  gainesvilleToOrlando,
  tripDraftOf,
} from "../../support/trip-fixtures.ts";

const standIn = httpStandInPerTest();

beforeEach(() => sessionStorage.clear());

/** The first Monday at least two days ahead. */
function nextMonday(): string {
  let date = daysFromToday(2);
  while (isoWeekday(date) !== 1) date = addDaysLocal(date, 1);
  return date;
}

/** The create form with Gainesville → Orlando on `monday` at 07:30 filled in (as 'Edit Trip' brings it back). */
function renderFilledForm(monday: string) {
  standIn().answer(200, gainesvilleToOrlando);
  return renderScreen(<CreateTrip profile={driverProfile} returnTo="/driver/create-trip" />, {
    path: "/driver/create-trip",
    state: { tripDraft: tripDraftOf({ departureDate: monday, departureTime: "07:30" }) },
  });
}

function sentRequests() {
  return standIn().requests.filter(
    (request) =>
      !["/api/payments/config", "/api/routes"].includes(new URL(request.url, "http://stand-in").pathname),
  );
}

describe("create a trip: Repeat weekly", () => {
  it("starts on the Date's weekday, takes days from the keyboard, counts the trips and hands the schedule on", async () => {
    const monday = nextMonday();
    const { user, router } = renderFilledForm(monday);
    await user.click(screen.getByRole("checkbox", { name: WEEKLY_SERIES_MESSAGES.repeatLabel }));
    const mondayBox = screen.getByRole("checkbox", { name: "Monday" }) as HTMLInputElement;
    const wednesdayBox = screen.getByRole("checkbox", { name: "Wednesday" }) as HTMLInputElement;
    expect(mondayBox.checked).toBe(true);
    wednesdayBox.focus();
    await user.keyboard(" ");
    expect(wednesdayBox.checked).toBe(true);

    // past six months: said on Until, and nothing goes on
    const until = screen.getByLabelText(WEEKLY_SERIES_MESSAGES.untilLabel);
    expect(until.getAttribute("max")).toBe(latestSeriesEnd(monday));
    await user.type(until, addDaysLocal(latestSeriesEnd(monday), 1));
    await user.click(screen.getByRole("button", { name: "Create Ride" }));
    expect(await screen.findByText(SERIES_MESSAGES.tooLong(SERIES_MAX_MONTHS))).toBeTruthy();
    expect(until.getAttribute("aria-invalid")).toBe("true");
    expect(router.state.location.pathname).toBe("/driver/create-trip");

    await user.clear(until);
    await user.type(until, addDaysLocal(monday, 16));
    expect(await screen.findByText(/^6 trips: every Mon, Wed from /)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Create Ride" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/driver/confirm-trip"));
    expect(readTripDraft(router.state.location.state)?.repeat).toEqual({
      weekdays: [1, 3],
      endsOn: addDaysLocal(monday, 16),
    });
    expect(sentRequests()).toHaveLength(0);
  });

  it("asks for a day and a last date, each on its field", async () => {
    const { user, router } = renderFilledForm(nextMonday());
    await user.click(screen.getByRole("checkbox", { name: WEEKLY_SERIES_MESSAGES.repeatLabel }));
    await user.click(screen.getByRole("checkbox", { name: "Monday" }));
    await user.click(screen.getByRole("button", { name: "Create Ride" }));
    expect(await screen.findByText(SERIES_MESSAGES.weekdays)).toBeTruthy();
    expect(screen.getByText(SERIES_MESSAGES.endsOn)).toBeTruthy();
    expect(router.state.location.pathname).toBe("/driver/create-trip");
  });

  it("makes one trip when it is off: no schedule goes on", async () => {
    const { user, router } = renderFilledForm(nextMonday());
    expect(screen.queryByRole("checkbox", { name: "Monday" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Create Ride" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/driver/confirm-trip"));
    expect(readTripDraft(router.state.location.state)?.repeat).toBeNull();
  });
});
