import { REVIEW_MESSAGES } from "@campusride/shared/domain/reviews";
import type { ProfileReviews, RideReviews } from "@campusride/shared/schemas/reviews";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications, profiles, reviews } from "../../../src/db/schema/index.ts";
import { createTestApp } from "../../support/app.ts";
import { getJson, postReview, review, tripWithRiders } from "../../support/reviews.ts";
import { createSession, type TestSession } from "../../support/session.ts";
import { dayFromToday, moveDeparture } from "../../support/trips.ts";

describe("blind reviews after a completed ride", async () => {
  const app = await createTestApp();

  async function rideReviews(session: TestSession, rideId: string): Promise<RideReviews> {
    const response = await getJson(app, session, `/api/rides/${rideId}/reviews`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  async function profileOf(viewer: TestSession, userId: string) {
    const response = await getJson(app, viewer, `/api/profiles/${userId}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      rating: { average: number | null; count: number };
      lateCancellations: number;
    };
  }

  async function profileReviews(viewer: TestSession, userId: string): Promise<ProfileReviews> {
    const response = await getJson(app, viewer, `/api/profiles/${userId}/reviews`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  async function exportOf(session: TestSession) {
    const response = await getJson(app, session, "/api/me/export");
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { reviewsWritten: unknown[]; reviewsReceived: unknown[] };
  }

  it("refuses a review before the driver has marked the trip completed (409)", async () => {
    const { rideId, driver, riders } = await tripWithRiders(app, { complete: false });
    const response = await postReview(app, riders[0]!, rideId, { subjectId: driver.user.id });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(REVIEW_MESSAGES.notCompleted);
    expect((await rideReviews(riders[0]!, rideId)).canReview).toEqual([]);
  });

  it("lets each side review the other once (a second review is 409)", async () => {
    const { rideId, driver, riders } = await tripWithRiders(app);
    const rider = riders[0]!;
    expect((await rideReviews(rider, rideId)).canReview).toEqual([
      { user: expect.objectContaining({ id: driver.user.id }), role: "driver" },
    ]);
    await review(app, rider, rideId, { subjectId: driver.user.id, tags: ["On time", "Safe driving"] });
    const again = await postReview(app, rider, rideId, { subjectId: driver.user.id, rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(REVIEW_MESSAGES.alreadyReviewed);
    expect((await rideReviews(rider, rideId)).canReview).toEqual([]);
  });

  it("refuses anyone not on the ride (404), a subject one does not review (403), oneself (400) and bad input", async () => {
    const { rideId, driver, riders } = await tripWithRiders(app, { riders: 2 });
    const stranger = await createSession(app);
    const outsider = await postReview(app, stranger, rideId, { subjectId: driver.user.id });
    expect(outsider.statusCode).toBe(404);
    expect((await getJson(app, stranger, `/api/rides/${rideId}/reviews`)).statusCode).toBe(404);
    expect((await getJson(app, stranger, "/api/rides/not-a-uuid/reviews")).statusCode).toBe(404);
    // riders do not review each other; the driver reviews only the ride's riders
    expect((await postReview(app, riders[0]!, rideId, { subjectId: riders[1]!.user.id })).statusCode).toBe(
      403,
    );
    expect((await postReview(app, driver, rideId, { subjectId: stranger.user.id })).statusCode).toBe(403);
    const self = await postReview(app, driver, rideId, { subjectId: driver.user.id });
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe(REVIEW_MESSAGES.yourself);
    const subject = { subjectId: driver.user.id };
    for (const bad of [
      { rating: 0 },
      { rating: 6 },
      { rating: 4.5 },
      { tags: ["Tidy"] },
      { comment: "x".repeat(501) },
    ]) {
      const response = await postReview(app, riders[0]!, rideId, { ...subject, ...bad });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    // signed out
    const anonymous = await app.inject({
      method: "POST",
      url: `/api/rides/${rideId}/reviews`,
      payload: subject,
    });
    expect(anonymous.statusCode).toBe(401);
    // nothing was written
    expect(await app.db.select().from(reviews).where(eq(reviews.rideId, rideId))).toEqual([]);
  });

  it("keeps a first review hidden from its subject and everyone else, and tells the subject", async () => {
    const { rideId, driver, riders } = await tripWithRiders(app);
    const rider = riders[0]!;
    const written = await review(app, rider, rideId, {
      subjectId: driver.user.id,
      rating: 2,
      comment: "<b>Late</b> by an hour",
    });
    expect(written).toMatchObject({ published: false, comment: "Late by an hour", rating: 2 });

    expect((await rideReviews(driver, rideId)).received).toEqual([]);
    expect((await rideReviews(rider, rideId)).written).toEqual([
      expect.objectContaining({ published: false }),
    ]);
    const stranger = await createSession(app);
    for (const viewer of [stranger, driver]) {
      expect(await profileOf(viewer, driver.user.id)).toMatchObject({ rating: { average: null, count: 0 } });
      expect((await profileReviews(viewer, driver.user.id)).reviews).toEqual([]);
    }
    expect((await exportOf(driver)).reviewsReceived).toEqual([]);
    expect((await exportOf(rider)).reviewsWritten).toEqual([
      expect.objectContaining({ publishedAt: null, rating: 2 }),
    ]);

    const told = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, driver.user.id), eq(notifications.type, "review_received")));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ rideId, emailStatus: "none" });
    expect(told[0]!.data).toMatchObject({ reviewerFirstName: "Ana" });
  });

  it("publishes both reviews of a pair when the second is written", async () => {
    const { rideId, driver, riders } = await tripWithRiders(app, { riders: 2 });
    const [first, second] = riders as [TestSession, TestSession];
    await review(app, first, rideId, { subjectId: driver.user.id, rating: 4, tags: ["Friendly"] });
    await review(app, second, rideId, { subjectId: driver.user.id, rating: 5 });
    const back = await review(app, driver, rideId, { subjectId: first.user.id, rating: 5, tags: ["Tidy"] });
    expect(back.published).toBe(true);

    expect((await rideReviews(first, rideId)).received).toEqual([
      expect.objectContaining({ rating: 5, tags: ["Tidy"], published: true }),
    ]);
    expect((await rideReviews(first, rideId)).written).toEqual([
      expect.objectContaining({ published: true }),
    ]);
    // the second rider's review waits for the driver's review of them
    expect((await rideReviews(driver, rideId)).received).toEqual([
      expect.objectContaining({ author: expect.objectContaining({ id: first.user.id }), rating: 4 }),
    ]);
    expect((await rideReviews(driver, rideId)).canReview).toEqual([
      { user: expect.objectContaining({ id: second.user.id }), role: "rider" },
    ]);
    const stranger = await createSession(app);
    expect(await profileOf(stranger, driver.user.id)).toMatchObject({ rating: { average: 4, count: 1 } });
    expect((await profileReviews(stranger, driver.user.id)).reviews).toEqual([
      expect.objectContaining({ rating: 4, tags: ["Friendly"], authorFirstName: "Ana", authorRole: "rider" }),
    ]);
    expect((await exportOf(driver)).reviewsReceived).toHaveLength(1);

    await review(app, driver, rideId, { subjectId: second.user.id, rating: 3 });
    expect(await profileOf(stranger, driver.user.id)).toMatchObject({ rating: { average: 4.5, count: 2 } });
  });

  it("publishes a lone review once the window has ended, once, and then refuses new ones", async () => {
    const { rideId, driver, riders } = await tripWithRiders(app);
    await review(app, riders[0]!, rideId, { subjectId: driver.user.id, rating: 3 });
    expect(await app.publishExpiredReviews()).toBe(0);

    await moveDeparture(app, rideId, dayFromToday(-15));
    expect(await app.publishExpiredReviews()).toBe(1);
    expect(await app.publishExpiredReviews()).toBe(0);
    expect((await rideReviews(driver, rideId)).received).toEqual([expect.objectContaining({ rating: 3 })]);
    const late = await postReview(app, driver, rideId, { subjectId: riders[0]!.user.id });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(REVIEW_MESSAGES.windowClosed);
    expect((await rideReviews(driver, rideId)).canReview).toEqual([]);
  });

  it("names a deleted author 'Deleted user' and clears nothing else until the purge", async () => {
    const { rideId, driver, riders } = await tripWithRiders(app);
    await review(app, riders[0]!, rideId, { subjectId: driver.user.id, comment: "Great trip" });
    await review(app, driver, rideId, { subjectId: riders[0]!.user.id });
    await app.db.update(profiles).set({ deletedAt: new Date() }).where(eq(profiles.id, riders[0]!.user.id));
    const page = await profileReviews(driver, driver.user.id);
    expect(page.reviews).toEqual([
      expect.objectContaining({ authorFirstName: "Deleted user", comment: "Great trip" }),
    ]);
    expect(page.nextBefore).toBeNull();
  });

  it("pages a profile's reviews 20 at a time", async () => {
    const { rideId, driver, riders } = await tripWithRiders(app, { riders: 3 });
    for (const rider of riders) await review(app, rider, rideId, { subjectId: driver.user.id });
    await moveDeparture(app, rideId, dayFromToday(-20));
    await app.publishExpiredReviews();
    const first = await profileReviews(driver, driver.user.id);
    expect(first.reviews).toHaveLength(3);
    expect(first.nextBefore).toBeNull();
    const cursor = `${first.reviews[0]!.publishedAt}_${first.reviews[0]!.id}`;
    const rest = await getJson(app, driver, `/api/profiles/${driver.user.id}/reviews?before=${cursor}`);
    expect((rest.json() as ProfileReviews).reviews.map((one) => one.id)).toEqual(
      first.reviews.slice(1).map((one) => one.id),
    );
    // not a cursor, an impossible date, an id that is no UUID: 400, never a 500
    for (const before of [
      "yesterday",
      `2024-13-45T99Z_${"a".repeat(36)}`,
      `2024-01-01T00:00:00.000Z_${"-".repeat(36)}`,
      `2024-02-30T00:00:00.000Z_${first.reviews[0]!.id}`,
      `${cursor}_${first.reviews[0]!.id}`,
    ]) {
      const refused = await getJson(
        app,
        driver,
        `/api/profiles/${driver.user.id}/reviews?before=${encodeURIComponent(before)}`,
      );
      expect(refused.statusCode, before).toBe(400);
    }
  });
});
