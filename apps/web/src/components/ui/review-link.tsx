import { REVIEW_MESSAGES } from "@campusride/shared/domain/reviews";
import { reviewsPath } from "@campusride/shared/paths";
import clsx from "clsx";
import { CircleCheck } from "lucide-react";
import { Link } from "react-router";

/**
 * 'Leave a review' of a completed trip, described by its card's title; once the user has
 * reviewed everyone they can on it, 'Reviewed' instead (no action left).
 */
export function ReviewLink({
  rideId,
  titleId,
  isReviewed = false,
  className,
}: {
  rideId: string;
  titleId: string;
  isReviewed?: boolean;
  className?: string;
}) {
  if (isReviewed) {
    return (
      <span className={clsx("inline-flex items-center gap-1 font-semibold text-emerald-800", className)}>
        <CircleCheck aria-hidden="true" className="size-4" />
        {REVIEW_MESSAGES.reviewed}
      </span>
    );
  }
  return (
    <Link
      to={reviewsPath(rideId)}
      aria-describedby={titleId}
      className={clsx("font-semibold text-brand-700 underline-offset-2 hover:underline", className)}
    >
      {REVIEW_MESSAGES.leaveReview}
    </Link>
  );
}
