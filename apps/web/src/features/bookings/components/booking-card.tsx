import { formatCents } from "@campusride/shared/domain/money";
import type { RiderBooking } from "@campusride/shared/schemas/bookings";
import { Link } from "react-router";
import type { Outcome } from "../../../components/ui/outcome-message.tsx";
import { ReviewLink } from "../../../components/ui/review-link.tsx";
import { TripFacts } from "../../../components/ui/trip-facts.tsx";
import { TripCardShell } from "../../../components/ui/trip-card-shell.tsx";
import { requestExpiryText } from "../../../lib/departure.ts";
import { rideConfirmationPath } from "../../../config/paths.ts";
import { bookingFacts } from "../booking-facts.ts";
import { riderTotalCents } from "../booking-price.ts";
import { BOOKING_TEXT } from "../booking-text.ts";
import { canCancel, isAwaitingDriver, riderStatusOf } from "../rider-status.ts";
import { BookingStatusBadge } from "./booking-status-badge.tsx";
import { CancelBookingButton, type CancelTerms } from "./cancel-booking-button.tsx";

interface BookingCardProps {
  booking: RiderBooking;
  /** What cancelling a confirmed seat gives back, for its dialog. */
  cancelTerms?: CancelTerms;
  onOutcome: (outcome: Outcome) => void;
}

/**
 * One of the rider's requests: route, day, time, driver and car, seats, bags, what it
 * costs the rider (the fee by card only), its one status ('Ride Cancelled' when the driver called the trip
 * off), a link to its details, and Cancel while it is pending or confirmed on a trip
 * still to come.
 */
export function BookingCard({ booking, cancelTerms, onOutcome }: BookingCardProps) {
  const { ride } = booking;
  const titleId = `booking-${booking.id}-title`;
  return (
    <TripCardShell
      titleId={titleId}
      from={ride.departureCity}
      to={ride.destinationCity}
      badges={<BookingStatusBadge status={riderStatusOf(booking)} />}
    >
      <div className="mt-4">
        <TripFacts
          facts={[
            ...bookingFacts(booking),
            { label: "Total price", value: formatCents(riderTotalCents(booking)) },
          ]}
        />
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
        <Link
          to={rideConfirmationPath(booking.id)}
          aria-describedby={titleId}
          className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {BOOKING_TEXT.viewDetails}
        </Link>
        {booking.status === "completed" ? (
          <ReviewLink
            rideId={ride.id}
            titleId={titleId}
            isReviewed={booking.reviewWritten === true}
            className="text-sm"
          />
        ) : null}
        {isAwaitingDriver(booking) ? (
          <span className="text-sm text-amber-800">{requestExpiryText(booking, ride)}</span>
        ) : null}
        {canCancel(booking) ? (
          <CancelBookingButton
            bookingId={booking.id}
            titleId={titleId}
            isConfirmed={booking.status === "approved"}
            cancelTerms={cancelTerms}
            onOutcome={onOutcome}
          />
        ) : null}
      </div>
    </TripCardShell>
  );
}
