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

/** On the driver's requests page: the trip's day once a rider is approved. */
export function DriverRideDay({ rideId }: { rideId: string }) {
  const requests = useTripRequests(rideId);
  const hasRider = requests.data?.approved.some((request) => request.status === "approved");
  return hasRider ? <RideDaySection rideId={rideId} /> : null;
}
