import { riderPickupSpot } from "@campusride/shared/domain/trip-spots";
import { PICKUP_PROPOSAL_MESSAGES, TRIP_MESSAGES } from "@campusride/shared/messages";
import type { TripRequest } from "@campusride/shared/schemas/bookings";
import type { TripSpot } from "@campusride/shared/schemas/rides";
import { MapPin } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { FieldError } from "../../../../components/ui/form-field.tsx";
import { errorMessage } from "../../../../lib/api-client.ts";
import { useAnswerPickupProposal } from "../../api/answer-pickup-proposal.ts";

/**
 * A rider's proposed pickup spot beside their request (docs/product/ride-day.md#proposed-pickup-spot):
 * the place and note, and, while it waits, "Accept spot" / "Keep my spot".
 */
export function PickupProposalAnswer({
  request,
  canAnswer,
  onDone,
}: {
  request: TripRequest;
  canAnswer: boolean;
  onDone: (message: string) => void;
}) {
  const answer = useAnswerPickupProposal();
  const [error, setError] = useState<string | null>(null);
  const proposal = request.pickupProposal;
  if (!proposal) return null;
  const errorId = `pickup-proposal-${request.id}-error`;
  const status =
    proposal.status === "accepted"
      ? PICKUP_PROPOSAL_MESSAGES.statusAccepted
      : proposal.status === "declined"
        ? PICKUP_PROPOSAL_MESSAGES.statusDeclined
        : null;
  async function send(accept: boolean) {
    setError(null);
    try {
      await answer.mutateAsync({ bookingId: request.id, accept });
      onDone(accept ? PICKUP_PROPOSAL_MESSAGES.accepted : PICKUP_PROPOSAL_MESSAGES.declined);
    } catch (caught) {
      setError(errorMessage(caught));
    }
  }
  return (
    <section
      aria-label={PICKUP_PROPOSAL_MESSAGES.title}
      className="mt-3 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-slate-900"
    >
      <p className="font-semibold">{PICKUP_PROPOSAL_MESSAGES.proposedBy(request.rider.firstName)}</p>
      <p className="mt-1 flex items-start gap-1 break-words">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {proposal.label}
      </p>
      {proposal.note ? <p className="mt-1 break-words text-slate-700">{proposal.note}</p> : null}
      {status ? <p className="mt-1 font-medium text-slate-700">{status}</p> : null}
      {proposal.status === "proposed" && canAnswer ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            size="sm"
            disabled={answer.isPending}
            aria-describedby={error ? errorId : undefined}
            onClick={() => void send(true)}
          >
            {PICKUP_PROPOSAL_MESSAGES.accept}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={answer.isPending}
            aria-describedby={error ? errorId : undefined}
            onClick={() => void send(false)}
          >
            {PICKUP_PROPOSAL_MESSAGES.keep}
          </Button>
        </div>
      ) : null}
      <FieldError id={error ? errorId : undefined}>{error}</FieldError>
    </section>
  );
}

/** An approved rider's pickup spot on the driver's list: their accepted proposal, else the trip's. */
export function RiderSpotLine({ request, tripSpot }: { request: TripRequest; tripSpot: TripSpot | null }) {
  const spot = riderPickupSpot(tripSpot, request.pickupProposal);
  if (!spot) return null;
  return (
    <p className="text-sm break-words text-slate-800">
      <span className="font-semibold">{TRIP_MESSAGES.pickupSpotTitle}: </span>
      {spot.label}
      {spot.note ? ` (${spot.note})` : ""}
    </p>
  );
}
