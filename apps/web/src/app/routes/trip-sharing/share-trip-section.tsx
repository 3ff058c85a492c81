import { useMe } from "../../../features/auth/api/get-me.ts";
import { useBooking } from "../../../features/bookings/api/get-booking.ts";
import { useTripRequests } from "../../../features/rides/api/get-trip-requests.ts";
import { isTripToShare } from "../../../features/trip-sharing/can-share.ts";
import { ShareTrip } from "../../../features/trip-sharing/components/share-trip.tsx";

interface ShareableRide {
  id: string;
  status: string;
  departureDate: string;
  departureTime: string;
  timeLength: string | null;
  distance: number | null;
}

/** Share my trip with the user's own emergency contact, while the trip is to come or under way. */
function ShareTripSection({ ride }: { ride: ShareableRide }) {
  const me = useMe();
  if (!me.data || !isTripToShare(ride)) return null;
  const { emergencyContactName: name, emergencyContactEmail: email } = me.data.profile;
  return <ShareTrip rideId={ride.id} contact={{ name, email }} />;
}

/** On the rider's booking page: once the seat is approved. */
export function RiderShareTrip({ bookingId }: { bookingId: string }) {
  const booking = useBooking(bookingId);
  // a trip a block hides from the rider is no longer theirs to share (the seat stays)
  const isShareable = booking.data?.status === "approved" && !booking.data.tripHidden;
  return isShareable ? <ShareTripSection ride={booking.data!.ride} /> : null;
}

/** On the driver's requests page: once a rider is approved. */
export function DriverShareTrip({ rideId }: { rideId: string }) {
  const requests = useTripRequests(rideId);
  const hasRider = requests.data?.approved.some((request) => request.status === "approved");
  return requests.data && hasRider ? <ShareTripSection ride={requests.data.ride} /> : null;
}
