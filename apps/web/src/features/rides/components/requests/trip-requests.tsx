import { PAGE_MESSAGES } from "@campusride/shared/friendly-messages";
import { TRIP_MESSAGES } from "@campusride/shared/messages";
import type { TripRequest } from "@campusride/shared/schemas/bookings";
import type { ReactNode } from "react";
import { useOutcome } from "../../../../components/ui/outcome-message.tsx";
import { WomenOnlyNote } from "../../../../components/ui/women-only-note.tsx";
import { LoadProblem } from "../../../../components/ui/list-states.tsx";
import { paths } from "../../../../config/paths.ts";
import { hasDeparted, requestExpiryText } from "../../../../lib/departure.ts";
import { useTripRequests } from "../../api/get-trip-requests.ts";
import { TRIP_TEXT } from "../../trip-text.ts";
import { ApprovedRequest, PendingRequest, RejectedRequest } from "./request-items.tsx";
import { TripDayActions, noShowBlockedReason } from "./trip-day-actions.tsx";
import { TripDetailsCard } from "./trip-details-card.tsx";

interface RequestSectionProps {
  id: string;
  title: string;
  requests: TripRequest[];
  render: (request: TripRequest) => ReactNode;
}

/** One of the Pending / Approved / Rejected lists, with its count. */
function RequestSection({ id, title, requests, render }: RequestSectionProps) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="text-lg font-semibold text-slate-900">
        {title} <span className="text-slate-600">({requests.length})</span>
      </h3>
      {requests.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{TRIP_TEXT.noRequests}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {requests.map((request) => (
            <li key={request.id}>{render(request)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A trip's requests for its driver (docs/product/trips.md#requests-page). */
export function TripRequests({
  rideId,
  riderActions,
}: {
  rideId: string;
  /** What the driver can do with a rider beside answering (the screen adds Message). */
  riderActions?: (request: TripRequest) => ReactNode;
}) {
  const requests = useTripRequests(rideId);
  const { message, setOutcome } = useOutcome();
  if (requests.isPending) {
    return (
      <p role="status" className="py-10 text-center text-slate-600">
        Loading trip requests…
      </p>
    );
  }
  // a failed refresh keeps the list on screen (with its open dialog)
  if (requests.isError && !requests.data) {
    return (
      <LoadProblem
        error={requests.error}
        notFound={{
          message: TRIP_MESSAGES.notFoundOrForbidden,
          back: { to: paths.driver, label: PAGE_MESSAGES.backToDashboard },
        }}
        failed={{ message: TRIP_MESSAGES.requestsLoadFailed, onRetry: () => void requests.refetch() }}
      />
    );
  }
  const { ride, pending, approved, rejected, expired, day } = requests.data;
  const isDayOpen =
    ride.status === "active" && (hasDeparted(ride) || Boolean(day?.canStart || day?.startedAt));
  return (
    <div className="space-y-8">
      <TripDetailsCard ride={ride} />
      <WomenOnlyNote trip={ride} audience="driver" withVerification />
      {message}
      {day && ride.status === "active" ? (
        <TripDayActions
          rideId={rideId}
          day={day}
          approved={approved}
          onDone={(text) => setOutcome({ tone: "success", message: text })}
        />
      ) : null}
      <div className="space-y-8">
        <h2 className="sr-only">Requests</h2>
        <RequestSection
          id="pending-title"
          title="Pending"
          requests={pending}
          render={(request) => (
            <PendingRequest
              request={request}
              expiry={requestExpiryText(request, ride)}
              pricePerSeatCents={ride.pricePerSeatCents}
              seatsRemaining={ride.seatsRemaining}
              canAnswer={ride.status === "active"}
              isWomenOnlyTrip={ride.preferences.womenOnly}
              onDone={(text) => setOutcome({ tone: "success", message: text })}
              actions={riderActions?.(request)}
            />
          )}
        />
        <RequestSection
          id="approved-title"
          title="Approved"
          requests={approved}
          render={(request) => (
            <ApprovedRequest
              request={request}
              pricePerSeatCents={ride.pricePerSeatCents}
              noShow={isDayOpen ? { blockedReason: noShowBlockedReason(request, day) } : null}
              tripSpot={ride.pickupSpot}
              onDone={(text) => setOutcome({ tone: "success", message: text })}
              actions={riderActions?.(request)}
            />
          )}
        />
        <RequestSection
          id="rejected-title"
          title="Rejected"
          requests={rejected}
          render={(request) => <RejectedRequest request={request} actions={riderActions?.(request)} />}
        />
        {expired.length > 0 ? (
          <RequestSection
            id="expired-title"
            title="Expired"
            requests={expired}
            render={(request) => <RejectedRequest request={request} actions={riderActions?.(request)} />}
          />
        ) : null}
      </div>
    </div>
  );
}
