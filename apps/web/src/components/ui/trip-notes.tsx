import { MASKED_CONTACT } from "@campusride/shared/domain/contact-masking";
import { BOOKING_MESSAGES } from "@campusride/shared/messages";
import clsx from "clsx";
import { MapPin } from "lucide-react";

/**
 * The driver's notes on a trip (pick-up spot, luggage, stops), as a rider reads them
 * before requesting: under a small heading, and when contact details were hidden, why.
 * Nothing for a trip without notes.
 */
export function TripNotes({
  notes,
  isShort = false,
  className,
}: {
  notes: string | null;
  /** A result card: the first three lines (the request page shows them all). */
  isShort?: boolean;
  className?: string;
}) {
  if (!notes) return null;
  return (
    <div className={className}>
      <p className="text-xs font-medium text-slate-600">{BOOKING_MESSAGES.tripNotesTitle}</p>
      <p
        className={clsx(
          "mt-0.5 text-sm break-words whitespace-pre-line text-slate-900",
          isShort && "line-clamp-3",
        )}
      >
        {notes}
      </p>
      {notes.includes(MASKED_CONTACT) ? (
        <p className="mt-1 text-xs text-slate-600">{BOOKING_MESSAGES.tripNotesMaskedHint}</p>
      ) : null}
    </div>
  );
}

/**
 * The trip's notes for a rider whose seat is confirmed: 'Pick-up details', set apart so
 * the meeting point is found at a glance on the day.
 */
export function PickupDetails({ notes, className }: { notes: string | null; className?: string }) {
  if (!notes) return null;
  return (
    <section
      aria-labelledby="pickup-details-title"
      className={clsx("rounded-2xl border-2 border-brand-300 bg-brand-50 p-5 text-brand-900", className)}
    >
      <h2 id="pickup-details-title" className="flex items-center gap-2 text-lg font-semibold">
        <MapPin aria-hidden="true" className="size-5 shrink-0" />
        {BOOKING_MESSAGES.pickupDetailsTitle}
      </h2>
      <p className="mt-1 text-sm">{BOOKING_MESSAGES.pickupDetailsIntro}</p>
      <p className="mt-2 text-base font-medium break-words whitespace-pre-line">{notes}</p>
    </section>
  );
}
