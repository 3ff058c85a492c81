import { LATE_CANCELLATION_HOURS, REVIEW_MESSAGES } from "@campusride/shared/domain/reviews";
import type { PublicProfileView } from "@campusride/shared/schemas/profile";
import { TriangleAlert } from "lucide-react";
import { RatingBadge } from "../../../components/ui/rating-stars.tsx";

/** A user's rating, and the 'Cancelled late' mark with its count when they have one. */
export function ProfileTrust({
  profile,
}: {
  profile: Pick<PublicProfileView, "rating" | "lateCancellations">;
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
    </div>
  );
}
