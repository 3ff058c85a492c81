import { TRIP_SHARING_MESSAGES } from "@campusride/shared/messages";
import type { ContactConfirmation, TripShareResult } from "@campusride/shared/schemas/trip-sharing";
import { ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { EMERGENCY_CONTACT_PATH } from "../../../lib/emergency-contact.ts";
import { useContactConfirmation } from "../api/get-contact-confirmation.ts";
import { useShareTrip } from "../api/share-trip.ts";
import { CopyLink } from "./copy-link.tsx";

export interface EmergencyContact {
  name: string | null;
  email: string | null;
}

/** What the section says of the contact's answer, once they were asked. */
const CONFIRMATION_NOTES: Partial<Record<ContactConfirmation["status"], string>> = {
  pending: "has not confirmed yet. We emailed them a request; trip links go out once they confirm.",
  confirmed: "has confirmed: trip links reach them straight away.",
};

/**
 * Share my trip: emails a read-only link of the trip (route, times, driver's first name,
 * car and plate) to the user's emergency contact, after a confirmation naming them; then
 * the link, to copy. A contact who has not yet confirmed trip mail is asked first (a
 * CampusRide mail with no text of the user's), and the link goes out once they do. Without
 * a contact email, a link to the profile's emergency contact card.
 */
export function ShareTrip({ rideId, contact }: { rideId: string; contact: EmergencyContact }) {
  const share = useShareTrip();
  const confirmation = useContactConfirmation(contact.email !== null);
  const [result, setResult] = useState<TripShareResult | null>(null);
  const who = contact.name ? `${contact.name} (${contact.email})` : contact.email;
  const status = confirmation.data?.status;
  const note = status ? CONFIRMATION_NOTES[status] : undefined;
  return (
    <section
      aria-labelledby="share-trip-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="share-trip-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <ShieldCheck aria-hidden="true" className="size-5 text-brand-700" />
        Share my trip
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Let someone you trust follow this trip: they get a read-only link by email that stops working after
        the trip arrives. The first time, we ask them to confirm that they want these emails.
      </p>
      {contact.email && status === "stopped" ? (
        <p className="mt-4 text-sm text-slate-700">
          {TRIP_SHARING_MESSAGES.contactStopped}{" "}
          <Link
            to={EMERGENCY_CONTACT_PATH}
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            Change your emergency contact
          </Link>
        </p>
      ) : contact.email ? (
        <div className="mt-4 space-y-3">
          {note ? (
            <p className="text-sm text-slate-700">
              <span className="wrap-anywhere">{contact.name ?? contact.email}</span> {note}
            </p>
          ) : null}
          <ConfirmDialog
            trigger={{ label: "Share my trip", variant: "primary" }}
            title="Share this trip?"
            confirm={{ label: "Send Link", variant: "primary" }}
            busyLabel="Sending…"
            onConfirm={async () => setResult(await share.mutateAsync(rideId))}
            describeError={errorMessage}
          >
            <p className="text-sm text-slate-700">
              We will email a read-only link to <strong className="wrap-anywhere">{who}</strong>. It shows the
              route, the departure and expected arrival, and the driver&apos;s first name, car and plate.
            </p>
            {status === "confirmed" ? null : (
              <p className="mt-2 text-sm text-slate-700">
                They have not confirmed yet, so we first ask them to: the link goes out once they do.
              </p>
            )}
          </ConfirmDialog>
        </div>
      ) : (
        <p className="mt-4 text-sm text-slate-700">
          Add an emergency contact email to share your trip.{" "}
          <Link
            to={EMERGENCY_CONTACT_PATH}
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            Add an emergency contact
          </Link>
        </p>
      )}
      {result?.url ? (
        <div className="mt-4 space-y-3">
          <Alert tone="success">{`Link sent to ${result.sentTo}.`}</Alert>
          <CopyLink url={result.url} />
        </div>
      ) : result ? (
        <Alert tone="success" className="mt-4">
          {`We asked ${result.sentTo} to confirm. The link goes out as soon as they do.`}
        </Alert>
      ) : null}
    </section>
  );
}
