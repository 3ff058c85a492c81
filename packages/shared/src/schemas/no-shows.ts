import { z } from "zod";
import { LIMITS } from "../limits.ts";
import { NO_SHOW_MESSAGES } from "../messages.ts";
import { sanitizeText } from "../sanitize.ts";

/** The longest a rider's dispute of a no-show may be (the report's details). */
export const NO_SHOW_DISPUTE_MAX = 1000;

/**
 * POST /api/rides/:id/start: the driver ticks each approved rider in the car
 * (docs/product/ride-day.md#start-drop-off-and-no-shows).
 */
export const startRideInputSchema = z.object({
  pickedUp: z.array(z.uuid(NO_SHOW_MESSAGES.startUnknownRiders)).max(LIMITS.list),
});
export type StartRideInput = z.input<typeof startRideInputSchema>;

/** POST /api/bookings/:id/no-show/dispute: the rider says what happened. */
export const noShowDisputeInputSchema = z.object({
  // the length is checked before markup is stripped: an oversize text is refused, not cut
  reason: z
    .string({ error: NO_SHOW_MESSAGES.disputeReasonRequired })
    .max(NO_SHOW_DISPUTE_MAX, NO_SHOW_MESSAGES.disputeReasonTooLong)
    .transform((value) => sanitizeText(value, NO_SHOW_DISPUTE_MAX))
    .pipe(z.string().min(1, NO_SHOW_MESSAGES.disputeReasonRequired)),
});
export type NoShowDisputeInput = z.input<typeof noShowDisputeInputSchema>;

export const NO_SHOW_DISPUTE_OUTCOMES = ["upheld", "overturned"] as const;

/** POST /api/admin/reports/:id/no-show-decision: the admin's answer to a dispute. */
export const noShowDecisionInputSchema = z.object({ outcome: z.enum(NO_SHOW_DISPUTE_OUTCOMES) });
