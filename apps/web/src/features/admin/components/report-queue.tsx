import { REPORT_STATUSES, type ReportStatus } from "@campusride/shared/domain/safety";
import { SAFETY_MESSAGES } from "@campusride/shared/messages";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { EmptyList, LoadFailed } from "../../../components/ui/list-states.tsx";
import { useOutcome } from "../../../components/ui/outcome-message.tsx";
import { useReports } from "../api/get-reports.ts";
import { ReportCard } from "./report-card.tsx";

const STATUS_LABELS: Record<ReportStatus, string> = {
  open: "Open",
  dismissed: "Dismissed",
  actioned: "Actioned",
};

/** The admins' report queue at one status (open first), newest first, with what the last action did. */
export function ReportQueue() {
  const [status, setStatus] = useState<ReportStatus>("open");
  const reports = useReports(status);
  const { message, setOutcome } = useOutcome();
  return (
    <div className="space-y-6">
      <div role="group" aria-label="Show reports" className="flex flex-wrap gap-2">
        {REPORT_STATUSES.map((option) => (
          <Button
            key={option}
            size="sm"
            variant={option === status ? "primary" : "outline"}
            aria-pressed={option === status}
            onClick={() => setStatus(option)}
          >
            {STATUS_LABELS[option]}
          </Button>
        ))}
      </div>
      {message}
      {reports.isPending ? (
        <p role="status" className="text-slate-600">
          Loading reports…
        </p>
      ) : reports.isError ? (
        <LoadFailed message={SAFETY_MESSAGES.queueLoadFailed} onRetry={() => void reports.refetch()} />
      ) : reports.data.length === 0 ? (
        <EmptyList message={SAFETY_MESSAGES.queueEmpty} />
      ) : (
        <ul className="space-y-6">
          {reports.data.map((report) => (
            <li key={report.id}>
              <ReportCard report={report} onDone={setOutcome} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
