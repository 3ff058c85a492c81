import { ROUND_TRIP_MESSAGES } from "@campusride/shared/messages";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { rideConfirmationPath } from "../../../config/paths.ts";
import { BookingConfirmation } from "./booking-confirmation.tsx";
import type { CancelTerms } from "./cancel-booking-button.tsx";

/**
 * A round trip's return request under the request out (docs/product/bookings.md#round-trips):
 * the same booking card; it is paid, answered and cancelled on its own, from its own page.
 */
export function ReturnBooking({ bookingId, cancelTerms }: { bookingId: string; cancelTerms?: CancelTerms }) {
  return (
    <section aria-labelledby="return-booking-title" className="space-y-4">
      <h2 id="return-booking-title" className="text-xl font-semibold text-slate-900">
        {ROUND_TRIP_MESSAGES.returnBookingTitle}
      </h2>
      <BookingConfirmation bookingId={bookingId} payment={() => null} cancelTerms={cancelTerms} />
      <ButtonLink to={rideConfirmationPath(bookingId)} variant="outline" size="sm">
        {ROUND_TRIP_MESSAGES.openReturnBooking}
      </ButtonLink>
    </section>
  );
}
