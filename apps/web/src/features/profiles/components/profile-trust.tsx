import { LATE_CANCELLATION_HOURS, REVIEW_MESSAGES } from "@campusride/shared/domain/reviews";
import { NO_SHOW_MESSAGES } from "@campusride/shared/messages";
import type { PublicProfileView } from "@campusride/shared/schemas/profile";
import { TriangleAlert } from "lucide-react";
import { RatingBadge } from "../../../components/ui/rating-stars.tsx";

/** A user's rating, and the 'Cancelled late' mark with its count when they have one. */
export function ProfileTrust({
  profile,
}: {
  profile: Pick<PublicProfileView, "rating" | "lateCancellations" | "noShows" | "driverNoShows">;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <RatingBadge rating={profile.rating} counted="reviews" />
      {profile.lateCancellations > 0 ? (
        <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900">
          <TriangleAlert aria-hidden="true" className="size-3.5" />
          {`${REVIEW_MESSAGES.cancelledLate} (${profile.lateCancellations})`}
          <span className="sr-only">
            {`: cancelled ${profile.lateCancellations === 1 ? "a trip" : `${profile.lateCancellations} trips`} with confirmed riders less than ${LATE_CANCELLATION_HOURS} hours before it left`}
          </span>
        </span>
      ) : null}
      <NoShowCounts noShows={profile.noShows ?? null} driverNoShows={profile.driverNoShows ?? null} />
    </div>
  );
}

/**
 * No-shows as a rider and as a driver, shown only from NO_SHOW_COUNT_THRESHOLD within
 * NO_SHOW_COUNT_MONTHS (the server leaves them out below), with what they mean.
 */
function NoShowCounts({ noShows, driverNoShows }: { noShows: number | null; driverNoShows: number | null }) {
  if (noShows === null && driverNoShows === null) return null;
  return (
    <div className="w-full space-y-1">
      <p className="flex flex-wrap gap-2">
        {noShows === null ? null : (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900">
            <TriangleAlert aria-hidden="true" className="size-3.5" />
            {NO_SHOW_MESSAGES.noShowsLabel(noShows)}
          </span>
        )}
        {driverNoShows === null ? null : (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900">
            <TriangleAlert aria-hidden="true" className="size-3.5" />
            {NO_SHOW_MESSAGES.driverNoShowsLabel(driverNoShows)}
          </span>
        )}
      </p>
      <p className="text-xs text-slate-600">{NO_SHOW_MESSAGES.noShowsExplained}</p>
    </div>
  );
}
