import { z } from "zod";
import { LICENSE_REVIEW_MESSAGES } from "../messages.ts";
import { sanitizeText } from "../sanitize.ts";

/** Where a driver's license stands: none uploaded, waiting for review, verified, rejected. */
export const LICENSE_STATUSES = ["none", "pending", "verified", "rejected"] as const;

/** The longest rejection reason an admin may write. */
export const LICENSE_REASON_MAX = 500;

/** One upload waiting in the admin review queue. */
export const pendingLicenseSchema = z.object({
  /** This upload: a verify or reject naming it fails once the driver has replaced it. */
  licenseId: z.uuid(),
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  university: z.string().nullable(),
  contentType: z.string(),
  uploadedAt: z.iso.datetime(),
  /** The admin-only address of the file, to show inline. */
  fileUrl: z.string(),
});
export type PendingLicense = z.infer<typeof pendingLicenseSchema>;

export const pendingLicensesResponseSchema = z.object({ licenses: z.array(pendingLicenseSchema) });

/**
 * The upload the admin looked at, optional: when given, a verify or reject applies only if
 * it is still the driver's current upload (a file replaced meanwhile was never seen).
 */
const reviewedLicenseId = z.uuid().optional();

export const verifyLicenseInputSchema = z.object({ licenseId: reviewedLicenseId });

export const rejectLicenseInputSchema = z.object({
  licenseId: reviewedLicenseId,
  reason: z
    .string({ error: LICENSE_REVIEW_MESSAGES.reasonRequired })
    .max(LICENSE_REASON_MAX, LICENSE_REVIEW_MESSAGES.reasonTooLong)
    .transform((value) => sanitizeText(value, LICENSE_REASON_MAX))
    .pipe(z.string().min(1, LICENSE_REVIEW_MESSAGES.reasonRequired)),
});
export type RejectLicenseInput = z.input<typeof rejectLicenseInputSchema>;
