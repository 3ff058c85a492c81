import { useState } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { FieldError } from "../../../../components/ui/form-field.tsx";
import { errorMessage } from "../../../../lib/api-client.ts";
import { useReportNotEligible } from "../../api/report-not-eligible.ts";

/**
 * One click on a women-only trip's pending request: the request is rejected and its rider
 * reported to our team as not eligible (the rider is told of a rejection, not of the report).
 */
export function ReportNotEligibleButton({
  bookingId,
  onDone,
}: {
  bookingId: string;
  onDone: (message: string) => void;
}) {
  const report = useReportNotEligible();
  const [error, setError] = useState<string | null>(null);
  const errorId = `report-not-eligible-${bookingId}-error`;
  return (
    <div>
      <Button
        variant="outline"
        size="sm"
        disabled={report.isPending}
        aria-describedby={error ? errorId : undefined}
        onClick={async () => {
          setError(null);
          try {
            onDone((await report.mutateAsync(bookingId)).message);
          } catch (caught) {
            setError(errorMessage(caught));
          }
        }}
      >
        {report.isPending ? "Reporting…" : "Report: not eligible for a women-only trip"}
      </Button>
      <FieldError id={error ? errorId : undefined}>{error}</FieldError>
    </div>
  );
}
