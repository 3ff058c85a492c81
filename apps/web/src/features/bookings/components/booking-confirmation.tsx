import { BOOKING_MESSAGES } from "@campusride/shared/messages";
import type { RiderBooking } from "@campusride/shared/schemas/bookings";
import type { ReactNode } from "react";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { requestExpiryText } from "../../../lib/departure.ts";
import { confirmationPath, paths } from "../../../config/paths.ts";
import { BOOKING_TEXT } from "../booking-text.ts";
import { canCancel, canConfirm, riderStatusOf, type RiderStatus } from "../rider-status.ts";
import { BookingDetails } from "./booking-details.tsx";
import { BookingLoader } from "./booking-loader.tsx";

/** A request that will not ride: what the screen says instead of how it is paid. */
function nothingToPayText(status: RiderStatus): string | undefined {
  return status === "rejected" || status === "cancelled" || status === "rideCancelled" || status === "expired"
    ? BOOKING_TEXT.nothingToPay[status]
    : undefined;
}

/**
 * The ride confirmation screen: the real booking with its price breakdown, and once the
 * driver confirmed it (on a trip still to come), 'Confirm and Pay'; a pending request says
 * it waits for the driver's answer. There are no online payments yet, and it says so; a
 * request that will not ride (rejected, withdrawn, its trip cancelled) has nothing to pay.
 */
export function BookingConfirmation({
  bookingId,
  actions,
}: {
  bookingId: string;
  /** More the rider can do about the booking (the screen adds Message the driver). */
  actions?: (booking: RiderBooking) => ReactNode;
}) {
  return (
    <BookingLoader bookingId={bookingId}>
      {(booking) => (
        <div className="space-y-6">
          <BookingDetails booking={booking} />
          {booking.driverPhone ? (
            <p className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-800">
              {BOOKING_TEXT.driverPhone}{" "}
              <a href={`tel:${booking.driverPhone}`} className="font-semibold underline underline-offset-2">
                {booking.driverPhone}
              </a>
            </p>
          ) : null}
          {canCancel(booking) ? (
            <p className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-800">
              {BOOKING_TEXT.awaitingDriver} <strong>{requestExpiryText(booking, booking.ride)}.</strong>
            </p>
          ) : null}
          <p className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
            {nothingToPayText(riderStatusOf(booking)) ?? BOOKING_MESSAGES.payAtPickup}
          </p>
          <div className="flex flex-wrap gap-3">
            {canConfirm(booking) ? (
              <ButtonLink to={confirmationPath(booking.id)}>{BOOKING_TEXT.confirmAndPay}</ButtonLink>
            ) : null}
            <ButtonLink to={paths.myRides} variant="outline">
              {BOOKING_TEXT.myRides}
            </ButtonLink>
            {actions?.(booking)}
          </div>
        </div>
      )}
    </BookingLoader>
  );
}
