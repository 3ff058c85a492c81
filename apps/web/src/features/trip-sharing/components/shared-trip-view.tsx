import { TRIP_MESSAGES, TRIP_SHARING_MESSAGES } from "@campusride/shared/messages";
import type { SharedTrip } from "@campusride/shared/schemas/trip-sharing";
import { Link2Off } from "lucide-react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { PageTitle } from "../../../components/ui/page-title.tsx";
import { StatusPanel } from "../../../components/ui/status-panel.tsx";
import { TripFacts, type TripFact } from "../../../components/ui/trip-facts.tsx";
import { TripRoute } from "../../../components/ui/trip-route.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { carText } from "../../../lib/trip-format.ts";
import { formatDayAndTime, formatDepartureDay, formatTripTime } from "../../../lib/date-time-format.ts";
import { useSharedTrip } from "../api/get-shared-trip.ts";

/** The read-only page of a shared trip: loading, not found or expired, or the trip. */
export function SharedTripView({ token }: { token: string }) {
  const trip = useSharedTrip(token);
  if (trip.isPending) {
    return (
      <p role="status" className="py-20 text-center text-slate-600">
        Loading the trip…
      </p>
    );
  }
  if (trip.isError) {
    if (trip.error instanceof ApiError && trip.error.status === 404) {
      return (
        <StatusPanel
          icon={Link2Off}
          title={TRIP_SHARING_MESSAGES.linkNotFound}
          body="A shared trip's link stops working shortly after the trip arrives. Ask the person who shared it for a new one."
          actions={<ButtonLink to="/">Go to CampusRide</ButtonLink>}
        />
      );
    }
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <Alert tone="error">
          <p>Failed to load the trip. Please try again.</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void trip.refetch()}>
            Try Again
          </Button>
        </Alert>
      </div>
    );
  }
  return <SharedTripDetails trip={trip.data} />;
}

function SharedTripDetails({ trip }: { trip: SharedTrip }) {
  const car = carText(trip.driver);
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <PageTitle title={`${trip.sharedBy.firstName}'s trip`} />
      <header>
        <p className="text-sm font-medium text-brand-700">Shared with you on CampusRide</p>
        <h1 className="mt-1 text-2xl font-bold break-words text-slate-900 sm:text-3xl">
          <TripRoute from={trip.departureCity} to={trip.destinationCity} />
        </h1>
        <p className="mt-2 text-slate-700">
          {trip.sharedBy.firstName} shared this trip with you as their emergency contact.
        </p>
      </header>
      {trip.status === "cancelled" ? (
        <Alert tone="error">This trip was cancelled by its driver.</Alert>
      ) : trip.status === "completed" ? (
        <Alert tone="success">The driver has marked this trip as completed.</Alert>
      ) : null}
      <FactsCard
        id="shared-trip-route"
        title="Route and times"
        facts={[
          { label: "From", value: trip.originAddress ?? trip.departureCity },
          // where the sharer is picked up: its note with contact details hidden (docs/product/ride-day.md)
          ...(trip.pickupSpot
            ? [
                {
                  label: TRIP_MESSAGES.pickupSpotTitle,
                  value: trip.pickupSpot.note
                    ? `${trip.pickupSpot.label} (${trip.pickupSpot.note})`
                    : trip.pickupSpot.label,
                },
              ]
            : []),
          { label: "To", value: trip.destinationAddress ?? trip.destinationCity },
          {
            label: "Departure",
            value: `${formatDepartureDay(trip.departureDate)}, ${formatTripTime(trip.departureTime, trip.departureDate)}`,
          },
          {
            label: "Estimated arrival",
            value: trip.estimatedArrivalAt
              ? formatDayAndTime(trip.estimatedArrivalAt)
              : TRIP_SHARING_MESSAGES.arrivalUnknown,
          },
        ]}
      />
      <FactsCard
        id="shared-trip-driver"
        title="Driver and car"
        facts={[
          { label: "Driver", value: trip.driver.firstName },
          { label: "Car", value: car ?? "Not given" },
          { label: "License plate", value: trip.driver.licensePlate ?? "Not given" },
        ]}
      />
      <p className="text-sm text-slate-600">
        This page is read-only and stops working shortly after the trip arrives. If you are worried about{" "}
        {trip.sharedBy.firstName}&apos;s safety, call <strong>911</strong>.
      </p>
    </div>
  );
}

/** A titled card of facts (a named region). */
function FactsCard({ id, title, facts }: { id: string; title: string; facts: TripFact[] }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">
        <TripFacts facts={facts} />
      </div>
    </section>
  );
}
