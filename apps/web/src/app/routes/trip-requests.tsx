import { ArrowLeft } from "lucide-react";
import { useParams } from "react-router";
import { ButtonLink } from "../../components/ui/button.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { MessageButton } from "../../features/messages/components/message-button.tsx";
import { TripRequests } from "../../features/rides/components/requests/trip-requests.tsx";
import { ReportBlockMenu } from "../../features/safety/components/report-block-menu.tsx";
import { DriverRideDay } from "./ride-day/ride-day-section.tsx";
import { DriverShareTrip } from "./trip-sharing/share-trip-section.tsx";

/** /dashboard/trip-requests/:tripId: a trip's requests, for its driver. */
export default function TripRequestsPage() {
  const { tripId = "" } = useParams();
  return (
    <>
      <PageHeader title="Trip Requests" intro="Approve or reject riders' requests for seats on your trip." />
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
        <ButtonLink to="/dashboard/driver" variant="outline" size="sm">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Dashboard
        </ButtonLink>
        <DriverRideDay key={`day-${tripId}`} rideId={tripId} />
        <TripRequests
          key={tripId}
          rideId={tripId}
          riderActions={(request) => (
            <div className="flex flex-wrap items-center gap-2">
              <MessageButton rideId={tripId} riderId={request.riderId} name={request.rider.firstName} />
              <ReportBlockMenu userId={request.riderId} firstName={request.rider.firstName} />
            </div>
          )}
        />
        <DriverShareTrip key={`share-${tripId}`} rideId={tripId} />
      </div>
    </>
  );
}
