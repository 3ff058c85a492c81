import { filtersSummary } from "@campusride/shared/domain/ride-alerts";
import { RIDE_ALERT_MESSAGES } from "@campusride/shared/messages";
import type { RideAlert } from "@campusride/shared/schemas/ride-alerts";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { EmptyList, LoadFailed, NotLoadedYet } from "../../../components/ui/list-states.tsx";
import { useOutcome, type Outcome } from "../../../components/ui/outcome-message.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { TripRoute } from "../../../components/ui/trip-route.tsx";
import { formatTripDate } from "../../../lib/date-time-format.ts";
import { useDeleteRideAlert, useRideAlerts } from "../api/ride-alerts.ts";

/** The section's anchor: RIDE_ALERTS_PATH (/rider#ride-alerts) leads here. */
const SECTION_ID = "ride-alerts";

/**
 * 'Ride alerts' on My Rides: the rider's active saved searches (route, date, passengers,
 * filters), soonest first, each with Delete (asked again), or the empty state.
 */
export function RideAlertsSection() {
  const title = useRef<HTMLHeadingElement>(null);
  const location = useLocation();
  // the browser's own scroll to #ride-alerts happened before this section arrived
  useEffect(() => {
    if (location.hash === `#${SECTION_ID}`) title.current?.scrollIntoView({ block: "start" });
  }, [location.hash]);

  return (
    <section id={SECTION_ID} aria-labelledby="ride-alerts-title" className="scroll-mt-20 space-y-4 pt-8">
      <div>
        <h2 ref={title} id="ride-alerts-title" className="text-xl font-semibold text-slate-900">
          {RIDE_ALERT_MESSAGES.title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{RIDE_ALERT_MESSAGES.intro}</p>
      </div>
      <RideAlertList />
    </section>
  );
}

function RideAlertList() {
  const alerts = useRideAlerts();
  const { message, setOutcome } = useOutcome();
  if (alerts.isPending) {
    return <NotLoadedYet query={alerts} loading={<Spinner label={RIDE_ALERT_MESSAGES.loading} />} />;
  }
  if (alerts.isError && !alerts.data) {
    return <LoadFailed message={RIDE_ALERT_MESSAGES.loadFailed} onRetry={() => void alerts.refetch()} />;
  }
  const list = alerts.data.alerts;
  return (
    <div className="space-y-4">
      {message}
      {list.length === 0 ? (
        <EmptyList message={RIDE_ALERT_MESSAGES.empty} detail={RIDE_ALERT_MESSAGES.emptyHint} />
      ) : (
        <ul aria-label={RIDE_ALERT_MESSAGES.title} className="space-y-3">
          {list.map((alert) => (
            <li key={alert.id}>
              <RideAlertCard alert={alert} onOutcome={setOutcome} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function RideAlertCard({ alert, onOutcome }: { alert: RideAlert; onOutcome: (outcome: Outcome) => void }) {
  const deleteAlert = useDeleteRideAlert();
  const titleId = `ride-alert-${alert.id}`;
  const filters = filtersSummary(alert.filters);
  return (
    <article className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <h3 id={titleId} className="font-semibold break-words text-slate-900">
          <TripRoute from={alert.originAddress} to={alert.destinationAddress} />
        </h3>
        <p className="mt-1 text-sm text-slate-700">
          {formatTripDate(alert.departureDate)} · {RIDE_ALERT_MESSAGES.passengers(alert.passengers)}
        </p>
        {filters ? <p className="mt-1 text-sm text-slate-600">{filters}</p> : null}
      </div>
      <ConfirmDialog
        trigger={{ label: RIDE_ALERT_MESSAGES.delete, describedBy: titleId, variant: "outline" }}
        title={RIDE_ALERT_MESSAGES.confirmTitle}
        confirm={{ label: RIDE_ALERT_MESSAGES.confirm, variant: "danger" }}
        cancelLabel={RIDE_ALERT_MESSAGES.cancel}
        busyLabel="Deleting…"
        onConfirm={async () => {
          await deleteAlert.mutateAsync(alert.id);
          onOutcome({ tone: "success", message: RIDE_ALERT_MESSAGES.deleted });
        }}
        describeError={() => RIDE_ALERT_MESSAGES.deleteFailed}
      >
        <p className="text-slate-700">{RIDE_ALERT_MESSAGES.confirmBody}</p>
      </ConfirmDialog>
    </article>
  );
}
