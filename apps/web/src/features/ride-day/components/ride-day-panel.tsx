import {
  MAX_DRIVER_LATE_MINUTES,
  MAX_DRIVER_LATE_TIMES,
  RUNNING_LATE_STEPS,
  type RunningLateMinutes,
} from "@campusride/shared/domain/ride-day";
import { RIDE_DAY_MESSAGES } from "@campusride/shared/messages";
import type { RideDay, SettableStatus } from "@campusride/shared/schemas/ride-day";
import { Clock } from "lucide-react";
import { useId, useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { LoadFailed, isNotFound } from "../../../components/ui/list-states.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { formatClockAt } from "../../../lib/date-time-format.ts";
import { useRideDay } from "../api/get-ride-day.ts";
import { useSetRideDayStatus } from "../api/set-ride-day-status.ts";

type LateStatus = Extract<SettableStatus, "driver_running_late" | "rider_running_late">;

/** Why the buttons are closed: not yet open, or the trip is over. */
function closedNote(day: RideDay): string {
  if (day.status === "completed") return RIDE_DAY_MESSAGES.completed;
  if (day.status === "cancelled") return RIDE_DAY_MESSAGES.cancelled;
  return RIDE_DAY_MESSAGES.opensAt(formatClockAt(day.opensAt));
}

/** The minutes a driver may still announce: within MAX_DRIVER_LATE_MINUTES in all, MAX_DRIVER_LATE_TIMES times. */
function lateSteps(day: RideDay): readonly RunningLateMinutes[] {
  if (day.myRole === "rider") return RUNNING_LATE_STEPS;
  if (day.lateCount >= MAX_DRIVER_LATE_TIMES) return [];
  return RUNNING_LATE_STEPS.filter((minutes) => day.delayMinutes + minutes <= MAX_DRIVER_LATE_MINUTES);
}

function StatusButtons({ rideId, day }: { rideId: string; day: RideDay }) {
  const mutation = useSetRideDayStatus(rideId);
  const [choosingLate, setChoosingLate] = useState(false);
  const [sent, setSent] = useState<SettableStatus | null>(null);
  const stepsId = useId();
  const isDriver = day.myRole === "driver";
  const late: LateStatus = isDriver ? "driver_running_late" : "rider_running_late";
  const steps = lateSteps(day);
  const busy = mutation.isPending;
  const send = (status: SettableStatus, minutes?: RunningLateMinutes) => {
    setSent(null);
    mutation.mutate(minutes === undefined ? { status } : { status, minutes }, {
      onSuccess: () => {
        setSent(status);
        setChoosingLate(false);
      },
    });
  };
  const main: SettableStatus[] = isDriver ? ["on_my_way", "at_pickup"] : ["rider_here"];
  return (
    <div className="mt-4 space-y-3">
      <div className="flex flex-wrap gap-2">
        {main.map((status) => (
          <Button key={status} disabled={busy} onClick={() => send(status)}>
            {RIDE_DAY_MESSAGES.buttons[status]}
          </Button>
        ))}
        <Button
          variant="outline"
          disabled={busy || steps.length === 0}
          aria-expanded={choosingLate}
          aria-controls={stepsId}
          onClick={() => setChoosingLate((open) => !open)}
        >
          <Clock aria-hidden="true" className="size-4" />
          {RIDE_DAY_MESSAGES.buttons[late]}
        </Button>
      </div>
      {isDriver && steps.length === 0 ? (
        <p className="text-sm text-slate-600">{RIDE_DAY_MESSAGES.lateUsedUp}</p>
      ) : null}
      {choosingLate ? (
        <fieldset id={stepsId} className="rounded-xl border border-slate-200 p-3">
          <legend className="px-1 text-sm font-medium text-slate-900">{RIDE_DAY_MESSAGES.lateChoice}</legend>
          <div className="flex flex-wrap gap-2">
            {steps.map((minutes) => (
              <Button
                key={minutes}
                size="sm"
                variant="outline"
                disabled={busy}
                onClick={() => send(late, minutes)}
              >
                {RIDE_DAY_MESSAGES.lateMinutes(minutes)}
              </Button>
            ))}
            <Button size="sm" variant="ghost" disabled={busy} onClick={() => setChoosingLate(false)}>
              {RIDE_DAY_MESSAGES.cancelLate}
            </Button>
          </div>
        </fieldset>
      ) : null}
      {busy ? (
        <p role="status" className="text-sm text-slate-600">
          Sending…
        </p>
      ) : null}
      {mutation.isError ? <Alert tone="error">{errorMessage(mutation.error)}</Alert> : null}
      {sent && !busy ? <Alert tone="success">{RIDE_DAY_MESSAGES.sent[sent]}</Alert> : null}
    </div>
  );
}

/**
 * A trip's live status (docs/product/ride-day.md#live-status) for its driver or an approved
 * rider: where the trip stands, the departure as the driver's lateness moved it, and the
 * buttons of the reader's side, open from two hours before departure until the trip is
 * over. Shows nothing to anyone else (the API's 404).
 */
export function RideDayPanel({ rideId }: { rideId: string }) {
  const day = useRideDay(rideId);
  const titleId = useId();
  if (day.isError && isNotFound(day.error)) return null;
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {RIDE_DAY_MESSAGES.title}
      </h2>
      {day.data ? (
        <>
          <p className="mt-2 text-base font-medium text-slate-900" data-testid="ride-day-status">
            {RIDE_DAY_MESSAGES.statusLabels[day.data.status]}
          </p>
          <p className="mt-1 text-sm text-slate-700" data-testid="ride-day-departure">
            {RIDE_DAY_MESSAGES.leavesAt(formatClockAt(day.data.departureAt))}
            {day.data.delayMinutes > 0 ? ` (${RIDE_DAY_MESSAGES.movedFrom(day.data.delayMinutes)})` : null}
          </p>
          {day.data.checkedIn ? (
            <p className="mt-1 text-sm text-slate-700">{RIDE_DAY_MESSAGES.checkedIn}</p>
          ) : null}
          {day.data.canSetStatus ? (
            <StatusButtons rideId={rideId} day={day.data} />
          ) : (
            <p className="mt-3 text-sm text-slate-600">{closedNote(day.data)}</p>
          )}
        </>
      ) : day.isError ? (
        <div className="mt-3">
          <LoadFailed message={RIDE_DAY_MESSAGES.loadFailed} onRetry={() => void day.refetch()} />
        </div>
      ) : (
        <p role="status" className="mt-2 text-sm text-slate-600">
          {RIDE_DAY_MESSAGES.loading}
        </p>
      )}
    </section>
  );
}
