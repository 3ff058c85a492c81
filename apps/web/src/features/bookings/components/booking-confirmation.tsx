import { BOOKING_MESSAGES } from "@campusride/shared/messages";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { confirmationPath, paths } from "../../../config/paths.ts";
import { BOOKING_TEXT } from "../booking-text.ts";
import { isLive } from "../rider-status.ts";
import { BookingDetails } from "./booking-details.tsx";
import { BookingLoader } from "./booking-loader.tsx";

/**
 * The ride confirmation screen: the real booking with its price breakdown, and while the
 * request is on (pending or confirmed on a trip still to come), 'Confirm and Pay'. There are no online payments yet, and it says so.
 */
export function BookingConfirmation({ bookingId }: { bookingId: string }) {
  return (
    <BookingLoader bookingId={bookingId}>
      {(booking) => (
        <div className="space-y-6">
          <BookingDetails booking={booking} />
          <p className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
            {BOOKING_MESSAGES.payAtPickup}
          </p>
          <div className="flex flex-wrap gap-3">
            {isLive(booking) ? (
              <ButtonLink to={confirmationPath(booking.id)}>{BOOKING_TEXT.confirmAndPay}</ButtonLink>
            ) : null}
            <ButtonLink to={paths.myRides} variant="outline">
              {BOOKING_TEXT.myRides}
            </ButtonLink>
          </div>
        </div>
      )}
    </BookingLoader>
  );
}
