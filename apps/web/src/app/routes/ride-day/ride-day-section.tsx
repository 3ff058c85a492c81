import { useBooking } from "../../../features/bookings/api/get-booking.ts";
import { RideDayPanel } from "../../../features/ride-day/components/ride-day-panel.tsx";
import { RideDayTimeline } from "../../../features/ride-day/components/ride-day-timeline.tsx";
import { useTripRequests } from "../../../features/rides/api/get-trip-requests.ts";

function RideDaySection({ rideId }: { rideId: string }) {
  return (
    <>
      <RideDayPanel rideId={rideId} />
      <RideDayTimeline rideId={rideId} />
    </>
  );
}

/** On the rider's booking page: the trip's day once the seat is approved (not under a block). */
export function RiderRideDay({ bookingId }: { bookingId: string }) {
  const booking = useBooking(bookingId);
  const follows = booking.data?.status === "approved" && !booking.data.tripHidden;
  return follows ? <RideDaySection rideId={booking.data!.rideId} /> : null;
}

/**
 * On the driver's requests page: the trip's day once a rider is approved, and after the trip
 * (the Approved list keeps the seats that were completed or marked a no-show), when its
 * timeline and "This trip is completed" stay (docs/product/ride-day.md#live-status).
 */
export function DriverRideDay({ rideId }: { rideId: string }) {
  const requests = useTripRequests(rideId);
  const hasRider = (requests.data?.approved.length ?? 0) > 0;
  return hasRider ? <RideDaySection rideId={rideId} /> : null;
}
