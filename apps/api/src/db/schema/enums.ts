import { pgEnum } from "drizzle-orm/pg-core";

export const userTypeEnum = pgEnum("user_type", ["rider", "driver", "both"]);
export const rideStatusEnum = pgEnum("ride_status", ["active", "completed", "cancelled"]);
export const bookingStatusEnum = pgEnum("booking_status", [
  "pending",
  "approved",
  "rejected",
  "cancelled",
  "completed",
]);
export const licenseStatusEnum = pgEnum("license_status", ["pending", "verified", "rejected"]);
/** The largest bag a trip takes per rider (issue 11: trip preferences and luggage). */
export const luggageSizeEnum = pgEnum("luggage_size", ["small_bag", "suitcase"]);
