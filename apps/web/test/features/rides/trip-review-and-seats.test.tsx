import { REVIEW_MESSAGES } from "@campusride/shared/domain/reviews";
import { TRIP_MESSAGES } from "@campusride/shared/messages";
import { reviewsPath } from "@campusride/shared/paths";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MyRides } from "../../../src/features/bookings/components/my-rides.tsx";
import { TripList } from "../../../src/features/rides/components/trip-list.tsx";
import { httpStandInPerTest } from "../../support/http-stand-in.ts";
import { renderScreen } from "../../support/render-screen.tsx";
import { driverRideOf, riderBookingOf } from "../../support/trip-fixtures.ts";

const standIn = httpStandInPerTest();

const PAST = { departureDate: "2026-01-10" };

async function driverCard(name: string) {
  return screen.findByRole("article", { name });
}

describe("the driver's past trips", () => {
  it("offer 'Leave a review' while a rider is left to review, then say 'Reviewed'", async () => {
    standIn().answer(200, {
      rides: [
        driverRideOf({ id: "r1", status: "completed", reviewsToWrite: 1, reviewsWritten: 1, ...PAST }),
        driverRideOf({
          id: "r2",
          status: "completed",
          destinationCity: "Ocala",
          reviewsToWrite: 0,
          reviewsWritten: 2,
          ...PAST,
        }),
        // nobody rode: nothing to review
        driverRideOf({ id: "r3", status: "completed", destinationCity: "Miami", ...PAST }),
      ],
    });
    renderScreen(<TripList scope="past" />, { path: "/driver" });
    const due = await driverCard("Gainesville to Tampa");
    expect(within(due).getByRole("link", { name: REVIEW_MESSAGES.leaveReview }).getAttribute("href")).toBe(
      reviewsPath("r1"),
    );
    const done = await driverCard("Gainesville to Ocala");
    expect(within(done).getByText(REVIEW_MESSAGES.reviewed)).toBeTruthy();
    expect(within(done).queryByRole("link", { name: REVIEW_MESSAGES.leaveReview })).toBeNull();
    const empty = await driverCard("Gainesville to Miami");
    expect(within(empty).queryByText(REVIEW_MESSAGES.leaveReview)).toBeNull();
    expect(within(empty).queryByText(REVIEW_MESSAGES.reviewed)).toBeNull();
  });

  it("say a cancelled trip is cancelled instead of counting its seats", async () => {
    standIn().answer(200, {
      rides: [driverRideOf({ status: "cancelled", seatsRemaining: 1, availableSeats: 3, ...PAST })],
    });
    renderScreen(<TripList scope="past" />, { path: "/driver" });
    const card = await driverCard("Gainesville to Tampa");
    expect(within(card).getByText(TRIP_MESSAGES.seatsCancelled)).toBeTruthy();
    expect(within(card).queryByText(/seats remaining/)).toBeNull();
  });
});

describe("the rider's past rides", () => {
  it("offer 'Leave a review' on a completed ride, and 'Reviewed' once the rider has written theirs", async () => {
    const ride = driverRideOf({ status: "completed", ...PAST });
    standIn().answer(200, {
      bookings: [
        riderBookingOf({ id: "b1", status: "completed", ride, reviewWritten: false }),
        riderBookingOf({
          id: "b2",
          status: "completed",
          ride: { ...ride, id: "r2", destinationCity: "Ocala" },
          reviewWritten: true,
        }),
      ],
    });
    renderScreen(<MyRides />, { path: "/rider?tab=rides&rides=past" });
    const due = await screen.findByRole("article", { name: "Gainesville to Tampa" });
    expect(within(due).getByRole("link", { name: REVIEW_MESSAGES.leaveReview })).toBeTruthy();
    const done = await screen.findByRole("article", { name: "Gainesville to Ocala" });
    expect(within(done).getByText(REVIEW_MESSAGES.reviewed)).toBeTruthy();
    expect(within(done).queryByRole("link", { name: REVIEW_MESSAGES.leaveReview })).toBeNull();
  });
});
