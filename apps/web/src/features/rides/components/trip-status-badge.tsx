import type { RideStatus } from "@campusride/shared/schemas/rides";
import clsx from "clsx";
import { CircleCheck, CircleX } from "lucide-react";

const LABELS: Record<RideStatus, string> = {
  active: "Active",
  completed: "Completed",
  cancelled: "Cancelled",
};

/** A trip's status: active in green, anything else in red, always in words too. */
export function TripStatusBadge({ status }: { status: RideStatus }) {
  const isActive = status === "active";
  const Icon = isActive ? CircleCheck : CircleX;
  return (
    <span
      className={clsx(
        "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold",
        isActive ? "bg-green-100 text-green-800" : "bg-red-100 text-red-800",
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      <span className="sr-only">Status: </span>
      {LABELS[status]}
    </span>
  );
}
