import { reviewsPath } from "@campusride/shared/paths";
import clsx from "clsx";
import { Link } from "react-router";

/** 'Leave a review' of a completed trip, described by its card's title. */
export function ReviewLink({
  rideId,
  titleId,
  className,
}: {
  rideId: string;
  titleId: string;
  className?: string;
}) {
  return (
    <Link
      to={reviewsPath(rideId)}
      aria-describedby={titleId}
      className={clsx("font-semibold text-brand-700 underline-offset-2 hover:underline", className)}
    >
      Leave a review
    </Link>
  );
}
