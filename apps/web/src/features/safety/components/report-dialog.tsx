import { SAFETY_MESSAGES } from "@campusride/shared/messages";
import { createReportInputSchema, REPORT_DETAILS_MAX } from "@campusride/shared/schemas/safety";
import { useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { buttonStyles } from "../../../components/ui/button.tsx";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "../../../components/ui/dialog.tsx";
import { Form, SubmitButton, TextareaField, useZodForm } from "../../../components/ui/form.tsx";
import { useReportUser } from "../api/report-user.ts";
import { ReportReasonField } from "./report-reason-field.tsx";

export interface ReportTarget {
  userId: string;
  firstName: string;
  /** A message of theirs being reported, if it is one. */
  messageId?: string;
}

/** 'Report' and its dialog: a reason, optional details, and the thanks once it is sent. */
export function ReportDialog({ userId, firstName, messageId }: ReportTarget) {
  const [isOpen, setOpen] = useState(false);
  const [isSent, setSent] = useState(false);
  const report = useReportUser();
  const defaultValues = { userId, messageId, reason: undefined, details: "" };
  const form = useZodForm(createReportInputSchema, { defaultValues });

  function openChange(open: boolean) {
    setOpen(open);
    if (open) return;
    setSent(false);
    form.reset(defaultValues);
  }

  return (
    <Dialog open={isOpen} onOpenChange={openChange}>
      <DialogTrigger
        aria-label={messageId ? `Report this message from ${firstName}` : `Report ${firstName}`}
        className={buttonStyles({ variant: "outline", size: "sm" })}
      >
        Report
      </DialogTrigger>
      <DialogContent
        title={messageId ? "Report message" : `Report ${firstName}`}
        description={`Our team reviews every report. ${firstName} is not told who reported them.`}
      >
        {isSent ? (
          <div className="space-y-5">
            <Alert tone="success">{SAFETY_MESSAGES.reportSent}</Alert>
            <div className="flex justify-end">
              <DialogClose className={buttonStyles({ variant: "outline" })}>Close</DialogClose>
            </div>
          </div>
        ) : (
          <Form
            form={form}
            aria-label="Report"
            onSubmit={async (values) => {
              await report.mutateAsync(values);
              setSent(true);
            }}
          >
            <ReportReasonField />
            <TextareaField
              name="details"
              label="Details (optional)"
              rows={4}
              maxLength={REPORT_DETAILS_MAX}
              hint={`What happened, and when. At most ${REPORT_DETAILS_MAX} characters.`}
            />
            <div className="flex flex-wrap justify-end gap-3">
              <DialogClose className={buttonStyles({ variant: "outline" })}>Cancel</DialogClose>
              <SubmitButton busyLabel="Sending…">Send Report</SubmitButton>
            </div>
          </Form>
        )}
      </DialogContent>
    </Dialog>
  );
}
