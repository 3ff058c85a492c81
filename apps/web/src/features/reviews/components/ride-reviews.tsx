import { REVIEW_MESSAGES } from "@campusride/shared/domain/reviews";
import type { RideReviews as RideReviewsData } from "@campusride/shared/schemas/reviews";
import { Alert } from "../../../components/ui/alert.tsx";
import { PAGE_MESSAGES } from "@campusride/shared/friendly-messages";
import { LoadProblem } from "../../../components/ui/list-states.tsx";
import { paths } from "../../../config/paths.ts";
import { TripRoute } from "../../../components/ui/trip-route.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { formatMomentDay, formatTripDate, formatTripTime } from "../../../lib/date-time-format.ts";
import { useRideReviews } from "../api/get-ride-reviews.ts";
import { roleText, submittedText } from "../review-text.ts";
import { HiddenContactNote } from "./hidden-contact-note.tsx";
import { ReviewCard } from "./review-card.tsx";
import { ReviewForm } from "./review-form.tsx";

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="space-y-3">
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function ToWrite({ data }: { data: RideReviewsData }) {
  if (data.ride.status !== "completed") return <Alert tone="error">{REVIEW_MESSAGES.notCompleted}</Alert>;
  if (data.canReview.length === 0) return null;
  return (
    <Section title="Leave a review">
      <p className="text-slate-600">
        {`Reviews stay hidden until both of you have written one, or until ${formatMomentDay(data.windowEndsAt)}. They cannot be changed once sent.`}
      </p>
      {data.canReview.map(({ user, role }) => (
        <div key={user.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <h3 className="mb-4 text-lg font-semibold break-words text-slate-900">
            {`${user.firstName} ${user.lastName}`.trim()}{" "}
            <span className="text-sm font-normal text-slate-600">({roleText(role)})</span>
          </h3>
          <ReviewForm rideId={data.ride.id} subject={user} subjectRole={role} />
        </div>
      ))}
    </Section>
  );
}

/**
 * A completed ride's reviews for one of its people: a form per person they may still
 * review, what they wrote (hidden until the other side writes theirs), and what was
 * published about them.
 */
export function RideReviews({ rideId }: { rideId: string }) {
  const reviews = useRideReviews(rideId);
  if (reviews.isPending) {
    return (
      <p role="status" className="text-slate-600">
        Loading reviews…
      </p>
    );
  }
  if (reviews.isError) {
    return (
      <LoadProblem
        error={reviews.error}
        notFound={{
          message: errorMessage(reviews.error),
          back: { to: paths.dashboard, label: PAGE_MESSAGES.backToDashboard },
        }}
        failed={{ message: errorMessage(reviews.error), onRetry: () => void reviews.refetch() }}
      />
    );
  }
  const { data } = reviews;
  return (
    <div className="space-y-8">
      <p className="text-lg text-slate-800">
        <span className="font-semibold">
          <TripRoute from={data.ride.departureCity} to={data.ride.destinationCity} />
        </span>
        <span className="block text-slate-600">
          {`${formatTripDate(data.ride.departureDate)} at ${formatTripTime(data.ride.departureTime, data.ride.departureDate)}`}
        </span>
      </p>
      <ToWrite data={data} />
      <HiddenContactNote comments={[...data.written, ...data.received].map((review) => review.comment)} />
      {data.written.length > 0 ? (
        <Section title="Your reviews">
          {data.written.map((review) => (
            <ReviewCard
              key={review.id}
              heading={`Of ${review.subject.firstName}`}
              review={review}
              footer={
                review.published ? "Published" : submittedText(review.subject.firstName, data.windowEndsAt)
              }
            />
          ))}
        </Section>
      ) : null}
      <Section title="Reviews of you">
        {data.received.length > 0 ? (
          data.received.map((review) => (
            <ReviewCard key={review.id} heading={`From ${review.author.firstName}`} review={review} />
          ))
        ) : (
          <p className="text-slate-600">
            {`Reviews of you appear here once you have written yours, or after ${formatMomentDay(data.windowEndsAt)}.`}
          </p>
        )}
      </Section>
    </div>
  );
}
