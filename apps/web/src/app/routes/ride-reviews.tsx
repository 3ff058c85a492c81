import { useParams } from "react-router";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { RideReviews } from "../../features/reviews/components/ride-reviews.tsx";

/** /dashboard/reviews/:rideId — the reviews of a completed ride, for its driver and riders. */
export default function RideReviewsPage() {
  const { rideId = "" } = useParams();
  return (
    <>
      <PageHeader title="Trip reviews" />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
        <RideReviews rideId={rideId} />
      </div>
    </>
  );
}
