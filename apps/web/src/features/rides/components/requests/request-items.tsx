import { formatCents } from "@campusride/shared/domain/money";
import type { TripRequest } from "@campusride/shared/schemas/bookings";
import type { ReactNode } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { initials, seatsText } from "../../../../lib/trip-format.ts";
import { formatRequestedAt } from "../../../../lib/date-time-format.ts";
import { TRIP_TEXT } from "../../trip-text.ts";
import { DecisionDialog } from "./decision-dialog.tsx";
import { NoShowDialog } from "./no-show-dialog.tsx";
import { PickupProposalAnswer, RiderSpotLine } from "./pickup-proposal.tsx";
import type { TripSpot } from "@campusride/shared/schemas/rides";
import { ReportNotEligibleButton } from "./report-not-eligible-button.tsx";

function fullName(request: TripRequest): string {
  // a deleted account has no last name
  return `${request.rider.firstName} ${request.rider.lastName}`.trim();
}

interface PendingRequestProps {
  request: TripRequest;
  /** When the request stops waiting for an answer ("Expires in 5 h"). */
  expiry: string;
  pricePerSeatCents: number;
  seatsRemaining: number;
  /** False on a completed or cancelled trip: its requests can no longer be answered. */
  canAnswer: boolean;
  /** A women-only trip: the driver can also reject and report a rider who is not eligible. */
  isWomenOnlyTrip?: boolean;
  /** Told what happened once the request is answered. */
  onDone: (message: string) => void;
  /** More the driver can do with this rider (Message). */
  actions?: ReactNode;
}

/**
 * A pending request: who, when, seats, bags, total price, notes, and Approve / Reject (on a
 * women-only trip also 'Report: not eligible for a women-only trip').
 */
export function PendingRequest({
  request,
  expiry,
  pricePerSeatCents,
  seatsRemaining,
  canAnswer,
  isWomenOnlyTrip = false,
  onDone,
  actions,
}: PendingRequestProps) {
  const name = fullName(request);
  return (
    <article aria-label={name} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
        >
          {initials(request.rider.firstName, request.rider.lastName)}
        </span>
        <div className="min-w-0">
          <h4 className="font-semibold break-words text-slate-900">{name}</h4>
          <p className="text-sm text-slate-600">
            Requested <time dateTime={request.createdAt}>{formatRequestedAt(request.createdAt)}</time>
          </p>
          {canAnswer ? <p className="text-sm font-medium text-amber-800">{expiry}</p> : null}
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-3 text-sm">
        <div>
          <dt className="text-xs font-medium text-slate-600">Seats</dt>
          <dd className="font-semibold text-slate-900">{request.seatsRequested}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-600">Bags</dt>
          <dd className="font-semibold text-slate-900">{request.bagsCount}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-600">Total price</dt>
          <dd className="font-semibold text-slate-900">
            {formatCents(pricePerSeatCents * request.seatsRequested)}
          </dd>
        </div>
      </dl>
      {request.notes ? (
        <p className="mt-3 rounded-lg bg-slate-50 p-3 text-sm break-words whitespace-pre-line text-slate-800">
          <span className="font-semibold">Notes: </span>
          {request.notes}
        </p>
      ) : null}
      <PickupProposalAnswer request={request} canAnswer={canAnswer} onDone={onDone} />
      {actions ? <div className="mt-4">{actions}</div> : null}
      {canAnswer ? (
        <div className="mt-4 flex flex-wrap gap-2">
          <DecisionDialog
            decision="approve"
            request={request}
            seatsRemaining={seatsRemaining}
            onDone={onDone}
          />
          <DecisionDialog
            decision="reject"
            request={request}
            seatsRemaining={seatsRemaining}
            onDone={onDone}
          />
          {isWomenOnlyTrip ? <ReportNotEligibleButton bookingId={request.id} onDone={onDone} /> : null}
        </div>
      ) : (
        <p className="mt-4 text-sm text-slate-600">{TRIP_TEXT.closedRequestsNote}</p>
      )}
    </article>
  );
}

/**
 * An approved request: name, seats and price, the rider's phone for the pickup, 'Mark
 * no-show' once the trip has left (then a 'No-show' badge), and what else the driver can do.
 */
export function ApprovedRequest({
  request,
  pricePerSeatCents,
  noShow,
  tripSpot,
  onDone,
  actions,
}: {
  request: TripRequest;
  pricePerSeatCents: number;
  /**
   * The trip's day is on and the trip not completed: 'Mark no-show', enabled when the rules
   * allow it now, else disabled with the reason (docs/product/ride-day.md#start-drop-off-and-no-shows).
   */
  noShow: { blockedReason: string | null } | null;
  /** The trip's own pickup spot: the rider's, unless the driver accepted the one they proposed. */
  tripSpot: TripSpot | null;
  /** Told what happened once the rider is marked. */
  onDone: (message: string) => void;
  actions?: ReactNode;
}) {
  const name = fullName(request);
  return (
    <div className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
      <p className="flex flex-wrap justify-between gap-x-4 gap-y-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-900">{name}</span>
          {request.status === "no_show" ? (
            <span className="inline-flex items-center rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-800">
              <span className="sr-only">Status: </span>
              {TRIP_TEXT.noShow}
            </span>
          ) : null}
        </span>
        <span className="text-slate-700">
          {seatsText(request.seatsRequested)} · {formatCents(pricePerSeatCents * request.seatsRequested)}
        </span>
      </p>
      {request.riderPhone ? (
        <p className="text-sm text-slate-800">
          Phone:{" "}
          <a href={`tel:${request.riderPhone}`} className="font-semibold underline underline-offset-2">
            {request.riderPhone}
          </a>
        </p>
      ) : null}
      <RiderSpotLine request={request} tripSpot={tripSpot} />
      {request.pickupProposal?.status === "proposed" ? (
        <PickupProposalAnswer request={request} canAnswer={request.status === "approved"} onDone={onDone} />
      ) : null}
      {noShow && request.status === "approved" ? (
        noShow.blockedReason ? (
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled
              aria-label={`${TRIP_TEXT.markNoShow}: ${name}`}
              aria-describedby={`no-show-why-${request.id}`}
            >
              {TRIP_TEXT.markNoShow}
            </Button>
            <span id={`no-show-why-${request.id}`}>{noShow.blockedReason}</span>
          </p>
        ) : (
          <NoShowDialog request={request} name={name} onDone={onDone} />
        )
      ) : null}
      {actions}
    </div>
  );
}

/** A rejected request: name and seats. */
export function RejectedRequest({ request, actions }: { request: TripRequest; actions?: ReactNode }) {
  return (
    <div className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
      <p className="flex flex-wrap justify-between gap-x-4 gap-y-1">
        <span className="font-semibold text-slate-900">{fullName(request)}</span>
        <span className="text-slate-700">{seatsText(request.seatsRequested)}</span>
      </p>
      {actions}
    </div>
  );
}
