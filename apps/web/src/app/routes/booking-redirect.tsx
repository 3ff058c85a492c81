import { Navigate, useLocation, useParams } from "react-router";
import { requestRidePath } from "../../config/paths.ts";

/**
 * /booking/{rideId}, the result cards' 'Book seat': one screen with Request a Ride. The
 * searched seats (?seats=2) and the search to come back to (the navigation state) go along.
 */
export default function BookingRedirect() {
  const { rideId = "" } = useParams();
  const { search, state } = useLocation();
  return <Navigate to={requestRidePath(rideId, search)} state={state} replace />;
}
