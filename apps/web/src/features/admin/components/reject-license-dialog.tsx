import { LICENSE_REASON_MAX, rejectLicenseInputSchema } from "@campusride/shared/schemas/licenses";
import { useState } from "react";
import { buttonStyles } from "../../../components/ui/button.tsx";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "../../../components/ui/dialog.tsx";
import { Form, SubmitButton, TextareaField, useZodForm } from "../../../components/ui/form.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useRejectLicense } from "../api/reject-license.ts";
import type { Outcome as ReviewOutcome } from "../../../components/ui/outcome-message.tsx";

interface RejectLicenseDialogProps {
  userId: string;
  licenseId: string;
  name: string;
  disabled?: boolean;
  onRejected: (outcome: ReviewOutcome) => void;
}

/** 'Reject' and the dialog that asks for the reason the driver will be told (required). */
export function RejectLicenseDialog({
  userId,
  licenseId,
  name,
  disabled,
  onRejected,
}: RejectLicenseDialogProps) {
  const [isOpen, setOpen] = useState(false);
  const reject = useRejectLicense();
  const form = useZodForm(rejectLicenseInputSchema, { defaultValues: { reason: "" } });

  async function submit({ reason }: { reason: string }) {
    try {
      const { message } = await reject.mutateAsync({ userId, licenseId, reason });
      setOpen(false);
      onRejected({ tone: "success", message: `${message} ${name} has been told why.` });
    } catch (error) {
      // decided by someone else, or replaced: nothing left to reject here
      if (!(error instanceof ApiError && error.status === 409)) throw error;
      setOpen(false);
      onRejected({ tone: "error", message: error.message });
    }
  }

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        setOpen(open);
        if (!open) form.reset({ reason: "" });
      }}
    >
      <DialogTrigger className={buttonStyles({ variant: "outline" })} disabled={disabled}>
        Reject
      </DialogTrigger>
      <DialogContent
        title="Reject license"
        description={`${name} sees this reason on their profile and in an email, and can upload a new license.`}
      >
        <Form form={form} onSubmit={submit} aria-label="Reject license">
          <TextareaField
            name="reason"
            label="Reason"
            rows={4}
            maxLength={LICENSE_REASON_MAX}
            hint={`For example: the photo is blurry, or the license has expired. At most ${LICENSE_REASON_MAX} characters.`}
          />
          <div className="flex flex-wrap justify-end gap-3">
            <DialogClose className={buttonStyles({ variant: "outline" })}>Cancel</DialogClose>
            <SubmitButton busyLabel="Rejecting...">Reject License</SubmitButton>
          </div>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
