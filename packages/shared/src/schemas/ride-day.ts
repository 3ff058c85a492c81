import { z } from "zod";
import {
  DRIVER_STATUSES,
  RIDE_DAY_EVENT_KINDS,
  RIDE_DAY_STATUSES,
  RIDER_STATUSES,
  RUNNING_LATE_STEPS,
} from "../domain/ride-day.ts";
import { RIDE_DAY_MESSAGES } from "../messages.ts";

/** The statuses either side taps: the driver's, then a rider's. */
export const SETTABLE_STATUSES = [...DRIVER_STATUSES, ...RIDER_STATUSES] as const;
export type SettableStatus = (typeof SETTABLE_STATUSES)[number];

const RUNNING_LATE = new Set<SettableStatus>(["driver_running_late", "rider_running_late"]);

/** Whether a status announces minutes of lateness (then `minutes` is required). */
export function isRunningLate(status: SettableStatus): boolean {
  return RUNNING_LATE.has(status);
}

/**
 * POST /api/rides/:id/day/status (docs/product/ride-day.md#live-status): a status of the
 * trip's day; `minutes` (one of RUNNING_LATE_STEPS) exactly when running late.
 */
export const rideDayStatusInputSchema = z
  .object({
    status: z.enum(SETTABLE_STATUSES, { error: RIDE_DAY_MESSAGES.statusRequired }),
    minutes: z
      .number({ error: RIDE_DAY_MESSAGES.minutesRequired })
      .int({ error: RIDE_DAY_MESSAGES.minutesRequired })
      .refine((value) => (RUNNING_LATE_STEPS as readonly number[]).includes(value), {
        error: RIDE_DAY_MESSAGES.minutesRequired,
      })
      .optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    const late = isRunningLate(body.status);
    if (late && body.minutes === undefined) {
      ctx.addIssue({ code: "custom", path: ["minutes"], message: RIDE_DAY_MESSAGES.minutesRequired });
    }
    if (!late && body.minutes !== undefined) {
      ctx.addIssue({ code: "custom", path: ["minutes"], message: RIDE_DAY_MESSAGES.minutesOnlyWhenLate });
    }
  });
export type RideDayStatusInput = z.infer<typeof rideDayStatusInputSchema>;

/** One entry of the trip's day timeline, as its driver or an approved rider reads it. */
export const rideDayEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(RIDE_DAY_EVENT_KINDS),
  minutes: z.number().int().nullable(),
  actorFirstName: z.string(),
  /** The rider an entry is about (checked in, running late, picked up, no-show). */
  riderFirstName: z.string().optional(),
  createdAt: z.iso.datetime(),
});
export type RideDayEvent = z.infer<typeof rideDayEventSchema>;

/**
 * GET /api/rides/:id/day and the answer to a status: the trip's live status, for its
 * driver and its approved riders only. `departureAt` is the departure moved by the
 * lateness the driver announced (`delayMinutes`); `opensAt` when the buttons open.
 */
export const rideDaySchema = z.object({
  status: z.enum(RIDE_DAY_STATUSES),
  opensAt: z.iso.datetime(),
  departureAt: z.iso.datetime(),
  delayMinutes: z.number().int(),
  lateCount: z.number().int(),
  canSetStatus: z.boolean(),
  myRole: z.enum(["driver", "rider"]),
  /** The rider's own booking (a rider's view only). */
  bookingId: z.uuid().optional(),
  /** The rider checked in ("I'm here"): a rider's view only. */
  checkedIn: z.boolean().optional(),
  events: z.array(rideDayEventSchema),
});
export type RideDay = z.infer<typeof rideDaySchema>;
