import { useLocation, useParams, useSearchParams } from "react-router";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { paths } from "../../config/paths.ts";
import { useMe } from "../../features/auth/api/get-me.ts";
import { AskDriver } from "../../features/messages/components/ask-driver.tsx";
import { usePaymentConfig } from "../../features/payments/api/get-payment-config.ts";
import { PaymentMethodNote } from "../../features/payments/components/payment-method-note.tsx";
import { useHeldRequest } from "../../features/bookings/api/use-held-request.ts";
import { RequestRide } from "../../features/bookings/components/request-ride.tsx";
import { MessageButton } from "../../features/messages/components/message-button.tsx";
import { CancelRefundNotice } from "../../features/payments/components/cancel-refund-notice.tsx";
import { DriverTrust } from "../../features/profiles/components/driver-trust.tsx";
import { useQuery } from "@tanstack/react-query";
import { RequestSeries } from "../../features/ride-series/components/request-series.tsx";
import { rideQueryOptions, useRide } from "../../features/rides/api/get-ride.ts";
import { ReportBlockMenu } from "../../features/safety/components/report-block-menu.tsx";
import { returnPathOf } from "../../lib/return-path.ts";
import { PickupProposalField } from "./rider/pickup-proposal-field.tsx";

/**
 * /dashboard/request-ride/:rideId: the rider asks for seats on a ride (the ride as anyone
 * may see it), starting at the searched seats (?seats=2), and goes back to that search once
 * sent; a rider who already holds a request on it sees that request instead of the form.
 */
export default function RequestRidePage() {
  const { rideId = "" } = useParams();
  const ride = useRide(rideId);
  const me = useMe();
  const [searchParams] = useSearchParams();
  const { state } = useLocation();
  const paymentConfig = usePaymentConfig();
  const isOthersRide = Boolean(ride.data && me.data && ride.data.driverId !== me.data.profile.id);
  const { heldRequest, isChecking } = useHeldRequest(rideId, isOthersRide);
  // a round trip: the ride back chosen in the search (?return=), else the trip's own return leg
  const returnId = searchParams.get("return") ?? ride.data?.returnRideId ?? "";
  const returnRide = useQuery({ ...rideQueryOptions(returnId), enabled: returnId !== "" });
  return (
    <>
      <PageHeader
        title="Request a Ride"
        intro="Choose your seats and bags, and tell the driver anything they should know."
      />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
        <RequestRide
          ride={ride.data}
          isLoading={ride.isPending}
          error={ride.error}
          viewerId={me.data?.profile.id}
          initialSeats={Number(searchParams.get("seats")) || 1}
          returnTo={returnPathOf(state) ?? paths.rider}
          driverTrust={ride.data ? <DriverTrust driverId={ride.data.driverId} /> : null}
          paymentNote={<PaymentMethodNote />}
          paymentMethod={paymentConfig.data?.method}
          proposalField={<PickupProposalField />}
          heldRequest={heldRequest}
          returnRide={returnId ? returnRide.data : undefined}
          isCheckingRequests={isChecking}
          cancelTerms={(bookingId) => <CancelRefundNotice bookingId={bookingId} />}
          heldRequestActions={(booking) => (
            <MessageButton rideId={booking.rideId} name={booking.ride.driver.firstName} />
          )}
        />
        {ride.data && isOthersRide ? (
          <div className="mt-6 space-y-4">
            {/* a trip of a weekly series: every date of it in one step */}
            {ride.data.seriesId ? <RequestSeries seriesId={ride.data.seriesId} /> : null}
            {/* a held request has its own Message button */}
            {heldRequest ? null : <AskDriver rideId={ride.data.id} />}
            <ReportBlockMenu userId={ride.data.driverId} firstName={ride.data.driver.firstName} />
          </div>
        ) : null}
      </div>
    </>
  );
}
