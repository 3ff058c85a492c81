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
    <ButtonLink to={paths.rider} variant="outline">
      {BOOKING_TEXT.myRides}
    </ButtonLink>
  );
  if (!bookingId) {
    return (
      <Alert tone="error">
        <p>{BOOKING_TEXT.bookingNotFound}</p>
        <div className="mt-3">{back}</div>
      </Alert>
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
