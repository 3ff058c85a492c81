import { myBookingsResponseSchema } from "@campusride/shared/schemas/bookings";
import { myRidesResponseSchema } from "@campusride/shared/schemas/rides";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../support/app.ts";
import { getJson, review, tripWithRiders } from "../../support/reviews.ts";
import type { TestSession } from "../../support/session.ts";

// My Rides and the driver's past trips say whether 'Leave a review' is still for the user
const app = await createTestApp();

async function driverTrip(driver: TestSession, rideId: string) {
  const response = await getJson(app, driver, "/api/rides/mine?scope=past");
  expect(response.statusCode).toBe(200);
  return myRidesResponseSchema.parse(response.json()).rides.find((ride) => ride.id === rideId);
}

async function riderBooking(rider: TestSession, rideId: string) {
  const response = await getJson(app, rider, "/api/bookings/mine?scope=past");
  expect(response.statusCode).toBe(200);
  return myBookingsResponseSchema
    .parse(response.json())
    .bookings.find((booking) => booking.ride.id === rideId);
}

describe("the review of a completed trip, in the trip lists", () => {
  it("is due until the user has reviewed everyone on it, counted for the driver, by the user only", async () => {
    const { rideId, driver, riders } = await tripWithRiders(app, { riders: 2 });
    const [first, second] = riders as [TestSession, TestSession];
    expect(await driverTrip(driver, rideId)).toMatchObject({ reviewsWritten: 0, reviewsToWrite: 2 });
    expect((await riderBooking(first, rideId))?.reviewWritten).toBe(false);

    await review(app, first, rideId, { subjectId: driver.user.id });
    expect((await riderBooking(first, rideId))?.reviewWritten).toBe(true);
    // the other rider, and the driver, still have theirs to write
    expect((await riderBooking(second, rideId))?.reviewWritten).toBe(false);
    expect(await driverTrip(driver, rideId)).toMatchObject({ reviewsWritten: 0, reviewsToWrite: 2 });

    await review(app, driver, rideId, { subjectId: first.user.id });
    expect(await driverTrip(driver, rideId)).toMatchObject({ reviewsWritten: 1, reviewsToWrite: 1 });
    await review(app, driver, rideId, { subjectId: second.user.id });
    expect(await driverTrip(driver, rideId)).toMatchObject({ reviewsWritten: 2, reviewsToWrite: 0 });
  });
});
