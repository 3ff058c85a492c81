import type { RiderBooking } from "@campusride/shared/schemas/bookings";
import type { ReactNode } from "react";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { PickupDetails } from "../../../components/ui/trip-notes.tsx";
import { TripSpots } from "../../../components/ui/trip-spots.tsx";
import { riderPickupSpot } from "@campusride/shared/domain/trip-spots";
import { OwnPickupProposal } from "./own-pickup-proposal.tsx";
import { RiderTripDay } from "./rider-trip-day.tsx";
import { useOutcome } from "../../../components/ui/outcome-message.tsx";
import { requestExpiryText } from "../../../lib/departure.ts";
import { paths } from "../../../config/paths.ts";
import { BOOKING_TEXT } from "../booking-text.ts";
import {
  canCancel,
  canConfirm,
  hasConfirmedSeat,
  isAwaitingDriver,
  riderStatusOf,
  type RiderStatus,
} from "../rider-status.ts";
import { BookingDetails } from "./booking-details.tsx";
import { BookingLoader } from "./booking-loader.tsx";
import { CancelBookingButton, type CancelTerms } from "./cancel-booking-button.tsx";

/** A request that will not ride: what the screen says beside its payment. */
function nothingToPayText(status: RiderStatus): string | undefined {
  return status === "rejected" || status === "cancelled" || status === "rideCancelled" || status === "expired"
    ? BOOKING_TEXT.nothingToPay[status]
    : undefined;
}

/** Where the booking stands, for the payment part of the screen. */
export interface BookingPaymentState {
  /** A pending request or a confirmed seat on a trip to come: it can still be paid and cancelled. */
  isToCome: boolean;
  /** A confirmed seat on a trip to come: 'Confirm and Pay' leads on to the summary. */
  isConfirmed: boolean;
}

/**
 * The ride confirmation screen: the real booking, its payment (the screen passes the
 * payments' part: the breakdown, the terms, 'Confirm and Pay'), a pending request's wait
 * for the driver, a confirmed seat's pick-up details (the driver's notes as written),
 * Cancel while the trip is to come, the trip's day (a no-show's dispute and its outcome,
 * the driver's no-show), and for a request that will not ride
 * (rejected, withdrawn, its trip cancelled) that there is nothing to pay.
 */
export function BookingConfirmation({
  bookingId,
  payment,
  cancelTerms,
  actions,
}: {
  bookingId: string;
  payment: (booking: RiderBooking, state: BookingPaymentState) => ReactNode;
  /** What cancelling a confirmed seat gives back, for its dialog. */
  cancelTerms?: CancelTerms;
  /** More the rider can do about the booking (the screen adds Message the driver). */
  actions?: (booking: RiderBooking) => ReactNode;
}) {
  const { message, setOutcome } = useOutcome();
  return (
    <BookingLoader bookingId={bookingId}>
      {(booking) => {
        const nothingToPay = nothingToPayText(riderStatusOf(booking));
        return (
          <div className="space-y-6">
            {message}
            <BookingDetails booking={booking} />
            {/* where the no-show notification leads: the dispute, and the driver's no-show */}
            <RiderTripDay booking={booking} />
            <OwnPickupProposal booking={booking} />
            {hasConfirmedSeat(booking) ? <PickupDetails notes={booking.ride.notes} /> : null}
            {hasConfirmedSeat(booking) ? (
              <TripSpots
                pickupSpot={riderPickupSpot(booking.ride.pickupSpot, booking.pickupProposal)}
                dropoffSpot={booking.ride.dropoffSpot}
              />
            ) : null}
            {booking.driverPhone ? (
              <p className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-800">
                {BOOKING_TEXT.driverPhone}{" "}
                <a href={`tel:${booking.driverPhone}`} className="font-semibold underline underline-offset-2">
                  {booking.driverPhone}
                </a>
              </p>
            ) : null}
            {isAwaitingDriver(booking) ? (
              <p className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-800">
                {BOOKING_TEXT.awaitingDriver} <strong>{requestExpiryText(booking, booking.ride)}.</strong>
              </p>
            ) : null}
            {nothingToPay ? (
              <p className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
                {nothingToPay}
              </p>
            ) : null}
            {payment(booking, { isToCome: canCancel(booking), isConfirmed: canConfirm(booking) })}
            <div className="flex flex-wrap gap-3">
              <ButtonLink to={paths.myRides} variant="outline">
                {BOOKING_TEXT.myRides}
              </ButtonLink>
              {canCancel(booking) ? (
                <CancelBookingButton
                  bookingId={booking.id}
                  titleId="booking-title"
                  isConfirmed={booking.status === "approved"}
                  cancelTerms={cancelTerms}
                  onOutcome={setOutcome}
                />
              ) : null}
              {actions?.(booking)}
            </div>
          </div>
        );
      }}
    </BookingLoader>
  );
}
