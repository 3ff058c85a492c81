import type { ReactNode } from "react";
import { LIMITS } from "@campusride/shared/limits";
import type { PaymentMethod } from "@campusride/shared/domain/payments";
import { isApprovedInstantly } from "@campusride/shared/domain/trip-preferences";
import { BOOKING_MESSAGES } from "@campusride/shared/messages";
import type { RiderBooking } from "@campusride/shared/schemas/bookings";
import type { PublicRide } from "@campusride/shared/schemas/rides";
import { ArrowLeft } from "lucide-react";
import { Alert } from "../../../components/ui/alert.tsx";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { useOutcome } from "../../../components/ui/outcome-message.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { WomenOnlyNote } from "../../../components/ui/women-only-note.tsx";
import { paths } from "../../../config/paths.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { hasDeparted } from "../../../lib/departure.ts";
import { BOOKING_TEXT } from "../booking-text.ts";
import type { CancelTerms } from "./cancel-booking-button.tsx";
import { DriverCarCard } from "./driver-car-card.tsx";
import { HeldRequest } from "./held-request.tsx";
import { RequestSeatsForm } from "./request-seats-form.tsx";
import { RideToRequest } from "./ride-to-request.tsx";

interface RequestRideProps {
  /** The form's "Propose another pickup spot" field (docs/product/ride-day.md#proposed-pickup-spot). */
  proposalField?: ReactNode;
  ride: PublicRide | undefined;
  isLoading: boolean;
  error: Error | null;
  /** The signed-in user's id: their own ride shows no form. */
  viewerId: string | undefined;
  /** The seats the form starts at (the searched passengers), kept within what is left. */
  initialSeats?: number;
  /** Where the rider goes once the request is sent: the search they came from, or their dashboard. */
  returnTo?: string;
  /** What others say of the driver (rating, 'cancelled late'), under the ride; the screen composes it. */
  driverTrust?: ReactNode;
  /** How the rider will pay, above the form; the screen composes it. */
  paymentNote?: ReactNode;
  /** How riders pay (card: the request is paid for next; pickup: no fee); undefined while it loads. */
  paymentMethod?: PaymentMethod | undefined;
  /** The request the rider already holds on this ride: shown in place of the form. */
  heldRequest?: RiderBooking;
  /** Whether the rider's requests are still being read: no form until it is known. */
  isCheckingRequests?: boolean;
  /** What cancelling a confirmed seat gives back, for the held request's Cancel. */
  cancelTerms?: CancelTerms;
  /** More the rider can do about a held request (the screen adds Message the driver). */
  heldRequestActions?: (booking: RiderBooking) => ReactNode;
  /** A ride back the rider may request in the same step (a round trip). */
  returnRide?: PublicRide | undefined;
}

/** Only an active ride that has not left can be requested (docs/product/trips.md#states). */
function isRequestable(ride: PublicRide): boolean {
  return ride.status === "active" && !hasDeparted(ride);
}

function BackToDashboard() {
  return (
    <ButtonLink to={paths.rider} variant="outline" size="sm" className="mt-3">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {BOOKING_MESSAGES.backToDashboard}
    </ButtonLink>
  );
}

function ErrorBox({ message }: { message: string }) {
  return (
    <Alert tone="error">
      <p>{message}</p>
      {message === BOOKING_MESSAGES.tripHiddenWithSeat ? (
        <ButtonLink to={paths.myRides} variant="outline" size="sm" className="mt-3 mr-2">
          {BOOKING_TEXT.myRides}
        </ButtonLink>
      ) : null}
      <BackToDashboard />
    </Alert>
  );
}

/**
 * Request a Ride: the ride (route, day, time, seats, price per seat as the rider pays it,
 * the driver's notes), the driver's car, and the request form with the itemised price, or
 * in its place the request the rider already holds on it; a spinner while it loads, and an
 * error box with 'Back to Dashboard' when the ride is gone or could not be read.
 */
export function RequestRide({
  ride,
  isLoading,
  error,
  viewerId,
  initialSeats = 1,
  returnTo = paths.rider,
  driverTrust,
  paymentNote,
  paymentMethod,
  heldRequest,
  isCheckingRequests = false,
  cancelTerms,
  heldRequestActions,
  proposalField,
  returnRide,
}: RequestRideProps) {
  // a cancelled request leaves the page: what became of it shows here
  const { message, setOutcome } = useOutcome();
  if (isLoading || isCheckingRequests) return <Spinner label={BOOKING_TEXT.loadingRide} />;
  if (error || !ride) {
    const isGone = error instanceof ApiError && error.status === 404;
    // a trip gone for this rider says so in the server's words (a confirmed seat on it says where it is)
    return <ErrorBox message={isGone ? error.message : BOOKING_MESSAGES.rideLoadFailed} />;
  }
  if (!isRequestable(ride)) return <ErrorBox message={BOOKING_MESSAGES.rideUnavailable} />;
  const isOwnRide = viewerId === ride.driverId;
  return (
    <div className="space-y-6">
      {message}
      <RideToRequest ride={ride} paymentMethod={paymentMethod} />
      <WomenOnlyNote trip={ride} audience="rider" withVerification />
      {driverTrust}
      <DriverCarCard driver={ride.driver} />
      {isOwnRide ? (
        <Alert tone="error">
          <p>{BOOKING_MESSAGES.ownRide}</p>
          <BackToDashboard />
        </Alert>
      ) : heldRequest ? (
        <HeldRequest
          booking={heldRequest}
          cancelTerms={cancelTerms}
          actions={heldRequestActions?.(heldRequest)}
          onOutcome={setOutcome}
        />
      ) : (
        <>
          {paymentNote}
          <RequestSeatsForm
            rideId={ride.id}
            seatsAvailable={ride.seatsRemaining}
            maxBags={LIMITS.bags.max}
            driverPricePerSeatCents={ride.pricePerSeatCents}
            initialSeats={initialSeats}
            returnTo={returnTo}
            isInstantBooking={isApprovedInstantly(ride)}
            paymentMethod={paymentMethod}
            tripStart={ride}
            proposalField={proposalField}
            returnLeg={
              returnRide && isRequestable(returnRide) && returnRide.driverId !== viewerId
                ? returnRide
                : undefined
            }
          />
        </>
      )}
    </div>
  );
}
