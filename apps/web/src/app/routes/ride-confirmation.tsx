import { useMemo } from "react";
import { Navigate, useParams, useSearchParams } from "react-router";
import { OutcomeMessage, type Outcome } from "../../components/ui/outcome-message.tsx";
import { useNavigationMessage } from "../../lib/use-navigation-message.ts";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { tripRequestsPath } from "../../config/paths.ts";
import { useMe } from "../../features/auth/api/get-me.ts";
import { useBooking } from "../../features/bookings/api/get-booking.ts";
import { TripHiddenNotice } from "../../features/bookings/components/trip-hidden-notice.tsx";
import { BookingConfirmation } from "../../features/bookings/components/booking-confirmation.tsx";
import { ReturnBooking } from "../../features/bookings/components/return-booking.tsx";
import { MessageButton } from "../../features/messages/components/message-button.tsx";
import { CancelRefundNotice } from "../../features/payments/components/cancel-refund-notice.tsx";
import { PaymentPanel } from "../../features/payments/components/payment-panel.tsx";
import { RiderRideDay } from "./ride-day/ride-day-section.tsx";
import { RiderShareTrip } from "./trip-sharing/share-trip-section.tsx";

/**
 * /dashboard/ride-confirmation/:id: one of the rider's bookings with its payment ('Confirm
 * and Pay', docs/product/bookings.md#booking-page). The card provider's page comes back here when the rider cancels it.
 * The trip's driver, who may read the booking too, is sent on to the trip's requests,
 * where their own answers to it are (this page's buttons are the rider's).
 */
export default function RideConfirmationPage() {
  const { id = "" } = useParams();
  const message = useNavigationMessage();
  const arrival = useMemo<Outcome | null>(() => (message ? { tone: "success", message } : null), [message]);
  const booking = useBooking(id);
  // a round trip just requested: its return request is shown under this one
  const returnId = useSearchParams()[0].get("return");
  const me = useMe();
  if (booking.data && me.data && booking.data.riderId !== me.data.profile.id) {
    return <Navigate to={tripRequestsPath(booking.data.rideId)} replace />;
  }
  return (
    <>
      <PageHeader title="Ride Confirmation" intro="Check your ride, what it costs and how you pay." />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
        {arrival ? <OutcomeMessage outcome={arrival} /> : null}
        {booking.data?.tripHidden ? <TripHiddenNotice /> : null}
        <RiderRideDay key={`day-${id}`} bookingId={id} />
        <BookingConfirmation
          key={id}
          bookingId={id}
          payment={(booking, state) => <PaymentPanel bookingId={booking.id} {...state} />}
          cancelTerms={(bookingId) => <CancelRefundNotice bookingId={bookingId} />}
          actions={(booking) =>
            booking.tripHidden ? null : (
              <MessageButton rideId={booking.rideId} name={booking.ride.driver.firstName} />
            )
          }
        />
        {returnId ? (
          <ReturnBooking
            key={returnId}
            bookingId={returnId}
            cancelTerms={(bookingId) => <CancelRefundNotice bookingId={bookingId} />}
          />
        ) : null}
        <RiderShareTrip key={`share-${id}`} bookingId={id} />
      </div>
    </>
  );
}
