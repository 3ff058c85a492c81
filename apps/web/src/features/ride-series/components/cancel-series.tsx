import { WEEKLY_SERIES_MESSAGES } from "@campusride/shared/messages";
import type { RideSeries } from "@campusride/shared/schemas/ride-series";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useCancelRideSeries } from "../api/cancel-ride-series.ts";

/**
 * 'Cancel series', after a confirmation that says what follows: every upcoming trip is
 * cancelled and its riders are told; past trips stay; no more trips are made.
 */
export function CancelSeries({ series, onDone }: { series: RideSeries; onDone: (message: string) => void }) {
  const cancel = useCancelRideSeries();
  return (
    <ConfirmDialog
      trigger={{ label: WEEKLY_SERIES_MESSAGES.cancelButton, describedBy: "series-title", variant: "danger" }}
      title={WEEKLY_SERIES_MESSAGES.cancelTitle}
      confirm={{ label: WEEKLY_SERIES_MESSAGES.cancelConfirm, variant: "danger" }}
      cancelLabel={WEEKLY_SERIES_MESSAGES.cancelKeep}
      busyLabel={WEEKLY_SERIES_MESSAGES.cancelling}
      onConfirm={async () => {
        const result = await cancel.mutateAsync(series.id);
        onDone(WEEKLY_SERIES_MESSAGES.cancelled(result.cancelledRideIds.length));
      }}
      describeError={(error) =>
        error instanceof ApiError && error.status < 500 ? error.message : WEEKLY_SERIES_MESSAGES.cancelFailed
      }
    >
      <p className="text-slate-700">{WEEKLY_SERIES_MESSAGES.cancelQuestion(series.upcomingCount)}</p>
    </ConfirmDialog>
  );
}
