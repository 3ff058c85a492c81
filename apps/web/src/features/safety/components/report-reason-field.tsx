import { REPORT_REASON_LABELS, STUDENT_REPORT_REASONS } from "@campusride/shared/domain/safety";
import { useId } from "react";
import { useFormContext, useFormState } from "react-hook-form";
import { FieldError } from "../../../components/ui/form-field.tsx";
import { errorAt } from "../../../components/ui/form.tsx";

/** The report's reason: one radio per reason, under one legend, with the group's error. */
export function ReportReasonField() {
  const { register } = useFormContext<{ reason: string }>();
  const error = errorAt(useFormState({ name: "reason" }).errors, "reason");
  const errorId = `${useId()}-reason-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold text-slate-800">Reason</legend>
      <div className="mt-2 grid gap-1">
        {STUDENT_REPORT_REASONS.map((reason) => (
          <label key={reason} className="inline-flex min-h-11 items-center gap-3 text-slate-800">
            <input type="radio" value={reason} {...register("reason")} className="size-5 accent-brand-700" />
            {REPORT_REASON_LABELS[reason]}
          </label>
        ))}
      </div>
      <FieldError id={error ? errorId : undefined}>{error}</FieldError>
    </fieldset>
  );
}
