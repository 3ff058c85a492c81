import { TRIP_MESSAGES } from "@campusride/shared/messages";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CreateTrip } from "../../../src/app/routes/driver/create-trip-form.tsx";
import { prefilledTripSearch } from "../../../src/lib/trip-prefill.ts";
import { httpStandInPerTest } from "../../support/http-stand-in.ts";
import { profileOf } from "../../support/profiles.ts";
import { renderScreen } from "../../support/render-screen.tsx";

const standIn = httpStandInPerTest();

const TRIP = {
  from: { label: "University of Florida, Gainesville, FL, USA", lat: 29.6436, lng: -82.3549 },
  to: { label: "Miami, FL", lat: 25.7617, lng: -80.1918 },
  date: "2099-12-18",
};

/** The payment method, and a route look-up that fails (the form says so): not what this is about. */
function answerLookUps() {
  standIn().answerPath("/api/payments/config", 200, { method: "pay_at_pickup" });
  standIn().answer(404, { error: { code: "NOT_FOUND", message: "No route." } });
}

describe("Create a Trip opened from a campus's board", () => {
  it("starts with the board's trip, then drops it from the address so a reload keeps what is typed", async () => {
    answerLookUps();
    const { router } = renderScreen(<CreateTrip profile={profileOf()} returnTo="/driver/create-trip" />, {
      path: `/driver/create-trip${prefilledTripSearch(TRIP)}&tab=create`,
    });
    const from = await screen.findByRole("combobox", { name: "From" });
    await expect.poll(() => (from as HTMLInputElement).value).toBe(TRIP.from.label);
    expect((screen.getByRole("combobox", { name: "To" }) as HTMLInputElement).value).toBe("Miami, FL");
    expect((screen.getByLabelText("Date") as HTMLInputElement).value).toBe(TRIP.date);
    expect((screen.getByLabelText("Time") as HTMLInputElement).value).toBe("");
    expect(router.state.location.search).toBe("?tab=create");
    expect(await screen.findByText(TRIP_MESSAGES.routeFailed)).toBeTruthy();
  });

  it("starts empty when the address names no trip", async () => {
    answerLookUps();
    renderScreen(<CreateTrip profile={profileOf()} returnTo="/driver/create-trip" />, {
      path: "/driver/create-trip?fromLabel=Nowhere&fromLat=200&fromLng=1&date=soon",
    });
    const from = await screen.findByRole("combobox", { name: "From" });
    expect((from as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText("Date") as HTMLInputElement).value).toBe("");
  });
});
