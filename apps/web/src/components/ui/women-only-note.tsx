import { WOMEN_ONLY_MESSAGES } from "@campusride/shared/messages";
import clsx from "clsx";
import { Venus } from "lucide-react";

interface WomenOnlyNoteProps {
  trip: { preferences: { womenOnly: boolean } };
  /** Who reads it: a rider (the driver decides) or the trip's driver (check, and report). */
  audience: "rider" | "driver";
  /** Also what CampusRide does and does not verify (a trip's own page). */
  withVerification?: boolean;
  className?: string;
}

/** On a women-only trip, what that means in plain words; nothing on any other trip. */
export function WomenOnlyNote({ trip, audience, withVerification = false, className }: WomenOnlyNoteProps) {
  if (!trip.preferences.womenOnly) return null;
  return (
    <div
      className={clsx(
        "flex gap-2 rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900",
        className,
      )}
    >
      <Venus aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="space-y-1">
        <p className="font-medium">
          {audience === "driver" ? WOMEN_ONLY_MESSAGES.driverChecks : WOMEN_ONLY_MESSAGES.driverApproves}
        </p>
        {withVerification ? <p>{WOMEN_ONLY_MESSAGES.verification}</p> : null}
      </div>
    </div>
  );
}
