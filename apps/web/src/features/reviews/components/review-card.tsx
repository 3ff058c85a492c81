import type { ReactNode } from "react";
import { StarRow } from "../../../components/ui/rating-stars.tsx";

interface ReviewCardProps {
  /** Who wrote it, or of whom, as the list needs. */
  heading: ReactNode;
  review: { rating: number; tags: readonly string[]; comment: string | null };
  /** Under the comment: when, on which trip, whether it is visible yet. */
  footer?: ReactNode;
}

/** One review: its stars (read out as 'Rated 4 out of 5'), tags and comment. */
export function ReviewCard({ heading, review: { rating, tags, comment }, footer }: ReviewCardProps) {
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold break-words text-slate-900">{heading}</h3>
        <p className="inline-flex items-center gap-1">
          <StarRow value={rating} />
          <span className="sr-only">{`Rated ${rating} out of 5`}</span>
        </p>
      </div>
      {tags.length > 0 ? (
        <ul aria-label="Tags" className="mt-2 flex flex-wrap gap-1.5">
          {tags.map((tag) => (
            <li
              key={tag}
              className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800"
            >
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
      {comment ? <p className="mt-2 break-words whitespace-pre-line text-slate-700">{comment}</p> : null}
      {footer ? <div className="mt-2 text-sm text-slate-600">{footer}</div> : null}
    </article>
  );
}
