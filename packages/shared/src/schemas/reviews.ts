import { z } from "zod";
import { pageCursorSchema } from "./page-cursor.ts";
import { REVIEW_COMMENT_MAX, REVIEW_MESSAGES, REVIEW_ROLES } from "../domain/reviews.ts";
import { sanitizeText } from "../sanitize.ts";
import { RIDE_STATUSES } from "./rides.ts";

/** A user's rating as profiles and search show it: average to one decimal (null: none yet), count. */
export const ratingSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
});

/**
 * POST /api/rides/:rideId/reviews: one review of one person on a completed trip. Which
 * tags are allowed depends on the author's side of the trip (checked by the service).
 */
export const createReviewInputSchema = z.object({
  subjectId: z.string({ error: REVIEW_MESSAGES.notOnRide }).min(1, REVIEW_MESSAGES.notOnRide).max(100),
  rating: z
    .number({ error: REVIEW_MESSAGES.rating })
    .int(REVIEW_MESSAGES.rating)
    .min(1, REVIEW_MESSAGES.rating)
    .max(5, REVIEW_MESSAGES.rating),
  tags: z
    .array(z.string().max(40, REVIEW_MESSAGES.tags), { error: REVIEW_MESSAGES.tags })
    .max(10, REVIEW_MESSAGES.tags)
    .default([]),
  comment: z
    .string()
    .max(REVIEW_COMMENT_MAX, REVIEW_MESSAGES.commentTooLong)
    .transform((value) => sanitizeText(value, REVIEW_COMMENT_MAX) || undefined)
    .optional(),
});
export type CreateReviewInput = z.input<typeof createReviewInputSchema>;

const reviewRole = z.enum(REVIEW_ROLES);
const person = z.object({ id: z.string(), firstName: z.string(), lastName: z.string() });

/** A review as its author or its subject reads it on the ride's reviews page. */
export const rideReviewSchema = z.object({
  id: z.uuid(),
  author: person,
  subject: person,
  authorRole: reviewRole,
  rating: z.number().int(),
  tags: z.array(z.string()),
  comment: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** Whether the subject (and their profile's readers) can see it: once both sides wrote, or the window ended. */
  published: z.boolean(),
});
export type RideReview = z.infer<typeof rideReviewSchema>;

/** GET /api/rides/:rideId/reviews: what the signed-in participant may write and read. */
export const rideReviewsResponseSchema = z.object({
  ride: z.object({
    id: z.uuid(),
    departureCity: z.string(),
    destinationCity: z.string(),
    departureDate: z.string(),
    departureTime: z.string(),
    status: z.enum(RIDE_STATUSES),
    driverId: z.string(),
  }),
  /** The people the user may still review (the window open, the trip completed). */
  canReview: z.array(z.object({ user: person, role: reviewRole })),
  /** The user's own reviews of this trip, published or not. */
  written: z.array(rideReviewSchema),
  /** Reviews of the user on this trip: published ones only. */
  received: z.array(rideReviewSchema),
  /** Until when reviews may be written; hidden ones are published then. */
  windowEndsAt: z.iso.datetime(),
});
export type RideReviews = z.infer<typeof rideReviewsResponseSchema>;

/** A published review about a user, as their profile shows it. */
export const profileReviewSchema = z.object({
  id: z.uuid(),
  rating: z.number().int(),
  tags: z.array(z.string()),
  comment: z.string().nullable(),
  authorFirstName: z.string(),
  authorRole: reviewRole,
  departureCity: z.string(),
  destinationCity: z.string(),
  /** The trip's month, YYYY-MM. */
  month: z.string(),
  createdAt: z.iso.datetime(),
  /** When it became visible; the next page starts before it. */
  publishedAt: z.iso.datetime(),
});
export type ProfileReview = z.infer<typeof profileReviewSchema>;

/**
 * GET /api/profiles/:id/reviews?before= : newest first, PROFILE_REVIEWS_PAGE per page.
 * `before` is the previous page's nextBefore: the last review's publication time and id
 * (reviews published by one job run share a time).
 */
export const profileReviewsQuerySchema = z.object({
  before: pageCursorSchema.optional(),
});
export const profileReviewsResponseSchema = z.object({
  reviews: z.array(profileReviewSchema),
  /** Pass as `before` for the next page; null when this was the last. */
  nextBefore: z.string().nullable(),
});
export type ProfileReviews = z.infer<typeof profileReviewsResponseSchema>;
