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
