import {
  PROFILE_REVIEWS_PAGE,
  REVIEW_WINDOW_DAYS,
  roundRating,
  type RatingSummary,
} from "@campusride/shared/domain/reviews";
import type { ProfileReview, RideReview } from "@campusride/shared/schemas/reviews";
import { and, desc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { nowSql } from "../../lib/clock.ts";
import {
  bookings,
  lateCancellations,
  profiles,
  reviews,
  rides,
  type ReviewRow,
} from "../../db/schema/index.ts";
import { shownFirstName, shownLastName, shownNamesOf } from "../../lib/deleted-user.ts";

/** The ride facts a review needs. */
export async function findRideForReviews(db: Database, rideId: string, lock: boolean) {
  const query = db
    .select({
      id: rides.id,
      driverId: rides.driverId,
      status: rides.status,
      departureAt: rides.departureAt,
      departureCity: rides.departureCity,
      destinationCity: rides.destinationCity,
      departureDate: rides.departureDate,
      departureTime: rides.departureTime,
    })
    .from(rides)
    .where(eq(rides.id, rideId))
    .$dynamic();
  // Serialises the reviews of one ride: the second of a pair sees the first and publishes
  // both. "no key update" leaves the ride's foreign keys (a review's own insert) unblocked.
  const [row] = await (lock ? query.for("no key update") : query);
  return row;
}
export type RideForReviews = NonNullable<Awaited<ReturnType<typeof findRideForReviews>>>;

export interface Participant {
  id: string;
  firstName: string;
  lastName: string;
  role: "driver" | "rider";
}

/** The ride's driver and the riders whose seat was confirmed (approved, or completed with the trip). */
export async function listParticipants(db: Database, ride: RideForReviews): Promise<Participant[]> {
  const people = await db
    .selectDistinct({ id: profiles.id, firstName: shownFirstName, lastName: shownLastName })
    .from(profiles)
    .where(
      or(
        eq(profiles.id, ride.driverId),
        inArray(
          profiles.id,
          db
            .select({ id: bookings.riderId })
            .from(bookings)
            .where(and(eq(bookings.rideId, ride.id), inArray(bookings.status, ["approved", "completed"]))),
        ),
      ),
    );
  return people.map((person) => ({ ...person, role: person.id === ride.driverId ? "driver" : "rider" }));
}

/** Inserts a review; undefined when this author already reviewed this subject on this ride. */
export async function insertReview(
  db: Database,
  values: Pick<ReviewRow, "rideId" | "authorId" | "subjectId" | "authorRole" | "rating" | "tags" | "comment">,
): Promise<ReviewRow | undefined> {
  const [row] = await db.insert(reviews).values(values).onConflictDoNothing().returning();
  return row;
}

/** Publishes both reviews of a pair once the other side has written theirs; how many it published. */
export async function publishPair(db: Database, rideId: string, a: string, b: string): Promise<number> {
  const published = await db
    .update(reviews)
    .set({ publishedAt: sql`now()` })
    .where(
      and(
        eq(reviews.rideId, rideId),
        or(
          and(eq(reviews.authorId, a), eq(reviews.subjectId, b)),
          and(eq(reviews.authorId, b), eq(reviews.subjectId, a)),
        ),
        sql`${reviews.publishedAt} is null`,
        // both sides wrote: the reverse review exists
        sql`exists (select 1 from reviews other where other.ride_id = ${rideId}
          and other.author_id = ${reviews.subjectId} and other.subject_id = ${reviews.authorId})`,
      ),
    )
    .returning({ id: reviews.id });
  return published.length;
}

/** Tells the subject of a first review that someone reviewed them (in-app only). */
export async function notifyReviewReceived(
  db: Database,
  rideId: string,
  subjectId: string,
  authorId: string,
) {
  await db.execute(sql`
    select campusride_notify_user(${subjectId}, 'review_received', r.id, null,
      campusride_trip_data(r) || jsonb_build_object('reviewerFirstName',
        (select first_name from profiles where id = ${authorId})))
    from rides r where r.id = ${rideId}`);
}

const author = alias(profiles, "author");
const subject = alias(profiles, "subject");

const authorName = shownNamesOf(author);
const subjectName = shownNamesOf(subject);

/** The reviews of a ride written by the user, or published ones about the user. */
export async function listRideReviewsOf(db: Database, rideId: string, userId: string): Promise<RideReview[]> {
  const rows = await db
    .select({
      review: reviews,
      authorFirst: authorName.firstName,
      authorLast: authorName.lastName,
      subjectFirst: subjectName.firstName,
      subjectLast: subjectName.lastName,
    })
    .from(reviews)
    .innerJoin(author, eq(author.id, reviews.authorId))
    .innerJoin(subject, eq(subject.id, reviews.subjectId))
    .where(
      and(
        eq(reviews.rideId, rideId),
        or(eq(reviews.authorId, userId), and(eq(reviews.subjectId, userId), isNotNull(reviews.publishedAt))),
      ),
    )
    .orderBy(reviews.createdAt);
  return rows.map(({ review, ...names }) => ({
    id: review.id,
    author: { id: review.authorId, firstName: names.authorFirst, lastName: names.authorLast },
    subject: { id: review.subjectId, firstName: names.subjectFirst, lastName: names.subjectLast },
    authorRole: review.authorRole,
    rating: review.rating,
    tags: review.tags,
    comment: review.comment,
    createdAt: review.createdAt.toISOString(),
    published: review.publishedAt !== null,
  }));
}

/** The published ratings of these users: average (one decimal) and count; users without any are absent. */
export async function findRatings(
  db: Database,
  userIds: readonly string[],
): Promise<Map<string, RatingSummary>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      userId: reviews.subjectId,
      average: sql<string>`avg(${reviews.rating})`,
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(reviews)
    .where(and(inArray(reviews.subjectId, [...userIds]), isNotNull(reviews.publishedAt)))
    .groupBy(reviews.subjectId);
  return new Map(
    rows.map((row) => [row.userId, { average: roundRating(Number(row.average)), count: row.count }]),
  );
}

