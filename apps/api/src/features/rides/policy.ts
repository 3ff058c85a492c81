import { TRIP_MESSAGES } from "@campusride/shared/messages";
import type { DriverStanding } from "./queries.ts";

/**
 * Why this user may not offer rides, or null when they may (docs/product/trips.md#who-may-offer-a-trip): a driver or both,
 * active, with complete car details and a license an admin has verified. The reasons
 * come in the order the driver has to fix them.
 */
export function rideCreationRefusal(standing: DriverStanding | undefined): string | null {
  if (!standing || !standing.isActive || standing.userType === "rider") return TRIP_MESSAGES.onlyDrivers;
  const { carMake, carModel, carYear, carColor } = standing;
  if (!carMake || !carModel || !carYear || !carColor) return TRIP_MESSAGES.carDetailsMissing;
  if (standing.licenseVerified) return null;
  if (standing.licenseStatus === "none") return TRIP_MESSAGES.licenseMissing;
  if (standing.licenseStatus === "rejected") return TRIP_MESSAGES.licenseRejected;
  // pending, or a review that did not (yet) reach the profile
  return TRIP_MESSAGES.licensePending;
}
