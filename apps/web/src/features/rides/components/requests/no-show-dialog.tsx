import { BOOKING_MESSAGES } from "@campusride/shared/messages";
import type { TripRequest } from "@campusride/shared/schemas/bookings";
import { ConfirmDialog } from "../../../../components/ui/confirm-dialog.tsx";
import { ApiError } from "../../../../lib/api-client.ts";
import { useMarkNoShow } from "../../api/mark-no-show.ts";
import { TRIP_TEXT } from "../../trip-text.ts";

/**
 * 'Mark no-show' on a confirmed rider once the trip has left, after a confirmation: the
 * seat then counts as a ride that happened (the driver keeps its price).
 */
export function NoShowDialog({
  request,
  name,
  onDone,
}: {
  request: TripRequest;
  name: string;
  onDone: (message: string) => void;
}) {
  const markNoShow = useMarkNoShow();
  return (
    <ConfirmDialog
      trigger={{
        label: TRIP_TEXT.markNoShow,
        ariaLabel: `${TRIP_TEXT.markNoShow}: ${name}`,
        variant: "outline",
      }}
      title={TRIP_TEXT.noShowTitle}
      confirm={{ label: TRIP_TEXT.markNoShow, variant: "danger" }}
      busyLabel={TRIP_TEXT.processing}
      onConfirm={async () => {
        await markNoShow.mutateAsync(request.id);
        onDone(BOOKING_MESSAGES.noShowMarked(name));
      }}
      describeError={(error) =>
        error instanceof ApiError && error.status >= 400 && error.status < 500
          ? error.message
          : BOOKING_MESSAGES.noShowFailed
      }
    >
      <p className="text-slate-700">{TRIP_TEXT.noShowQuestion(name)}</p>
    </ConfirmDialog>
  );
}
