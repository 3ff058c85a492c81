import type { ReactNode } from "react";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { PickupDetails } from "../../../components/ui/trip-notes.tsx";
import { TripSpots } from "../../../components/ui/trip-spots.tsx";
import { riderPickupSpot } from "@campusride/shared/domain/trip-spots";
import { OwnPickupProposal } from "./own-pickup-proposal.tsx";
import { paths } from "../../../config/paths.ts";
import { BOOKING_TEXT } from "../booking-text.ts";
import { BookingDetails } from "./booking-details.tsx";
import { canCancel, hasConfirmedSeat } from "../rider-status.ts";
import { BookingLoader } from "./booking-loader.tsx";
import { RiderTripDay } from "./rider-trip-day.tsx";

/**
 * After 'Confirm and Pay': the booking's summary, a confirmed seat's pick-up details, and its receipt (the screen passes the
 * payments' receipt: how it is paid, the amounts and their dated lines).
 */
export function BookingSummary({
  bookingId,
  receipt,
}: {
  bookingId: string | null;
  /** `isToCome`: a pending request or a confirmed seat on a trip still to come. */
  receipt: (bookingId: string, state: { isToCome: boolean }) => ReactNode;
}) {
  const back = (
    <ButtonLink to={paths.myRides} variant="outline">
      {BOOKING_TEXT.myRides}
    </ButtonLink>
  );
  // the address names no booking (opened by hand, or an old bookmark): nothing to look up
  if (!bookingId) {
    return (
      <div className="space-y-4 rounded-2xl border border-dashed border-slate-300 p-6 text-center">
        <p className="text-slate-700">{BOOKING_TEXT.noBookingChosen}</p>
        {back}
      </div>
    );
  }
  return (
    <BookingLoader bookingId={bookingId}>
      {(booking) => (
        <div className="space-y-6">
          <BookingDetails booking={booking} />
          <RiderTripDay booking={booking} />
          <OwnPickupProposal booking={booking} />
          {hasConfirmedSeat(booking) ? <PickupDetails notes={booking.ride.notes} /> : null}
          {hasConfirmedSeat(booking) ? (
            <TripSpots
              pickupSpot={riderPickupSpot(booking.ride.pickupSpot, booking.pickupProposal)}
              dropoffSpot={booking.ride.dropoffSpot}
            />
          ) : null}
          {receipt(booking.id, { isToCome: canCancel(booking) })}
          {back}
        </div>
      )}
    </BookingLoader>
  );
}
