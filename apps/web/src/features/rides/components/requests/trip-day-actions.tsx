import { NO_SHOW_MESSAGES } from "@campusride/shared/messages";
import type { TripDay, TripRequest } from "@campusride/shared/schemas/bookings";
import { useState } from "react";
import { ConfirmDialog } from "../../../../components/ui/confirm-dialog.tsx";
import { errorMessage } from "../../../../lib/api-client.ts";
import { useCompleteRide } from "../../api/complete-ride.ts";
import { useStartRide } from "../../api/start-ride.ts";
import { TRIP_TEXT } from "../../trip-text.ts";

/**
 * The trip's day for its driver (docs/product/ride-day.md#start-drop-off-and-no-shows):
 * "Start trip" with a checkbox per approved rider in the car, then "Finish trip" (the
 * trip's completion, which opens reviews).
 */
export function TripDayActions({
  rideId,
  day,
  approved,
  onDone,
}: {
  rideId: string;
  day: TripDay;
  approved: TripRequest[];
  onDone: (message: string) => void;
}) {
  const start = useStartRide();
  const complete = useCompleteRide();
  const confirmed = approved.filter((request) => request.status === "approved");
  const [pickedUp, setPickedUp] = useState<Set<string>>(new Set());
  const toggle = (id: string, isChecked: boolean) =>
    setPickedUp((current) => {
      const next = new Set(current);
      if (isChecked) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <div className="flex flex-wrap gap-2">
      {day.canStart ? (
        <ConfirmDialog
          trigger={{ label: NO_SHOW_MESSAGES.startTrip, variant: "primary" }}
          title={NO_SHOW_MESSAGES.startTitle}
          confirm={{ label: NO_SHOW_MESSAGES.startTrip, variant: "primary" }}
          busyLabel={TRIP_TEXT.processing}
          onConfirm={async () => {
            await start.mutateAsync({ rideId, pickedUp: [...pickedUp] });
            onDone(NO_SHOW_MESSAGES.started);
          }}
          describeError={errorMessage}
        >
          <fieldset className="space-y-2">
            <legend className="text-slate-700">{NO_SHOW_MESSAGES.startIntro}</legend>
            {confirmed.map((request) => (
              <label key={request.id} className="flex items-center gap-2 text-slate-900">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={pickedUp.has(request.id)}
                  onChange={(event) => toggle(request.id, event.target.checked)}
                />
                {request.rider.firstName} {request.rider.lastName}
              </label>
            ))}
          </fieldset>
        </ConfirmDialog>
      ) : null}
      {day.startedAt ? (
        <ConfirmDialog
          trigger={{ label: NO_SHOW_MESSAGES.finishTrip, variant: "secondary" }}
          title={TRIP_TEXT.completeTitle}
          confirm={{ label: NO_SHOW_MESSAGES.finishTrip, variant: "primary" }}
          busyLabel={TRIP_TEXT.processing}
          onConfirm={async () => {
            await complete.mutateAsync(rideId);
            onDone(NO_SHOW_MESSAGES.finished);
          }}
          describeError={errorMessage}
        >
          <p className="text-slate-700">{TRIP_TEXT.completeBody}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

/** Why a confirmed rider cannot be marked a no-show now; null when they can. */
export function noShowBlockedReason(request: TripRequest, day: TripDay | undefined): string | null {
  if (request.checkedInAt) return NO_SHOW_MESSAGES.noShowCheckedIn;
  if (request.pickedUpAt) return NO_SHOW_MESSAGES.noShowPickedUp;
  if (!day?.canMarkNoShow) return NO_SHOW_MESSAGES.noShowTooEarly;
  return null;
}
