import { pgEnum } from "drizzle-orm/pg-core";
import { BOOKING_STATUSES } from "@campusride/shared/schemas/bookings";
import { REPORT_REASONS, REPORT_STATUSES } from "@campusride/shared/domain/safety";
import { REVIEW_ROLES } from "@campusride/shared/domain/reviews";
import { PICKUP_PROPOSAL_STATUSES, RIDE_DAY_EVENT_KINDS } from "@campusride/shared/domain/ride-day";

export const userTypeEnum = pgEnum("user_type", ["rider", "driver", "both"]);
export const rideStatusEnum = pgEnum("ride_status", ["active", "completed", "cancelled"]);

/** expired: a pending request the driver did not answer within REQUEST_EXPIRY_HOURS or before departure. */
export const bookingStatusEnum = pgEnum("booking_status", BOOKING_STATUSES);
export const licenseStatusEnum = pgEnum("license_status", ["pending", "verified", "rejected"]);
/** The largest bag a trip takes per rider (docs/product/trips.md#preferences). */
export const luggageSizeEnum = pgEnum("luggage_size", ["small_bag", "suitcase"]);
/** Why a user or a message was reported (docs/product/trust-and-safety.md#reporting). */
export const reportReasonEnum = pgEnum("report_reason", REPORT_REASONS);
/** Where a report stands in the admin queue. */
export const reportStatusEnum = pgEnum("report_status", REPORT_STATUSES);
/** The side of the trip a review's author was on. */
export const reviewRoleEnum = pgEnum("review_role", REVIEW_ROLES);

/** An entry of a trip's day timeline (docs/product/ride-day.md). */
export const rideDayEventKindEnum = pgEnum("ride_day_event_kind", RIDE_DAY_EVENT_KINDS);
/** Where a rider's proposed pickup spot stands with the driver. */
export const pickupProposalStatusEnum = pgEnum("pickup_proposal_status", PICKUP_PROPOSAL_STATUSES);
