import { BOOKING_MESSAGES } from "@campusride/shared/messages";
import { Alert } from "../../../components/ui/alert.tsx";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { paths } from "../../../config/paths.ts";
import { BOOKING_TEXT } from "../booking-text.ts";
import { BookingDetails } from "./booking-details.tsx";
import { BookingLoader } from "./booking-loader.tsx";

/** After 'Confirm and Pay': the booking's summary, and how the rider pays (the driver, at pickup). */
export function BookingSummary({ bookingId }: { bookingId: string | null }) {
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
          <Alert tone="success">{BOOKING_MESSAGES.payAtPickup}</Alert>
          <BookingDetails booking={booking} />
          {back}
        </div>
      )}
    </BookingLoader>
  );
}
