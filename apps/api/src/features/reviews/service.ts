import { maskFreeText } from "@campusride/shared/domain/contact-masking";
import {
  PROFILE_REVIEWS_PAGE,
  REVIEW_COMMENT_MAX,
  REVIEW_MESSAGES,
  reviewTagsFor,
  reviewWindowEnd,
  type RatingSummary,
} from "@campusride/shared/domain/reviews";
import type {
  createReviewInputSchema,
  ProfileReviews,
  RideReview,
  RideReviews,
} from "@campusride/shared/schemas/reviews";
import { nextPageCursor, parsePageCursor } from "@campusride/shared/schemas/page-cursor";
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import {
  countLateCancellations,
  findRatings,
  findRideForReviews,
  insertReview,
  isVisibleProfile,
  listParticipants,
  listProfileReviews,
  listRideReviewsOf,
  notifyReviewReceived,
  publishPair,
  type Participant,
  type RideForReviews,
} from "./queries.ts";
import { now } from "../../lib/clock.ts";

type CreateReview = z.output<typeof createReviewInputSchema>;

/** The ride and the user's side of it; anyone not on the ride learns nothing of it (404). */
async function findOwnPlace(db: Database, rideId: string, userId: string, lock: boolean) {
  if (!z.uuid().safeParse(rideId).success) throw new AppError("NOT_FOUND", REVIEW_MESSAGES.rideNotFound);
  const ride = await findRideForReviews(db, rideId, lock);
  const participants = ride ? await listParticipants(db, ride) : [];
  const me = participants.find((person) => person.id === userId);
  if (!ride || !me) throw new AppError("NOT_FOUND", REVIEW_MESSAGES.rideNotFound);
  return { ride, me, participants };
}

/** Whom this participant reviews: a rider the driver, the driver each rider. */
function counterparts(me: Participant, participants: Participant[]): Participant[] {
  return participants.filter((person) => person.id !== me.id && person.role !== me.role);
}

function isOpenForReviews(ride: RideForReviews, now: Date): boolean {
  return ride.status === "completed" && now < reviewWindowEnd(ride.departureAt);
}

/** GET /api/rides/:rideId/reviews: whom the user may still review, what they wrote, what was published about them. */
export async function getRideReviews(db: Database, userId: string, rideId: string): Promise<RideReviews> {
  const { ride, me, participants } = await findOwnPlace(db, rideId, userId, false);
  const shown = await listRideReviewsOf(db, rideId, userId);
  const written = shown.filter((review) => review.author.id === userId);
  const reviewed = new Set(written.map((review) => review.subject.id));
  const open = isOpenForReviews(ride, now());
  return {
    ride: {
      id: ride.id,
      departureCity: ride.departureCity,
      destinationCity: ride.destinationCity,
      departureDate: ride.departureDate,
      departureTime: ride.departureTime.slice(0, 5),
      status: ride.status,
      driverId: ride.driverId,
    },
    canReview: open
      ? counterparts(me, participants)
          .filter((person) => !reviewed.has(person.id))
          .map(({ role, ...user }) => ({ user, role }))
      : [],
    written,
    received: shown.filter((review) => review.subject.id === userId),
    windowEndsAt: reviewWindowEnd(ride.departureAt).toISOString(),
  };
}

/**
 * One review of a person the user was on a completed trip with, within the window. Written
 * with the ride's row locked, so that of two reviews of a pair sent together the second
 * always sees the first: the second of a pair publishes both; the first tells the subject
 * (review_received) and stays hidden until then, or until the window ends.
 */
export async function createReview(
  db: Database,
  userId: string,
  rideId: string,
  input: CreateReview,
): Promise<RideReview> {
  // reviews are public: contact details hidden, and the mask may not push the comment past its limit
  const comment = maskFreeText(input.comment);
  if (comment && comment.length > REVIEW_COMMENT_MAX) {
    throw new AppError("VALIDATION", REVIEW_MESSAGES.commentTooLongMasked, {
      fields: { comment: REVIEW_MESSAGES.commentTooLongMasked },
    });
  }
  return db.transaction(async (tx) => {
    const { ride, me, participants } = await findOwnPlace(tx, rideId, userId, true);
    if (input.subjectId === userId) throw new AppError("BAD_REQUEST", REVIEW_MESSAGES.yourself);
    if (ride.status !== "completed") throw new AppError("CONFLICT", REVIEW_MESSAGES.notCompleted);
    if (!isOpenForReviews(ride, now())) throw new AppError("CONFLICT", REVIEW_MESSAGES.windowClosed);
    if (!counterparts(me, participants).some((person) => person.id === input.subjectId)) {
      throw new AppError("FORBIDDEN", REVIEW_MESSAGES.notOnRide);
    }
    const allowed = reviewTagsFor(me.role);
    const tags = [...new Set(input.tags)];
    if (tags.some((tag) => !allowed.includes(tag))) {
      throw new AppError("VALIDATION", REVIEW_MESSAGES.tags, { fields: { tags: REVIEW_MESSAGES.tags } });
    }
    const row = await insertReview(tx, {
      rideId,
      authorId: userId,
      subjectId: input.subjectId,
      authorRole: me.role,
      rating: input.rating,
      tags,
      comment,
    });
    if (!row) throw new AppError("CONFLICT", REVIEW_MESSAGES.alreadyReviewed);
    const published = await publishPair(tx, rideId, userId, input.subjectId);
    if (published === 0) await notifyReviewReceived(tx, rideId, input.subjectId, userId);
    const review = (await listRideReviewsOf(tx, rideId, userId)).find((shown) => shown.id === row.id);
    return review!;
  });
}

/** What a profile shows of the user's trustworthiness: rating and the 'cancelled late' count. */
export interface ProfileTrust {
  rating: RatingSummary;
  lateCancellations: number;
}

/** Published ratings of these users, for the search's answers (app.ts hands it in). */
export const readPublishedRatings = findRatings;

export async function readProfileTrust(db: Database, userId: string): Promise<ProfileTrust> {
  const rating = (await findRatings(db, [userId])).get(userId) ?? { average: null, count: 0 };
  return { rating, lateCancellations: await countLateCancellations(db, userId) };
}

/** The published reviews about a visible user, a page at a time (newest first). */
export async function getProfileReviews(
  db: Database,
  userId: string,
  before: string | undefined,
): Promise<ProfileReviews> {
  if (!(await isVisibleProfile(db, userId))) throw new AppError("NOT_FOUND", REVIEW_MESSAGES.profileNotFound);
  const cursor = before ? parsePageCursor(before) : undefined;
  const reviews = await listProfileReviews(db, userId, cursor && { publishedAt: cursor.at, id: cursor.id });
  const last = reviews.at(-1);
  return {
    reviews,
    nextBefore: nextPageCursor(
      last && { id: last.id, at: last.publishedAt },
      reviews.length === PROFILE_REVIEWS_PAGE,
    ),
  };
}
