import { DEACTIVATE_REASON_MAX, deactivateUserInputSchema } from "@campusride/shared/schemas/safety";
import { useState } from "react";
import { buttonStyles } from "../../../components/ui/button.tsx";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "../../../components/ui/dialog.tsx";
import { Form, SubmitButton, TextareaField, useZodForm } from "../../../components/ui/form.tsx";
import type { Outcome } from "../../../components/ui/outcome-message.tsx";
import { useDeactivateUser } from "../api/deactivate-user.ts";

interface DeactivateDialogProps {
  userId: string;
  reportId: string;
  name: string;
  onDone: (outcome: Outcome) => void;
}

/** 'Deactivate account' and the dialog that says what it does and asks why (mailed to the student). */
export function DeactivateDialog({ userId, reportId, name, onDone }: DeactivateDialogProps) {
  const [isOpen, setOpen] = useState(false);
  const deactivate = useDeactivateUser();
  const form = useZodForm(deactivateUserInputSchema, { defaultValues: { reportId, reason: "" } });

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        setOpen(open);
        if (!open) form.reset({ reportId, reason: "" });
      }}
    >
      <DialogTrigger className={buttonStyles({ variant: "danger", size: "sm" })}>
        Deactivate account
      </DialogTrigger>
      <DialogContent
        title={`Deactivate ${name}?`}
        description={`${name} is signed out everywhere and can no longer sign in. Their upcoming trips and pending requests are cancelled (the other riders and drivers are told), and every open report about them is closed as actioned.`}
      >
        <Form
          form={form}
          aria-label="Deactivate account"
          onSubmit={async (values) => {
            const { message } = await deactivate.mutateAsync({ userId, ...values });
            setOpen(false);
            onDone({ tone: "success", message });
          }}
        >
          <TextareaField
            name="reason"
            label="Reason"
            rows={4}
            maxLength={DEACTIVATE_REASON_MAX}
            hint={`${name} is emailed this reason. At most ${DEACTIVATE_REASON_MAX} characters.`}
          />
          <div className="flex flex-wrap justify-end gap-3">
            <DialogClose className={buttonStyles({ variant: "outline" })}>Cancel</DialogClose>
            <SubmitButton variant="danger" busyLabel="Deactivating…">
              Deactivate
            </SubmitButton>
          </div>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
