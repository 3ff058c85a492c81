import { REVIEW_MESSAGES } from "@campusride/shared/domain/reviews";
import { Button } from "../../../components/ui/button.tsx";
import { LoadFailed } from "../../../components/ui/list-states.tsx";
import { useProfileReviews } from "../api/get-profile-reviews.ts";
import { formatMonth } from "../../../lib/date-time-format.ts";
import { authorText } from "../review-text.ts";
import { HiddenContactNote } from "./hidden-contact-note.tsx";
import { ReviewCard } from "./review-card.tsx";
import { routeWords } from "@campusride/shared/domain/route-label";

/** The published reviews about a user, newest first, 20 at a time with 'Load more'. */
export function ProfileReviews({ userId, title = "Recent reviews" }: { userId: string; title?: string }) {
  const reviews = useProfileReviews(userId);
  const all = reviews.data?.pages.flatMap((page) => page.reviews) ?? [];
  return (
    <section aria-label={title} className="space-y-3">
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      {reviews.isPending ? (
        <p role="status" className="text-slate-600">
          Loading reviews…
        </p>
      ) : reviews.isError && all.length === 0 ? (
        <LoadFailed message={REVIEW_MESSAGES.loadFailed} onRetry={() => void reviews.refetch()} />
      ) : all.length === 0 ? (
        <p className="text-slate-600">No reviews yet.</p>
      ) : (
        <>
          <HiddenContactNote comments={all.map((review) => review.comment)} />
          {all.map((review) => (
            <ReviewCard
              key={review.id}
              heading={authorText(review.authorFirstName, review.authorRole)}
              review={review}
              footer={`${routeWords(review.departureCity, review.destinationCity)}, ${formatMonth(review.month)}`}
            />
          ))}
          {reviews.hasNextPage ? (
            <Button
              variant="outline"
              size="sm"
              disabled={reviews.isFetchingNextPage}
              onClick={() => void reviews.fetchNextPage()}
            >
              {reviews.isFetchingNextPage ? "Loading…" : "Load more"}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
