import { routeWords } from "@campusride/shared/domain/route-label";
import { BOOKING_MESSAGES, SERIES_MESSAGES, WEEKLY_SERIES_MESSAGES } from "@campusride/shared/messages";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { Alert } from "../../components/ui/alert.tsx";
import { LoadProblem } from "../../components/ui/list-states.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { useOutcome } from "../../components/ui/outcome-message.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { buttonStyles } from "../../components/ui/button.tsx";
import { editRidePath, paths, requestRidePath, tripRequestsPath } from "../../config/paths.ts";
import { useMe } from "../../features/auth/api/get-me.ts";
import { useRideSeries } from "../../features/ride-series/api/get-ride-series.ts";
import { CancelSeries } from "../../features/ride-series/components/cancel-series.tsx";
import { EditSeries } from "../../features/ride-series/components/edit-series.tsx";
import { SeriesSummary } from "../../features/ride-series/components/series-summary.tsx";
import { SkippedTrips } from "../../features/ride-series/components/series-outcome.tsx";
import { SeriesTrips, seriesTripTitleId } from "../../features/ride-series/components/series-trips.tsx";
import type { SeriesUpdated } from "../../features/ride-series/api/update-ride-series.ts";
import { TripStatusAction } from "../../features/rides/components/trip-status-action.tsx";
import { formatTripDate } from "../../lib/date-time-format.ts";
import { useNavigationMessage } from "../../lib/use-navigation-message.ts";

const linkStyles = buttonStyles({ variant: "outline", size: "sm" });

/**
 * /series/:id: a weekly series and its upcoming trips. Its driver reaches each trip's
 * requests, edit and cancel, edits the series as a whole and cancels it; anyone else sees
 * the dates, each one a trip to request.
 */
export default function SeriesPage() {
  const { id = "" } = useParams();
  const found = useRideSeries(id);
  const me = useMe();
  const arrival = useNavigationMessage();
  const { message, setOutcome } = useOutcome();
  const [skipped, setSkipped] = useState<SeriesUpdated["skipped"]>([]);
  const tell = (text: string) => setOutcome({ tone: "success", message: text });

  let body;
  // who is looking decides what the page offers: known before it is drawn
  if (found.isPending || me.isPending) body = <Spinner label={WEEKLY_SERIES_MESSAGES.loading} />;
  else if (found.isError) {
    body = (
      <LoadProblem
        error={found.error}
        notFound={{
          message: SERIES_MESSAGES.notFound,
          back: { to: paths.dashboard, label: BOOKING_MESSAGES.backToDashboard },
        }}
        failed={{ message: WEEKLY_SERIES_MESSAGES.loadFailed, onRetry: () => void found.refetch() }}
      />
    );
  } else {
    const { series, rides } = found.data;
    const isDriver = me.data?.profile.id === series.driverId;
    const isActive = series.status === "active";
    const notes = rides.find((ride) => "notes" in ride && typeof ride.notes === "string")?.notes ?? "";
    body = (
      <div className="space-y-6">
        {arrival ? <Alert tone="success">{arrival}</Alert> : null}
        {message}
        <SkippedTrips skipped={skipped} rides={rides} />
        <SeriesSummary series={series} isDriver={isDriver} />
        {isDriver && isActive ? <CancelSeries series={series} onDone={tell} /> : null}
        <SeriesTrips
          rides={rides}
          actions={(ride) => {
            const titleId = seriesTripTitleId(ride.id);
            if (!isDriver) {
              return (
                <Link to={requestRidePath(ride.id)} aria-describedby={titleId} className={linkStyles}>
                  {WEEKLY_SERIES_MESSAGES.requestTrip}
                </Link>
              );
            }
            return (
              <>
                <Link to={tripRequestsPath(ride.id)} aria-describedby={titleId} className={linkStyles}>
                  {WEEKLY_SERIES_MESSAGES.viewRequests}
                </Link>
                <Link to={editRidePath(ride.id)} aria-describedby={titleId} className={linkStyles}>
                  {WEEKLY_SERIES_MESSAGES.editTrip}
                </Link>
                <TripStatusAction
                  rideId={ride.id}
                  action="cancel"
                  tripName={`${routeWords(ride.departureCity, ride.destinationCity)} on ${formatTripDate(ride.departureDate)}`}
                  titleId={titleId}
                  onDone={tell}
                />
              </>
            );
          }}
        />
        {isDriver && isActive ? (
          <EditSeries
            key={`${series.id}-${series.endsOn}-${series.pricePerSeatCents}-${series.availableSeats}-${series.departureTime}`}
            series={series}
            notes={notes}
            onSaved={(text, left) => {
              setSkipped(left);
              tell(text);
            }}
          />
        ) : null}
      </div>
    );
  }
  return (
    <>
      <PageHeader title={WEEKLY_SERIES_MESSAGES.pageTitle} intro={WEEKLY_SERIES_MESSAGES.pageIntro} />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">{body}</div>
    </>
  );
}
