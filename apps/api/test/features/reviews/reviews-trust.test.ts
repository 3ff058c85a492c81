import { departureInstant } from "@campusride/shared/domain/local-time";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { purgeDeletedAccounts } from "../../../src/features/account/purge.ts";
import { lateCancellations, profiles, reviews, rides } from "../../../src/db/schema/index.ts";
import { createTestApp } from "../../support/app.ts";
import { getJson, review, tripWithRiders } from "../../support/reviews.ts";
import { searchBody, searchRides, tripBetween } from "../../support/search.ts";
import { createSession, type TestSession } from "../../support/session.ts";
import {
  answerBooking,
  cancelTrip,
  createDriverSession,
  createRide,
  dayFromToday,
  requestSeats,
} from "../../support/trips.ts";

describe("ratings and the 'cancelled late' mark", async () => {
  const app = await createTestApp();

  async function lateMarks(viewer: TestSession, driverId: string): Promise<number> {
    const response = await getJson(app, viewer, `/api/profiles/${driverId}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().lateCancellations;
  }

  /** The trip now leaves `hours` from now (the API refuses to set a near or past time itself). */
  async function leavesIn(rideId: string, hours: number) {
    await app.db
      .update(rides)
      .set({ departureAt: new Date(Date.now() + hours * 60 * 60 * 1000) })
      .where(eq(rides.id, rideId));
  }

  async function tripWithApprovedRider(approved: boolean) {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver);
    const booking = await requestSeats(app, await createSession(app), ride.id);
    if (approved) expect((await answerBooking(app, driver, booking.id, "approve")).statusCode).toBe(200);
    return { driver, ride };
  }

  it("marks a driver who cancels a trip with approved riders less than 24 hours before it leaves", async () => {
    const viewer = await createSession(app);
    const { driver, ride } = await tripWithApprovedRider(true);
    await leavesIn(ride.id, 5);
    await cancelTrip(app, driver, ride.id);
    expect(await lateMarks(viewer, driver.user.id)).toBe(1);
    const [row] = await app.db.select().from(lateCancellations).where(eq(lateCancellations.rideId, ride.id));
    expect(row).toMatchObject({ driverId: driver.user.id, ridersAffected: 1 });
  });

  it("does not mark a cancellation 24 hours or more ahead, nor one with no approved rider", async () => {
    const viewer = await createSession(app);
    const early = await tripWithApprovedRider(true);
    await leavesIn(early.ride.id, 25);
    await cancelTrip(app, early.driver, early.ride.id);
    expect(await lateMarks(viewer, early.driver.user.id)).toBe(0);

    const pendingOnly = await tripWithApprovedRider(false);
    await leavesIn(pendingOnly.ride.id, 2);
    await cancelTrip(app, pendingOnly.driver, pendingOnly.ride.id);
    expect(await lateMarks(viewer, pendingOnly.driver.user.id)).toBe(0);
  });

  it("shows each driver's published rating in search answers, null for a driver without one", async () => {
    const { rideId, driver, riders } = await tripWithRiders(app, { riders: 2 });
    await review(app, riders[0]!, rideId, { subjectId: driver.user.id, rating: 5 });
    await review(app, riders[1]!, rideId, { subjectId: driver.user.id, rating: 4 });
    // one pair published, the other review still hidden: it does not count
    await review(app, driver, rideId, { subjectId: riders[0]!.user.id, rating: 5 });
    const date = dayFromToday(9);
    const rated = await createRide(app, driver, {
      ...tripBetween("gainesville", "orlando"),
      departureDate: date,
    });
    const newcomer = await createDriverSession(app);
    const unrated = await createRide(app, newcomer, {
      ...tripBetween("gainesville", "orlando"),
      departureDate: date,
      departureTime: "11:00",
    });

    for (let round = 0; round < 2; round += 1) {
      // the second answer is the kept one: the ratings are written into it again
      const answer = await searchRides(app, searchBody("gainesville", "orlando", date));
      const byId = new Map(answer.data.map((ride) => [ride.id, ride]));
      expect(byId.get(rated.id)?.driver.rating).toEqual({ average: 5, count: 1 });
      expect(byId.get(unrated.id)?.driver.rating).toBeNull();
      expect(byId.get(rated.id)?.driver.firstName).toBe("Ana");
    }
  });

  it("clears a purged author's review comments, keeping the rating", async () => {
    const { rideId, driver, riders } = await tripWithRiders(app);
    await review(app, riders[0]!, rideId, {
      subjectId: driver.user.id,
      rating: 4,
      comment: "Drove carefully",
    });
    const deletedAt = departureInstant(dayFromToday(-60), "10:00");
    await app.db.update(profiles).set({ deletedAt }).where(eq(profiles.id, riders[0]!.user.id));
    expect(await purgeDeletedAccounts(app.db, app.storage)).toContain(riders[0]!.user.id);
    const [row] = await app.db.select().from(reviews).where(eq(reviews.rideId, rideId));
    expect(row).toMatchObject({ comment: null, rating: 4 });
  });
});
