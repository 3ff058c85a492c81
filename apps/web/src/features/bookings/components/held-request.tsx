import { BOOKING_MESSAGES } from "@campusride/shared/messages";
import type { RiderBooking } from "@campusride/shared/schemas/bookings";
import type { ReactNode } from "react";
import { ButtonLink } from "../../../components/ui/button.tsx";
import type { Outcome } from "../../../components/ui/outcome-message.tsx";
import { TripFacts } from "../../../components/ui/trip-facts.tsx";
import { rideConfirmationPath } from "../../../config/paths.ts";
import { bagsText, seatsText } from "../../../lib/trip-format.ts";
import { canCancel, riderStatusOf } from "../rider-status.ts";
import { BookingStatusBadge } from "./booking-status-badge.tsx";
import { CancelBookingButton, type CancelTerms } from "./cancel-booking-button.tsx";

interface HeldRequestProps {
  booking: RiderBooking;
  /** What cancelling a confirmed seat gives back, for its dialog. */
  cancelTerms?: CancelTerms;
  /** More the rider can do about it (the screen adds Message the driver). */
  actions?: ReactNode;
  /** What became of Cancel: the screen shows it, as this request leaves the page with it. */
  onOutcome: (outcome: Outcome) => void;
}

/**
 * The request the rider already holds on the ride, in place of a second request form:
 * its status, seats and bags, the way to its own page, Cancel, and the screen's actions.
 */
export function HeldRequest({ booking, cancelTerms, actions, onOutcome }: HeldRequestProps) {
  return (
    <section
      aria-labelledby="held-request-title"
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 id="held-request-title" className="min-w-0 text-lg font-semibold text-slate-900">
            {BOOKING_MESSAGES.heldRequestTitle}
          </h2>
          <BookingStatusBadge status={riderStatusOf(booking)} />
        </div>
        <p className="mt-1 text-sm text-slate-600">{BOOKING_MESSAGES.heldRequestIntro}</p>
      </div>
      <TripFacts
        facts={[
          { label: "Seats", value: seatsText(booking.seatsRequested) },
          { label: "Bags", value: bagsText(booking.bagsCount) },
        ]}
      />
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={rideConfirmationPath(booking.id)} size="sm">
          {BOOKING_MESSAGES.viewRequest}
        </ButtonLink>
        {canCancel(booking) ? (
          <CancelBookingButton
            bookingId={booking.id}
            titleId="held-request-title"
            isConfirmed={booking.status === "approved"}
            cancelTerms={cancelTerms}
            onOutcome={onOutcome}
          />
        ) : null}
        {actions}
      </div>
    </section>
  );
}
