import { and, desc, eq, isNotNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { lateCancellations, profiles, reviews, rides } from "../../db/schema/index.ts";
import { shownNamesOf } from "../../lib/deleted-user.ts";

const other = alias(profiles, "other");

/**
 * The user's reviews for their data export: those they wrote (hidden ones too, with
 * whether they are published) and those about them that are published (a hidden one is
 * not theirs to read yet); the other person by first name only. And their late cancellations.
 */
export async function reviewsForExport(db: Database, userId: string) {
  const columns = {
    review: reviews,
    otherFirstName: shownNamesOf(other).firstName,
    from: rides.departureCity,
    to: rides.destinationCity,
    departureDate: rides.departureDate,
  };
  const written = await db
    .select(columns)
    .from(reviews)
    .innerJoin(other, eq(other.id, reviews.subjectId))
    .innerJoin(rides, eq(rides.id, reviews.rideId))
    .where(eq(reviews.authorId, userId))
    .orderBy(desc(reviews.createdAt));
  const received = await db
    .select(columns)
    .from(reviews)
    .innerJoin(other, eq(other.id, reviews.authorId))
    .innerJoin(rides, eq(rides.id, reviews.rideId))
    .where(and(eq(reviews.subjectId, userId), isNotNull(reviews.publishedAt)))
    .orderBy(desc(reviews.createdAt));
  const late = await db
    .select({ from: rides.departureCity, to: rides.destinationCity, row: lateCancellations })
    .from(lateCancellations)
    .innerJoin(rides, eq(rides.id, lateCancellations.rideId))
    .where(eq(lateCancellations.driverId, userId))
    .orderBy(desc(lateCancellations.cancelledAt));
  const facts = ({ review, from, to, departureDate }: (typeof written)[number]) => ({
    trip: { from, to, departureDate },
    role: review.authorRole,
    rating: review.rating,
    tags: review.tags,
    comment: review.comment,
    createdAt: review.createdAt.toISOString(),
    publishedAt: review.publishedAt?.toISOString() ?? null,
  });
  return {
    reviewsWritten: written.map((row) => ({ ...facts(row), aboutFirstName: row.otherFirstName })),
    reviewsReceived: received.map((row) => ({ ...facts(row), byFirstName: row.otherFirstName })),
    lateCancellations: late.map(({ from, to, row }) => ({
      trip: { from, to },
      ridersAffected: row.ridersAffected,
      cancelledAt: row.cancelledAt.toISOString(),
    })),
  };
}
