import type { AdminReport } from "@campusride/shared/schemas/safety";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useSetWomenOnlyTrips } from "../api/set-women-only-trips.ts";

/**
 * A women-only report's answer: the student's choice now, and the button that turns it the
 * other way (their pending requests on women-only trips are withdrawn when it goes off).
 */
export function WomenOnlyAnswer({
  report,
  name,
  describedBy,
  onDone,
}: {
  report: AdminReport;
  name: string;
  describedBy: string;
  onDone: (message: string) => void;
}) {
  const setChoice = useSetWomenOnlyTrips();
  const isOn = report.reported.womenOnlyTrips;
  const label = isOn ? "Turn off women-only trips" : "Turn on women-only trips";
  return (
    <ConfirmDialog
      trigger={{ label, variant: "outline", describedBy }}
      title={`${label} for ${name}?`}
      confirm={{ label, variant: "primary" }}
      busyLabel="Saving…"
      onConfirm={async () => {
        const done = await setChoice.mutateAsync({
          userId: report.reported.id,
          womenOnlyTrips: !isOn,
          reportId: report.id,
        });
        onDone(done.message);
      }}
      describeError={errorMessage}
    >
      <p className="text-slate-700">
        {isOn
          ? `${name} will no longer see or request women-only trips; their pending requests on women-only trips are withdrawn.`
          : `${name} will see and may request women-only trips.`}{" "}
        The open women-only reports about them are closed as actioned.
      </p>
    </ConfirmDialog>
  );
}
