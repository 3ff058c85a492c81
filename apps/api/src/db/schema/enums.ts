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
