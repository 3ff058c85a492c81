import type { RideReviews } from "@campusride/shared/schemas/reviews";
import type { DriverRide } from "@campusride/shared/schemas/rides";
import type { APIRequestContext } from "@playwright/test";
import { expect } from "./test.ts";

/** A trip's reviews as `api`'s user sees them. */
async function reviewsOf(api: APIRequestContext, rideId: string): Promise<RideReviews> {
  const response = await api.get(`/api/rides/${rideId}/reviews`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as RideReviews;
}

/**
 * One of the demo driver's completed trips with the demo rider that neither has reviewed
 * yet (the demo data seeds three, apps/api/src/db/seed-demo-past-trips.ts): a retried
 * run takes the next one. Journeys running side by side look from opposite ends
 * (`from`), so they do not take the same trip.
 */
export async function unreviewedTrip(
  driverApi: APIRequestContext,
  riderApi: APIRequestContext,
  riderId: string,
  from: "newest" | "oldest" = "newest",
) {
  const { rides } = (await (await driverApi.get("/api/rides/mine?scope=past")).json()) as {
    rides: DriverRide[];
  };
  const completed = rides.filter((one) => one.status === "completed");
  for (const ride of from === "newest" ? completed : completed.reverse()) {
    const riderSide = await reviewsOf(riderApi, ride.id).catch(() => undefined);
    if (!riderSide || riderSide.written.length > 0 || riderSide.canReview.length === 0) continue;
    const driverSide = await reviewsOf(driverApi, ride.id);
    if (driverSide.canReview.some((person) => person.user.id === riderId)) return ride;
  }
  throw new Error("no completed demo trip left to review");
}

/** The profile id of `api`'s signed-in user. */
export async function idOf(api: APIRequestContext): Promise<string> {
  return ((await (await api.get("/api/me")).json()) as { profile: { id: string } }).profile.id;
}
