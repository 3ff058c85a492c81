import { REVIEW_MESSAGES, ratingText, type RatingSummary } from "@campusride/shared/domain/reviews";
import clsx from "clsx";
import { Star } from "lucide-react";

/** Five stars, the first `value` filled (rounded to the nearest whole star); hidden from screen readers. */
export function StarRow({ value, className }: { value: number; className?: string }) {
  const filled = Math.round(value);
  return (
    <span aria-hidden="true" className={clsx("inline-flex", className)}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          className={clsx("size-4", star <= filled ? "fill-amber-400 text-amber-500" : "text-slate-300")}
        />
      ))}
    </span>
  );
}

interface RatingBadgeProps {
  rating: RatingSummary | null;
  /** Who gave it: "riders" (a driver in search) or "reviews" (a profile). */
  counted: "riders" | "reviews";
  className?: string;
}

/**
 * A rating as stars, average and count, read out as 'Rated 4.8 out of 5 by 12 riders';
 * 'New driver' (or 'No reviews yet' on a profile) when there is none.
 */
export function RatingBadge({ rating, counted, className }: RatingBadgeProps) {
  const text = ratingText(rating, counted);
  if (!text || !rating || rating.average === null) {
    return (
      <span className={clsx("text-sm text-slate-600", className)}>
        {counted === "riders" ? REVIEW_MESSAGES.newDriver : "No reviews yet"}
      </span>
    );
  }
  return (
    <span className={clsx("inline-flex items-center gap-1.5 text-sm text-slate-800", className)}>
      <StarRow value={rating.average} />
      <span aria-hidden="true">
        <span className="font-semibold">{rating.average.toFixed(1)}</span> ({rating.count})
      </span>
      <span className="sr-only">{text}</span>
    </span>
  );
}
