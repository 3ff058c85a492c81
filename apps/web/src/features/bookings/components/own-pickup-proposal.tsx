import { PICKUP_PROPOSAL_MESSAGES } from "@campusride/shared/messages";
import type { Booking } from "@campusride/shared/schemas/bookings";

/**
 * The pickup spot the rider proposed, and the driver's answer so far
 * (docs/product/ride-day.md#proposed-pickup-spot): only this rider and the driver read it.
 */
export function OwnPickupProposal({ booking }: { booking: Booking }) {
  const proposal = booking.pickupProposal;
  if (!proposal) return null;
  const status = {
    proposed: PICKUP_PROPOSAL_MESSAGES.statusProposed,
    accepted: PICKUP_PROPOSAL_MESSAGES.statusAccepted,
    declined: PICKUP_PROPOSAL_MESSAGES.statusDeclined,
  }[proposal.status];
  return (
    <section
      aria-label={PICKUP_PROPOSAL_MESSAGES.title}
      className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-800"
    >
      <h2 className="text-base font-semibold text-slate-900">{PICKUP_PROPOSAL_MESSAGES.title}</h2>
      <p className="mt-1 break-words">{proposal.label}</p>
      {proposal.note ? <p className="mt-1 break-words text-slate-700">{proposal.note}</p> : null}
      <p className="mt-1 font-medium">{status}</p>
    </section>
  );
}