/** How many trips the driver cancelled late (the 'cancelled late' mark). */
export async function countLateCancellations(db: Database, driverId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(lateCancellations)
    .where(eq(lateCancellations.driverId, driverId));
  return row?.count ?? 0;
}

/** Whether the profile is shown to others: active, not deactivated. */
export async function isVisibleProfile(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, userId), eq(profiles.isActive, true), sql`${profiles.deactivatedAt} is null`));
  return row !== undefined;
}

// to the millisecond, as the page cursor (JSON time) carries it
const publishedMs = sql`date_trunc('milliseconds', ${reviews.publishedAt})`;

/** A page of published reviews about the user, newest first, before the cursor (time, id). */
export async function listProfileReviews(
  db: Database,
  userId: string,
  before: { publishedAt: Date; id: string } | undefined,
): Promise<ProfileReview[]> {
  const rows = await db
    .select({
      review: reviews,
      authorFirstName: authorName.firstName,
      departureCity: rides.departureCity,
      destinationCity: rides.destinationCity,
      departureDate: rides.departureDate,
    })
    .from(reviews)
    .innerJoin(author, eq(author.id, reviews.authorId))
    .innerJoin(rides, eq(rides.id, reviews.rideId))
    .where(
      and(
        eq(reviews.subjectId, userId),
        isNotNull(reviews.publishedAt),
        before
          ? sql`(${publishedMs}, ${reviews.id}) < (${before.publishedAt.toISOString()}::timestamptz, ${before.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(publishedMs), desc(reviews.id))
    .limit(PROFILE_REVIEWS_PAGE);
  return rows.map(({ review, ...row }) => ({
    id: review.id,
    rating: review.rating,
    tags: review.tags,
    comment: review.comment,
    authorFirstName: row.authorFirstName,
    authorRole: review.authorRole,
    departureCity: row.departureCity,
    destinationCity: row.destinationCity,
    month: row.departureDate.slice(0, 7),
    createdAt: review.createdAt.toISOString(),
    publishedAt: review.publishedAt!.toISOString(),
  }));
}

/**
 * Publishes every hidden review whose ride left more than REVIEW_WINDOW_DAYS ago: the
 * other side did not write theirs in time. One guarded UPDATE, so instances running it
 * together publish each review once and a second run publishes nothing.
 */
export async function publishExpiredReviews(db: Database): Promise<number> {
  const published = await db
    .update(reviews)
    .set({ publishedAt: sql`now()` })
    .where(
      and(
        sql`${reviews.publishedAt} is null`,
        inArray(
          reviews.rideId,
          db
            .select({ id: rides.id })
            .from(rides)
            .where(sql`${rides.departureAt} <= ${nowSql()} - make_interval(days => ${REVIEW_WINDOW_DAYS})`),
        ),
      ),
    )
    .returning({ id: reviews.id });
  return published.length;
}
