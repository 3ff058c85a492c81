import { TRIP_MESSAGES } from "@campusride/shared/messages";
import type { PrivateProfile } from "@campusride/shared/schemas/profile";

/** All four car details: a trip needs them (docs/product/trips.md#who-may-offer-a-trip). */
export function hasCarDetails(profile: PrivateProfile): boolean {
  return Boolean(profile.carMake && profile.carModel && profile.carYear && profile.carColor);
}

/**
 * Why this driver cannot create trips yet because of the license, or undefined once it is
 * verified: missing, waiting for review, or not accepted.
 */
export function licenseProblem(profile: PrivateProfile): string | undefined {
  if (profile.driverLicenseVerified) return undefined;
  if (profile.licenseStatus === "pending") return TRIP_MESSAGES.licensePending;
  if (profile.licenseStatus === "rejected") return TRIP_MESSAGES.licenseRejected;
  return TRIP_MESSAGES.licenseMissing;
}
