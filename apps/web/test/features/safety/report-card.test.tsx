import type { AdminReport } from "@campusride/shared/schemas/safety";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ReportCard } from "../../../src/features/admin/components/report-card.tsx";
import { renderScreen } from "../../support/render-screen.tsx";

const RIDE_ID = "5b0c1d2e-3f4a-4b5c-8d6e-7f8a9b0c1d2e";

const report: AdminReport = {
  id: "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
  status: "open",
  reason: "harassment",
  details: null,
  messageBody: "Send me your address now",
  rideId: RIDE_ID,
  createdAt: "2026-11-20T15:00:00.000Z",
  resolvedAt: null,
  reporter: { id: "reporter-1", firstName: "Rae", lastName: "Diaz", email: "rae@ufl.edu" },
  reported: {
    id: "reported-1",
    firstName: "Max",
    lastName: "Ford",
    email: "max@ufl.edu",
    isActive: true,
    isDeleted: false,
    womenOnlyTrips: false,
  },
  otherReportsCount: 0,
};

function renderCard(entry: AdminReport) {
  renderScreen(<ReportCard report={entry} onDone={() => {}} />, { path: "/admin/reports" });
  return screen.getByRole("article");
}

describe("an admin's report card", () => {
  it("links the reported student's profile and the trip of the reported message", () => {
    const card = renderCard(report);
    expect(within(card).getByRole("link", { name: "View Max Ford's profile" }).getAttribute("href")).toBe(
      "/users/reported-1",
    );
    expect(within(card).getByRole("link", { name: "View the trip" }).getAttribute("href")).toBe(
      `/dashboard/request-ride/${RIDE_ID}`,
    );
  });

  it("has no trip link for a report of the user, and no profile link once the account is deactivated", () => {
    const card = renderCard({ ...report, rideId: null, reported: { ...report.reported, isActive: false } });
    expect(within(card).queryByRole("link")).toBeNull();
  });
});
