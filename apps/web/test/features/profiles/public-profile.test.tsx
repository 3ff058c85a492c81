import type { PublicProfileView } from "@campusride/shared/schemas/profile";
import type { ProfileReview } from "@campusride/shared/schemas/reviews";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import PublicProfilePage from "../../../src/app/routes/public-profile.tsx";
import { PublicProfileCard } from "../../../src/features/profiles/components/public-profile-card.tsx";
import { ProfileReviews } from "../../../src/features/reviews/components/profile-reviews.tsx";
import { httpStandInPerTest } from "../../support/http-stand-in.ts";
import { renderScreen } from "../../support/render-screen.tsx";

const standIn = httpStandInPerTest();

const dana: PublicProfileView = {
  id: "driver-1",
  firstName: "Dana",
  lastName: "Driver",
  userType: "driver",
  graduationYear: 2027,
  university: "University of Florida",
  avatarUrl: null,
  createdAt: "2026-01-10T12:00:00.000Z",
  carMake: "Toyota",
  carModel: "Camry",
  carYear: 2021,
  carColor: "Silver",
  driverLicenseVerified: true,
  rating: { average: 4.5, count: 2 },
  lateCancellations: 2,
};

function reviewOf(n: number): ProfileReview {
  return {
    id: `0000000${n}-2b4d-4f6a-9b0c-1d2e3f4a5b6c`.slice(-36),
    rating: 5,
    tags: ["On time"],
    comment: `Review number ${n}`,
    authorFirstName: "Riley",
    authorRole: "rider",
    departureCity: "Tallahassee, FL",
    destinationCity: "Gainesville, FL",
    month: "2026-11",
    createdAt: "2026-11-20T12:00:00.000Z",
    publishedAt: "2026-11-21T12:00:00.000Z",
  };
}

describe("a student's public profile", () => {
  it("shows name, university, car, verified license, rating, the 'Cancelled late' mark and the actions slot", () => {
    render(<PublicProfileCard profile={dana} actions={<button type="button">Report</button>} />);
    expect(screen.getByRole("heading", { name: "Dana Driver" })).toBeTruthy();
    expect(screen.getByText("University of Florida, class of 2027")).toBeTruthy();
    expect(screen.getByText("Silver Toyota Camry (2021)")).toBeTruthy();
    expect(screen.getByText("Verified driver license")).toBeTruthy();
    expect(screen.getByText("Rated 4.5 out of 5 from 2 reviews")).toBeTruthy();
    expect(screen.getByText("Cancelled late (2)")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Report" })).toBeTruthy();
  });

  it("has no mark for a driver who never cancelled late", () => {
    render(
      <PublicProfileCard profile={{ ...dana, lateCancellations: 0, rating: { average: null, count: 0 } }} />,
    );
    expect(screen.queryByText(/Cancelled late/)).toBeNull();
    expect(screen.getByText("No reviews yet")).toBeTruthy();
  });

  it("loads more reviews from where the first page ended", async () => {
    standIn().answer(200, { reviews: [reviewOf(1)], nextBefore: "2026-11-21T12:00:00.000Z_next" });
    const { user } = renderScreen(<ProfileReviews userId="driver-1" />);
    expect(await screen.findByText("Review number 1")).toBeTruthy();
    expect(screen.getByText("Riley, a rider")).toBeTruthy();
    expect(screen.getByText("Tallahassee to Gainesville, November 2026")).toBeTruthy();
    standIn().answer(200, { reviews: [reviewOf(2)], nextBefore: null });
    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByText("Review number 2")).toBeTruthy();
    expect(standIn().requests.at(-1)!.url).toBe(
      `/api/profiles/driver-1/reviews?before=${encodeURIComponent("2026-11-21T12:00:00.000Z_next")}`,
    );
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });
});

describe("a profile that does not exist", () => {
  it("says so and offers the way back, not 'Try Again'", async () => {
    standIn().answer(404, { error: { code: "NOT_FOUND", message: "User not found." } });
    renderScreen(<PublicProfilePage />, { path: "/users/nobody" });
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("User not found.")).toBeTruthy();
    expect(within(alert).getByRole("link", { name: "Back to Dashboard" }).getAttribute("href")).toBe(
      "/dashboard",
    );
    expect(within(alert).queryByRole("button", { name: "Try Again" })).toBeNull();
  });
});
