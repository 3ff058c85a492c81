/**
 * A trip's day (docs/product/ride-day.md): from two hours before departure until the trip is
 * completed, the driver and the approved riders share one live status and its timeline.
 */

/** How long before departure the status buttons open. */
export const RIDE_DAY_OPENS_MINUTES = 120;

/** The minutes a driver or rider can announce as running late. */
export const RUNNING_LATE_STEPS = [5, 10, 15, 30] as const;
export type RunningLateMinutes = (typeof RUNNING_LATE_STEPS)[number];

/** A driver may run late at most this many times, and this many minutes in all. */
export const MAX_DRIVER_LATE_TIMES = 3;
export const MAX_DRIVER_LATE_MINUTES = 120;

/** A rider who has not checked in can be marked a no-show this long after the (moved) departure. */
export const RIDER_NO_SHOW_AFTER_MINUTES = 10;
/** A rider can report the driver did not come this long after the (moved) departure. */
export const DRIVER_NO_SHOW_AFTER_MINUTES = 30;
/** A rider marked as a no-show can dispute it this long afterwards. */
export const NO_SHOW_DISPUTE_HOURS = 24;
/** A trip nobody finished completes itself this long after its estimated arrival. */
export const AUTO_COMPLETE_AFTER_ARRIVAL_HOURS = 6;
/** No-shows are shown on a public profile from this many within NO_SHOW_COUNT_MONTHS. */
export const NO_SHOW_COUNT_THRESHOLD = 2;
export const NO_SHOW_COUNT_MONTHS = 6;

/**
 * Every entry of a trip's day timeline. The driver's: on_my_way, driver_running_late,
 * at_pickup, started, picked_up and no_show (of one rider), dropped_off (the trip finished).
 * A rider's: rider_here (checked in), rider_running_late, driver_no_show (reported).
 */
export const RIDE_DAY_EVENT_KINDS = [
  "on_my_way",
  "driver_running_late",
  "at_pickup",
  "rider_here",
  "rider_running_late",
  "started",
  "picked_up",
  "no_show",
  "dropped_off",
  "driver_no_show",
] as const;
export type RideDayEventKind = (typeof RIDE_DAY_EVENT_KINDS)[number];

/** The statuses the trip's driver taps. */
export const DRIVER_STATUSES = ["on_my_way", "driver_running_late", "at_pickup"] as const;
/** The statuses an approved rider taps. */
export const RIDER_STATUSES = ["rider_here", "rider_running_late"] as const;

/** Where a rider's proposed pickup spot stands with the driver. */
export const PICKUP_PROPOSAL_STATUSES = ["proposed", "accepted", "declined"] as const;

/** The status the other side last set, or where the trip stands without one. */
export const RIDE_DAY_STATUSES = [
  "scheduled",
  "on_my_way",
  "driver_running_late",
  "at_pickup",
  "started",
  "completed",
  "cancelled",
] as const;
export type RideDayStatus = (typeof RIDE_DAY_STATUSES)[number];

/** The timeline entries that set the trip's status (the driver's). */
const STATUS_KINDS = ["on_my_way", "driver_running_late", "at_pickup", "started"] as const;

function isStatusKind(kind: RideDayEventKind): kind is (typeof STATUS_KINDS)[number] {
  return (STATUS_KINDS as readonly string[]).includes(kind);
}

/**
 * The trip's status: cancelled or completed as the trip stands, else the driver's latest
 * status of its timeline (oldest first), else scheduled.
 */
export function rideDayStatusOf(
  rideStatus: "active" | "completed" | "cancelled",
  kinds: readonly RideDayEventKind[],
): RideDayStatus {
  if (rideStatus !== "active") return rideStatus;
  return kinds.findLast(isStatusKind) ?? "scheduled";
}

/** The departure riders see: the trip's own, moved by the lateness its driver announced. */
export function movedDeparture(departureAt: Date, delayMinutes: number): Date {
  return new Date(departureAt.getTime() + delayMinutes * 60_000);
}

/** Whether the status buttons are open at `now`: from RIDE_DAY_OPENS_MINUTES before departure. */
export function isRideDayOpen(departureAt: Date, now: Date): boolean {
  return now.getTime() >= departureAt.getTime() - RIDE_DAY_OPENS_MINUTES * 60_000;
}
