import { DEMAND_BOARD_MESSAGES } from "@campusride/shared/messages";
import type { CampusDemandResponse } from "@campusride/shared/schemas/campus-demand";
import type { PrivateProfile } from "@campusride/shared/schemas/profile";
import { screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import CampusDemandPage from "../../../src/app/routes/campus-demand.tsx";
import { httpStandInPerTest } from "../../support/http-stand-in.ts";
import { profileOf } from "../../support/profiles.ts";
import { renderScreen } from "../../support/render-screen.tsx";

const standIn = httpStandInPerTest();

const MIAMI = {
  date: "2026-12-18",
  destinationKey: "area:miami-fl",
  destinationLabel: "Miami, FL",
  destinationLat: 25.7617,
  destinationLng: -80.1918,
  riders: 5,
};

const BOARD: CampusDemandResponse = {
  campus: { slug: "ufl", name: "University of Florida", city: "Gainesville" },
  from: "2026-11-28",
  to: "2026-12-27",
  breaks: [{ name: "Winter break", startsOn: "2026-12-19", endsOn: "2027-01-04" }],
  source: { name: "UF academic calendar", url: "https://catalog.ufl.edu/calendar", academicYear: "2026-27" },
  cells: [MIAMI, { ...MIAMI, date: "2026-12-20", riders: 3 }],
};

const CAMPUSES = {
  campuses: [
    { slug: "fsu", name: "Florida State University", city: "Tallahassee" },
    { slug: "ufl", name: "University of Florida", city: "Gainesville" },
  ],
};

/** The UF board for a visitor (no profile) or the signed-in owner of `profile`. */
function renderBoard(board: CampusDemandResponse, profile?: PrivateProfile) {
  standIn().answerPath("/api/campuses", 200, CAMPUSES);
  standIn().answerPath("/api/campuses/ufl/demand", 200, board);
  if (profile) {
    standIn().answerPath("/api/auth/get-session", 200, {
      user: { id: profile.id, name: profile.firstName, email: profile.email, emailVerified: true },
      session: { id: "session-1" },
    });
    standIn().answerPath("/api/me", 200, { profile, activeRole: profile.userType, isAdmin: false });
  } else {
    standIn().answerPath("/api/auth/get-session", 200, "null");
  }
  // the page reads its campus from the route's :slug, as the app's router declares it
  return renderScreen(
    <Routes>
      <Route path="campus/:slug?" element={<CampusDemandPage />} />
    </Routes>,
    { path: "/campus/ufl" },
  );
}

function offerLink() {
  return screen.findByRole("link", { name: /^Offer this trip: to Miami, FL on Fri, Dec 18, 2026/ });
}

describe("a campus's demand board", () => {
  it("offers a driver each trip wanted, Create a Trip prefilled with the campus, the destination and the day", async () => {
    renderBoard(BOARD, profileOf());
    const href = new URL((await offerLink()).getAttribute("href")!, "http://campusride.test");
    expect(href.pathname).toBe("/driver/create-trip");
    expect(Object.fromEntries(href.searchParams)).toEqual({
      fromLabel: "University of Florida, Gainesville, FL, USA",
      fromLat: "29.6436",
      fromLng: "-82.3549",
      toLabel: "Miami, FL",
      toLat: "25.7617",
      toLng: "-80.1918",
      date: "2026-12-18",
    });
    expect(screen.getByText(DEMAND_BOARD_MESSAGES.explanation)).toBeTruthy();
    expect(screen.getByText("5 students")).toBeTruthy();
    // the break said in words, on the list of breaks and on its days
    expect(screen.getAllByText("Winter break").length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole("link", { name: "Break dates: UF academic calendar, 2026-27" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: DEMAND_BOARD_MESSAGES.signIn })).toBeNull();
  });

  it("lets a rider set a ride alert for a cell, from the campus to its destination that day", async () => {
    const { user } = renderBoard(BOARD, profileOf({ userType: "rider" }));
    const button = await screen.findByRole("button", {
      name: /^Set a ride alert: to Miami, FL on Fri, Dec 18, 2026/,
    });
    standIn().answerPath("/api/ride-alerts", 201, { id: "alert-1" });
    await user.click(button);
    expect(await screen.findByText(DEMAND_BOARD_MESSAGES.alertSaved)).toBeTruthy();
    const posted = standIn().requests.find((request) => request.method === "POST");
    expect(JSON.parse(posted!.body)).toEqual({
      originLat: 29.6436,
      originLng: -82.3549,
      originAddress: "University of Florida, Gainesville, FL, USA",
      destinationLat: 25.7617,
      destinationLng: -80.1918,
      destinationAddress: "Miami, FL",
      departureDate: "2026-12-18",
      passengers: 1,
    });
    expect(screen.queryByRole("link", { name: /^Offer this trip/ })).toBeNull();
  });

  it("asks a visitor to sign in, coming back to the board, and offers nothing per cell", async () => {
    renderBoard(BOARD);
    const signIn = await screen.findByRole("link", { name: DEMAND_BOARD_MESSAGES.signIn });
    expect(signIn.getAttribute("href")).toBe("/signin?redirect=%2Fcampus%2Fufl");
    expect(screen.getByText("5 students")).toBeTruthy();
    expect(screen.queryByRole("link", { name: /^Offer this trip/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Set a ride alert/ })).toBeNull();
  });

  it("says so when no trip is wanted yet, without a calendar when the campus has none", async () => {
    renderBoard({ ...BOARD, cells: [], breaks: [], source: null }, profileOf());
    expect(await screen.findByText(DEMAND_BOARD_MESSAGES.empty)).toBeTruthy();
    expect(screen.queryByText(/^Break dates:/)).toBeNull();
    expect(screen.queryByText(DEMAND_BOARD_MESSAGES.breaksTitle)).toBeNull();
  });
});
