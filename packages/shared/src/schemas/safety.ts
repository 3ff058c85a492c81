import { z } from "zod";
import { REPORT_REASONS, REPORT_STATUSES, STUDENT_REPORT_REASONS } from "../domain/safety.ts";
import { LIMITS } from "../limits.ts";
import { SAFETY_MESSAGES, WOMEN_ONLY_MESSAGES } from "../messages.ts";
import { sanitizeText } from "../sanitize.ts";

/** The longest report details a student may write. */
export const REPORT_DETAILS_MAX = LIMITS.text;
/** The longest reason an admin gives for deactivating an account. */
export const DEACTIVATE_REASON_MAX = 500;

/** A user id from the URL (blocks, admin actions). */
export const userIdParamsSchema = z.object({ userId: z.string().min(1).max(100) });

/** Another student as a block or a report names them: no contact details. */
const userNameSchema = z.object({ id: z.string(), firstName: z.string(), lastName: z.string() });

export const blockedUserSchema = z.object({ user: userNameSchema, createdAt: z.iso.datetime() });
export type BlockedUser = z.infer<typeof blockedUserSchema>;

export const blocksResponseSchema = z.object({ blocks: z.array(blockedUserSchema) });

export const blockResultSchema = z.object({ message: z.string() });

/** POST /api/reports: a user, or one of their messages, with a reason and optional details. */
export const createReportInputSchema = z.object({
  userId: z.string().min(1, SAFETY_MESSAGES.userNotFound).max(100, SAFETY_MESSAGES.userNotFound),
  messageId: z.uuid(SAFETY_MESSAGES.messageNotFound).optional(),
  reason: z.enum(STUDENT_REPORT_REASONS, { error: SAFETY_MESSAGES.reasonRequired }),
  // the length is checked before markup is stripped: an oversize text is refused, not cut
  details: z
    .string()
    .max(REPORT_DETAILS_MAX, SAFETY_MESSAGES.detailsTooLong)
    .transform((value) => sanitizeText(value, REPORT_DETAILS_MAX) || undefined)
    .optional(),
});
export type CreateReportInput = z.input<typeof createReportInputSchema>;

export const reportCreatedSchema = z.object({ id: z.uuid(), message: z.string() });

/** Someone in the admin queue: admins see the address too. */
const reportPersonSchema = userNameSchema.extend({ email: z.string() });

export const adminReportSchema = z.object({
  id: z.uuid(),
  status: z.enum(REPORT_STATUSES),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  /** The reported message as it read when reported; null for a report of the user. */
  messageBody: z.string().nullable(),
  createdAt: z.iso.datetime(),
  resolvedAt: z.iso.datetime().nullable(),
  reporter: reportPersonSchema,
  reported: reportPersonSchema.extend({
    /** False once an admin has deactivated the account. */
    isActive: z.boolean(),
    isDeleted: z.boolean(),
    /** Whether they ask for women-only trips now (what a women-only report turns on). */
    womenOnlyTrips: z.boolean(),
  }),
  /** The trip a reported message was written about; null for a report of the user (or a message since deleted). */
  rideId: z.uuid().nullable(),
  /** Other reports about the same user, whatever their status. */
  otherReportsCount: z.number().int(),
  /** A no-show dispute: the booking it is about (its trip is rideId); null otherwise. */
  bookingId: z.uuid().nullable().optional(),
  /** A no-show dispute: when the rider was marked, and when an admin overturned it. */
  noShowAt: z.iso.datetime().nullable().optional(),
  noShowOverturnedAt: z.iso.datetime().nullable().optional(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

export const adminReportsQuerySchema = z.object({ status: z.enum(REPORT_STATUSES).default("open") });
export const adminReportsResponseSchema = z.object({ reports: z.array(adminReportSchema) });

export const reportIdParamsSchema = z.object({ id: z.string().max(100) });

export const deactivateUserInputSchema = z.object({
  reportId: z.uuid().optional(),
  reason: z
    .string({ error: SAFETY_MESSAGES.deactivateReasonRequired })
    .max(DEACTIVATE_REASON_MAX, SAFETY_MESSAGES.deactivateReasonTooLong)
    .transform((value) => sanitizeText(value, DEACTIVATE_REASON_MAX))
    .pipe(z.string().min(1, SAFETY_MESSAGES.deactivateReasonRequired)),
});
export type DeactivateUserInput = z.input<typeof deactivateUserInputSchema>;

/**
 * POST /api/admin/users/:userId/women-only-trips: an admin sets or clears a student's
 * women-only choice, answering a change request or a driver's report (then actioned).
 */
export const adminWomenOnlyTripsInputSchema = z.object({
  womenOnlyTrips: z.boolean({ error: WOMEN_ONLY_MESSAGES.adminChoiceRequired }),
  reportId: z.uuid(SAFETY_MESSAGES.reportNotFound).optional(),
});
export type AdminWomenOnlyTripsInput = z.input<typeof adminWomenOnlyTripsInputSchema>;
