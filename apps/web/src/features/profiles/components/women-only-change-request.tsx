import { LIMITS } from "@campusride/shared/limits";
import { womenOnlyChangeRequestInputSchema } from "@campusride/shared/schemas/profile";
import { useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { buttonStyles } from "../../../components/ui/button.tsx";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "../../../components/ui/dialog.tsx";
import { Form, SubmitButton, TextareaField, useZodForm } from "../../../components/ui/form.tsx";
import { useRequestWomenOnlyChange } from "../api/request-women-only-change.ts";

/**
 * 'Request a change' and its dialog: the women-only choice is made once, so a change is a
 * request our team reviews (it lands in the admins' report queue).
 */
export function WomenOnlyChangeRequest({ describedBy }: { describedBy: string }) {
  const [isOpen, setOpen] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const request = useRequestWomenOnlyChange();
  const form = useZodForm(womenOnlyChangeRequestInputSchema, { defaultValues: { details: "" } });

  function openChange(open: boolean) {
    setOpen(open);
    if (open) return;
    setSent(null);
    form.reset({ details: "" });
  }

  return (
    <Dialog open={isOpen} onOpenChange={openChange}>
      <DialogTrigger aria-describedby={describedBy} className={buttonStyles({ variant: "outline" })}>
        Request a change
      </DialogTrigger>
      <DialogContent
        title="Request a change"
        description="Our support team reviews every change to the women-only trips choice and updates your profile."
      >
        {sent ? (
          <div className="space-y-5">
            <Alert tone="success">{sent}</Alert>
            <div className="flex justify-end">
              <DialogClose className={buttonStyles({ variant: "outline" })}>Close</DialogClose>
            </div>
          </div>
        ) : (
          <Form
            form={form}
            aria-label="Request a change"
            onSubmit={async (values) => setSent((await request.mutateAsync(values)).message)}
          >
            <TextareaField
              name="details"
              label="Why should it change? (optional)"
              rows={4}
              maxLength={LIMITS.text}
              hint={`At most ${LIMITS.text} characters.`}
            />
            <div className="flex flex-wrap justify-end gap-3">
              <DialogClose className={buttonStyles({ variant: "outline" })}>Cancel</DialogClose>
              <SubmitButton busyLabel="Sending…">Send request</SubmitButton>
            </div>
          </Form>
        )}
      </DialogContent>
    </Dialog>
  );
}
