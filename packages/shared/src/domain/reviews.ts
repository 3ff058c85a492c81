import { MASKED_CONTACT } from "./contact-masking.ts";
/** The side of the trip a review's author was on: a rider reviews the driver, a driver each rider. */
export const REVIEW_ROLES = ["rider", "driver"] as const;
export type ReviewRole = (typeof REVIEW_ROLES)[number];

/**
 * A review can be written until this many days after the trip was completed; a review
 * still hidden then (the other side never wrote theirs) is published.
 */
export const REVIEW_WINDOW_DAYS = 14;

/** A trip cancelled with approved riders less than this many hours before it leaves marks its driver 'cancelled late'. */
export const LATE_CANCELLATION_HOURS = 24;

/** What a rider may say of the driver, one tick each. */
export const RIDER_REVIEW_TAGS = [
  "On time",
  "Safe driving",
  "Friendly",
  "Clean car",
  "Good conversation",
  "Comfortable ride",
] as const;

/** What a driver may say of a rider, one tick each. */
export const DRIVER_REVIEW_TAGS = ["On time", "Friendly", "Respectful", "Good conversation", "Tidy"] as const;

/** The tags an author on this side of the trip may choose from. */
export function reviewTagsFor(authorRole: ReviewRole): readonly string[] {
  return authorRole === "rider" ? RIDER_REVIEW_TAGS : DRIVER_REVIEW_TAGS;
}

/** The longest review comment, in characters. */
export const REVIEW_COMMENT_MAX = 500;

/** Reviews about a user shown per page of their profile. */
export const PROFILE_REVIEWS_PAGE = 20;

/**
 * When reviews of a ride may no longer be written, and hidden ones are published. The
 * rides table keeps no completion time, so the window runs from the departure: a trip is
 * completed only once it has left.
 */
export function reviewWindowEnd(departureAt: Date): Date {
  return new Date(departureAt.getTime() + REVIEW_WINDOW_DAYS * 24 * 60 * 60 * 1000);
}

/** A rating average as shown: one decimal. */
export function roundRating(average: number): number {
  return Math.round(average * 10) / 10;
}

/** A user's rating: the mean of their published reviews (one decimal), and how many there are. */
export interface RatingSummary {
  average: number | null;
  count: number;
}

/**
 * The accessible words of a rating: 'Rated 4.8 out of 5 by 12 riders' (search, of a
 * driver) or 'Rated 4.8 out of 5 from 3 reviews' (a profile); null when there is none.
 */
export function ratingText(rating: RatingSummary | null, counted: "riders" | "reviews"): string | null {
  if (!rating || rating.count === 0 || rating.average === null) return null;
  const noun = rating.count === 1 ? counted.slice(0, -1) : counted;
  return `Rated ${rating.average.toFixed(1)} out of 5 ${counted === "riders" ? "by" : "from"} ${rating.count} ${noun}`;
}

export const REVIEW_MESSAGES = {
  rideNotFound: "Ride not found.",
  notCompleted: "Reviews open once the driver has marked the trip completed.",
  windowClosed: `Reviews of this trip closed ${REVIEW_WINDOW_DAYS} days after it left.`,
  alreadyReviewed: "You have already reviewed this person for this trip.",
  notOnRide: "You can only review people who were on this trip with you.",
  yourself: "You cannot review yourself.",
  rating: "Please choose a rating from 1 to 5 stars.",
  tags: "Please choose tags from the list.",
  commentTooLong: `Comments can be at most ${REVIEW_COMMENT_MAX} characters.`,
  commentTooLongMasked: "Your comment is too long once contact details are hidden — please shorten it.",
  profileNotFound: "Profile not found",
  loadFailed: "Failed to load reviews. Please try again.",
  submitFailed: "Failed to submit your review. Please try again.",
  cancelledLate: "Cancelled late",
  newDriver: "New driver",
  leaveReview: "Leave a review",
  reviewed: "Reviewed",
  maskedNotice: `Reviews are public, so phone numbers, email addresses, payment and social media handles in them are replaced by ${MASKED_CONTACT}.`,
} as const;
