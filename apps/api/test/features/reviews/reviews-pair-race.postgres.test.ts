import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reviews } from "../../../src/db/schema/index.ts";
import { publishExpiredReviews } from "../../../src/features/reviews/queries.ts";
import { createTestApp } from "../../support/app.ts";
import { postReview, tripWithRiders } from "../../support/reviews.ts";
import { dayFromToday, moveDeparture } from "../../support/trips.ts";

// The two reviews of a pair sent at the same moment. PGlite runs one query at a time, so
// a missing lock would never show there: this file runs on PostgreSQL only, with a pool.
describe("the two reviews of a pair racing on PostgreSQL", async () => {
  const app = await createTestApp();

  it("end both published, whichever commits first, on every try", async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const { rideId, driver, riders } = await tripWithRiders(app);
      const rider = riders[0]!;
      const answers = await Promise.all([
        postReview(app, rider, rideId, { subjectId: driver.user.id, rating: 5 }),
        postReview(app, driver, rideId, { subjectId: rider.user.id, rating: 4 }),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
      const rows = await app.db.select().from(reviews).where(eq(reviews.rideId, rideId));
      expect(rows).toHaveLength(2);
      for (const row of rows) expect(row.publishedAt, `attempt ${attempt}`).not.toBeNull();
    }
  });

  it("write one review when the same one is sent twice at once (the other is 409)", async () => {
    const { rideId, driver, riders } = await tripWithRiders(app);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => postReview(app, riders[0]!, rideId, { subjectId: driver.user.id })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
  });

  it("publish a window's hidden reviews once when several instances run the job together", async () => {
    const { rideId, driver, riders } = await tripWithRiders(app, { riders: 3, daysAgo: 1 });
    for (const rider of riders) {
      expect((await postReview(app, rider, rideId, { subjectId: driver.user.id })).statusCode).toBe(201);
    }
    await moveDeparture(app, rideId, dayFromToday(-15));
    const hidden = await app.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.rideId, rideId), isNull(reviews.publishedAt)));
    // the job's own query, as four instances would run it at once
    const counts = await Promise.all(Array.from({ length: 4 }, () => publishExpiredReviews(app.db)));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(hidden.length);
    expect(hidden).toHaveLength(3);
    const left = await app.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.rideId, rideId), isNull(reviews.publishedAt)));
    expect(left).toEqual([]);
  });
});
