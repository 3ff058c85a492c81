import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useCancelRide } from "../api/cancel-ride.ts";
import { useCompleteRide } from "../api/complete-ride.ts";
import { TRIP_TEXT } from "../trip-text.ts";

const ACTIONS = {
  complete: {
    label: "Mark Completed",
    title: TRIP_TEXT.completeTitle,
    body: TRIP_TEXT.completeBody,
    done: TRIP_TEXT.completed,
  },
  cancel: {
    label: "Cancel Trip",
    title: TRIP_TEXT.cancelTitle,
    body: TRIP_TEXT.cancelBody,
    done: TRIP_TEXT.cancelled,
  },
} as const;

interface TripStatusActionProps {
  rideId: string;
  action: keyof typeof ACTIONS;
  /** The trip, for the dialog ("Gainesville to Orlando on Fri, Jun 12, 2026"). */
  tripName: string;
  /** The id of the trip card's title, which the button acts on. */
  titleId: string;
  /** Told what happened once the trip has changed (it leaves the list it was in). */
  onDone: (message: string) => void;
}

/** Mark Completed / Cancel Trip, each after a confirmation (docs/product/trips.md#completing-and-cancelling). */
export function TripStatusAction({ rideId, action, tripName, titleId, onDone }: TripStatusActionProps) {
  const complete = useCompleteRide();
  const cancel = useCancelRide();
  const mutation = action === "complete" ? complete : cancel;
  const text = ACTIONS[action];
  return (
    <ConfirmDialog
      trigger={{
        label: text.label,
        describedBy: titleId,
        variant: action === "cancel" ? "outline" : "secondary",
      }}
      title={text.title}
      description={tripName}
      confirm={{ label: text.label, variant: action === "cancel" ? "danger" : "primary" }}
      cancelLabel={TRIP_TEXT.keepTrip}
      busyLabel={TRIP_TEXT.processing}
      onConfirm={async () => {
        await mutation.mutateAsync(rideId);
        onDone(`${text.done} ${tripName}`);
      }}
      describeError={errorMessage}
    >
      <p className="text-slate-700">{text.body}</p>
    </ConfirmDialog>
  );
}
