import { Navigate, useParams } from "react-router";
import { requestRidePath } from "../../config/paths.ts";

/** /booking/{rideId}, the result cards' 'Book seat': one screen with Request a Ride. */
export default function BookingRedirect() {
  const { rideId = "" } = useParams();
  return <Navigate to={requestRidePath(rideId)} replace />;
}
