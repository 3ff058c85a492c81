import type { RiderBooking } from "@campusride/shared/schemas/bookings";
import type { ReactNode } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { paths } from "../../../config/paths.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useBooking } from "../api/get-booking.ts";
import { BOOKING_TEXT } from "../booking-text.ts";

/**
 * One of the rider's bookings, read from the API: a spinner while it loads, a plain
 * message with the way back to My Rides when it is not theirs or cannot be read, and
 * otherwise `children` with the booking.
 */
export function BookingLoader({
  bookingId,
  children,
}: {
  bookingId: string;
  children: (booking: RiderBooking) => ReactNode;
}) {
  const booking = useBooking(bookingId);
  if (booking.isPending) return <Spinner label={BOOKING_TEXT.loadingBooking} />;
  if (booking.isError) {
    const isMissing = booking.error instanceof ApiError && booking.error.status === 404;
    return (
      <Alert tone="error">
        <p>{isMissing ? BOOKING_TEXT.bookingNotFound : BOOKING_TEXT.bookingLoadFailed}</p>
        <ButtonLink to={paths.myRides} variant="outline" size="sm" className="mt-3">
          {BOOKING_TEXT.myRides}
        </ButtonLink>
      </Alert>
    );
  }
  return <>{children(booking.data)}</>;
}
