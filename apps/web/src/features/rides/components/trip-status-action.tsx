import { useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button, buttonStyles } from "../../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogTrigger } from "../../../components/ui/dialog.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useCancelRide } from "../api/cancel-ride.ts";
import { useCompleteRide } from "../api/complete-ride.ts";
import { TRIP_TEXT } from "../trip-text.ts";

const ACTIONS = {
  complete: {
    trigger: "Mark Completed",
    title: TRIP_TEXT.completeTitle,
    body: TRIP_TEXT.completeBody,
    confirm: "Mark Completed",
  },
  cancel: {
    trigger: "Cancel Trip",
    title: TRIP_TEXT.cancelTitle,
    body: TRIP_TEXT.cancelBody,
    confirm: "Cancel Trip",
  },
} as const;

interface TripStatusActionProps {
  rideId: string;
  action: keyof typeof ACTIONS;
  /** The trip, for the dialog ("Gainesville to Orlando on Fri, Jun 12, 2026"). */
  tripName: string;
}

/** Mark Completed / Cancel Trip, each after a confirmation (spec §4). */
export function TripStatusAction({ rideId, action, tripName }: TripStatusActionProps) {
  const [isOpen, setOpen] = useState(false);
  const complete = useCompleteRide();
  const cancel = useCancelRide();
  const mutation = action === "complete" ? complete : cancel;
  const text = ACTIONS[action];

  function openChange(open: boolean) {
    if (mutation.isPending) return;
    setOpen(open);
    if (open) mutation.reset();
  }

  return (
    <Dialog open={isOpen} onOpenChange={openChange}>
      <DialogTrigger
        className={buttonStyles({ variant: action === "cancel" ? "outline" : "secondary", size: "sm" })}
      >
        {text.trigger}
      </DialogTrigger>
      <DialogContent title={text.title} description={tripName}>
        <p className="text-slate-700">{text.body}</p>
        {mutation.isError ? (
          <Alert tone="error" className="mt-4">
            {errorMessage(mutation.error)}
          </Alert>
        ) : null}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="outline" disabled={mutation.isPending} onClick={() => openChange(false)}>
            {TRIP_TEXT.keepTrip}
          </Button>
          <Button
            variant={action === "cancel" ? "danger" : "primary"}
            disabled={mutation.isPending}
            onClick={() => mutation.mutate(rideId, { onSuccess: () => setOpen(false) })}
          >
            {mutation.isPending ? TRIP_TEXT.processing : text.confirm}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
