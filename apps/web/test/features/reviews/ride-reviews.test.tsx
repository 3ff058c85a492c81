import { REVIEW_MESSAGES } from "@campusride/shared/domain/reviews";
import type { RideReviews as RideReviewsData } from "@campusride/shared/schemas/reviews";
import { MASKED_CONTACT } from "@campusride/shared/domain/contact-masking";
import { cleanup, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RatingBadge } from "../../../src/components/ui/rating-stars.tsx";
import { RideReviews } from "../../../src/features/reviews/components/ride-reviews.tsx";
import { httpStandInPerTest } from "../../support/http-stand-in.ts";
import { renderScreen } from "../../support/render-screen.tsx";

const standIn = httpStandInPerTest();

const RIDE_ID = "7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
const dana = { id: "driver-1", firstName: "Dana", lastName: "Driver" };
const riley = { id: "rider-1", firstName: "Riley", lastName: "Rider" };

function reviewsOf(overrides: Partial<RideReviewsData> = {}): RideReviewsData {
  return {
    ride: {
      id: RIDE_ID,
      departureCity: "Tallahassee, FL",
      destinationCity: "Gainesville, FL",
      departureDate: "2030-03-15",
      departureTime: "09:00",
      status: "completed",
      driverId: dana.id,
    },
    canReview: [{ user: dana, role: "driver" }],
    written: [],
    received: [],
    windowEndsAt: "2030-03-29T13:00:00.000Z",
    ...overrides,
  };
}

const writtenReview = {
  id: "9c3e5a70-2b4d-4f6a-9b0c-1d2e3f4a5b6c",
  author: riley,
  subject: dana,
  authorRole: "rider" as const,
  rating: 4,
  tags: ["On time"],
  comment: "Great playlist",
  createdAt: "2030-03-16T12:00:00.000Z",
  published: false,
};

describe("a trip's reviews", () => {
  it("rates the driver with stars, tags and a comment, then says the review waits for theirs", async () => {
    standIn().answer(200, reviewsOf());
    const { user } = renderScreen(<RideReviews rideId={RIDE_ID} />);
    const form = await screen.findByRole("form", { name: "Review Dana Driver" });
    expect(standIn().requests[0]!.url).toBe(`/api/rides/${RIDE_ID}/reviews`);
    // the driver's tags are not offered to a rider
    expect(within(form).queryByRole("checkbox", { name: "Tidy" })).toBeNull();

    await user.click(within(form).getByRole("button", { name: "Submit review" }));
    expect(await within(form).findByText(REVIEW_MESSAGES.rating)).toBeTruthy();
    expect(standIn().requests).toHaveLength(1);

    const stars = within(form).getByRole("group", { name: "How was your trip with Dana?" });
    await user.click(within(stars).getByRole("radio", { name: "4 stars" }));
    expect((within(stars).getByRole("radio", { name: "4 stars" }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(form).getByRole("checkbox", { name: "On time" }));
    await user.type(within(form).getByRole("textbox", { name: "Comment (optional)" }), "Great playlist");
    expect(within(form).getByText("14 of 500 characters")).toBeTruthy();

    // what the ride's reviews say once it is sent
    standIn().answer(201, reviewsOf({ canReview: [], written: [writtenReview] }));
    await user.click(within(form).getByRole("button", { name: "Submit review" }));
    expect(
      await screen.findByText("Submitted — visible once Dana reviews you or after Mar 29, 2030"),
    ).toBeTruthy();
    const sent = standIn().requests.find((request) => request.method === "POST")!;
    expect(JSON.parse(sent.body)).toEqual({
      subjectId: dana.id,
      rating: 4,
      tags: ["On time"],
      comment: "Great playlist",
    });
    expect(screen.queryByRole("form", { name: "Review Dana Driver" })).toBeNull();
  });

  it("shows a published review of the user", async () => {
    standIn().answer(
      200,
      reviewsOf({
        canReview: [],
        received: [{ ...writtenReview, author: dana, subject: riley, authorRole: "driver", published: true }],
      }),
    );
    renderScreen(<RideReviews rideId={RIDE_ID} />);
    const received = await screen.findByRole("region", { name: "Reviews of you" });
    expect(within(received).getByText("From Dana")).toBeTruthy();
    expect(within(received).getByText("Rated 4 out of 5")).toBeTruthy();
  });

  it("has My Rides and the driver's trips read again once a review is sent, so they stop offering it", async () => {
    standIn().answer(200, reviewsOf());
    const { user, queryClient } = renderScreen(<RideReviews rideId={RIDE_ID} />);
    const lists = [
      ["bookings", "mine", "past"],
      ["rides", "mine", "past"],
    ];
    for (const key of lists) queryClient.setQueryData(key, { cached: true });
    const form = await screen.findByRole("form", { name: "Review Dana Driver" });
    const stars = within(form).getByRole("group", { name: "How was your trip with Dana?" });
    await user.click(within(stars).getByRole("radio", { name: "5 stars" }));
    standIn().answer(201, reviewsOf({ canReview: [], written: [writtenReview] }));
    await user.click(within(form).getByRole("button", { name: "Submit review" }));
    await screen.findByText(/^Submitted — visible once Dana reviews you/);
    expect(lists.map((key) => queryClient.getQueryState(key)?.isInvalidated)).toEqual([true, true]);
  });

  it("says once why contact details in the reviews are hidden, and not when none are", async () => {
    const masked = { ...writtenReview, comment: `Great, call me at ${MASKED_CONTACT}` };
    const received = { ...masked, id: "c1", author: dana, subject: riley, authorRole: "driver" as const };
    standIn().answer(200, reviewsOf({ canReview: [], written: [masked], received: [received] }));
    renderScreen(<RideReviews rideId={RIDE_ID} />);
    expect(await screen.findAllByText(`Great, call me at ${MASKED_CONTACT}`)).toHaveLength(2);
    expect(screen.getAllByText(REVIEW_MESSAGES.maskedNotice)).toHaveLength(1);
    expect(MASKED_CONTACT).toBe("[contact details hidden]");
    cleanup();

    standIn().answer(200, reviewsOf({ canReview: [], written: [writtenReview] }));
    renderScreen(<RideReviews rideId={RIDE_ID} />);
    await screen.findByText("Great playlist");
    expect(screen.queryByText(REVIEW_MESSAGES.maskedNotice)).toBeNull();
  });

  it("says when reviews open on a trip not yet completed", async () => {
    standIn().answer(200, reviewsOf({ ride: { ...reviewsOf().ride, status: "active" }, canReview: [] }));
    renderScreen(<RideReviews rideId={RIDE_ID} />);
    expect(await screen.findByText(REVIEW_MESSAGES.notCompleted)).toBeTruthy();
  });
});

describe("a driver's rating", () => {
  it("reads 'Rated 4.8 out of 5 by 12 riders', or 'New driver' without one", () => {
    render(
      <>
        <RatingBadge rating={{ average: 4.8, count: 12 }} counted="riders" />
        <RatingBadge rating={null} counted="riders" />
        <RatingBadge rating={{ average: 5, count: 1 }} counted="reviews" />
      </>,
    );
    expect(screen.getByText("Rated 4.8 out of 5 by 12 riders")).toBeTruthy();
    expect(screen.getByText(REVIEW_MESSAGES.newDriver)).toBeTruthy();
    expect(screen.getByText("Rated 5.0 out of 5 from 1 review")).toBeTruthy();
  });
});
