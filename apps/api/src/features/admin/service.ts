import { LIMITS } from "@campusride/shared/limits";
import { LICENSE_REVIEW_MESSAGES } from "@campusride/shared/messages";
import type { PendingLicense } from "@campusride/shared/schemas/licenses";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import {
  findDriverContact,
  listPendingLicenses,
  lockLicenseOf,
  notifyLicenseReviewed,
  recordDecision,
  setLicenseVerified,
} from "./queries.ts";

/** The admin-only address of a driver's license file, shown inline in the review. */
export function licenseFileUrl(userId: string): string {
  return `/api/admin/licenses/${encodeURIComponent(userId)}/file`;
}

/** The review queue: pending uploads with an owner, oldest first, at most one list's worth. */
export async function getPendingLicenses(db: Database): Promise<PendingLicense[]> {
  const rows = await listPendingLicenses(db, LIMITS.list);
  return rows.map((row) => ({
    ...row,
    uploadedAt: row.uploadedAt.toISOString(),
    fileUrl: licenseFileUrl(row.userId),
  }));
}

export type LicenseReview = { decision: "verified" } | { decision: "rejected"; reason: string };

/** Who was told what: the driver the decision is mailed to. */
export interface ReviewedDriver {
  email: string;
  firstName: string;
}

/**
 * Verifies or rejects the driver's pending upload, in one transaction with the profile's
 * verified flag and the driver's notification; the upload's row stays locked meanwhile, so two admins deciding at once
 * (or a re-upload) cannot both win. `licenseId`, when given, must still be the current
 * upload. No upload → 404; already decided or replaced → 409.
 */
export async function reviewLicense(
  db: Database,
  userId: string,
  reviewerId: string,
  review: LicenseReview,
  licenseId?: string,
): Promise<ReviewedDriver> {
  return db.transaction(async (tx) => {
    const license = await lockLicenseOf(tx, userId);
    if (!license) throw new AppError("NOT_FOUND", LICENSE_REVIEW_MESSAGES.notFound);
    if (license.status !== "pending" || (licenseId !== undefined && license.id !== licenseId)) {
      throw new AppError("CONFLICT", LICENSE_REVIEW_MESSAGES.notPending);
    }
    const isVerified = review.decision === "verified";
    await recordDecision(tx, license.id, {
      status: review.decision,
      rejectionReason: isVerified ? null : review.reason,
      reviewedBy: reviewerId,
    });
    await setLicenseVerified(tx, userId, isVerified);
    await notifyLicenseReviewed(tx, userId, isVerified);
    const driver = await findDriverContact(tx, userId);
    if (!driver) throw new AppError("NOT_FOUND", LICENSE_REVIEW_MESSAGES.notFound);
    return driver;
  });
}
