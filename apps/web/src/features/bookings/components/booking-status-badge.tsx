import clsx from "clsx";
import { RIDER_STATUS_LABELS, type RiderStatus } from "../rider-status.ts";

const TONES: Record<RiderStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  approved: "bg-green-100 text-green-800",
  rejected: "bg-red-100 text-red-800",
  cancelled: "bg-slate-200 text-slate-800",
  completed: "bg-brand-100 text-brand-900",
  expired: "bg-slate-200 text-slate-800",
  no_show: "bg-red-100 text-red-800",
  rideCancelled: "bg-red-100 text-red-800",
};

/** A request's status in words (approved reads 'Confirmed', docs/product/bookings.md#states), its colour only a second cue. */
export function BookingStatusBadge({ status }: { status: RiderStatus }) {
  return (
    <span
      className={clsx(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold",
        TONES[status],
      )}
    >
      <span className="sr-only">Status: </span>
      {RIDER_STATUS_LABELS[status]}
    </span>
  );
}
