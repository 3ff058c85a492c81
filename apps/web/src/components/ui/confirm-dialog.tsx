import { useState, type ReactNode } from "react";
import { isNetworkError } from "../../lib/api-client.ts";
import { Alert } from "./alert.tsx";
import { Button, buttonStyles, type ButtonProps } from "./button.tsx";
import { Dialog, DialogContent, DialogTrigger } from "./dialog.tsx";

interface ConfirmDialogProps {
  /**
   * The button that opens the dialog: its label, an accessible name when the label is not
   * enough, or the id of what it acts on (a card's title) to describe it.
   */
  trigger: { label: string; ariaLabel?: string; describedBy?: string; variant: ButtonProps["variant"] };
  title: string;
  description?: string;
  /** The question, and anything the person should know before answering. */
  children: ReactNode;
  confirm: { label: string; variant: ButtonProps["variant"]; disabled?: boolean };
  cancelLabel?: string;
  /** The confirm button's text while the action runs ('Processing...'). */
  busyLabel: string;
  /**
   * The action; the dialog closes when it succeeds and shows `describeError`'s text when it
   * fails (a request that got no answer says so, offline that nothing was sent).
   */
  onConfirm: () => Promise<unknown>;
  describeError: (error: unknown) => string;
}

/**
 * An action taken only after a confirmation (complete or cancel a trip, approve or reject
 * a request): the question, Cancel, and the confirm button that reads `busyLabel` while
 * the action runs. The dialog cannot be closed midway, so nobody is left wondering.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { trigger, title, description, children, confirm, cancelLabel = "Cancel" } = props;
  const [isOpen, setOpen] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function openChange(open: boolean) {
    if (isBusy) return;
    setOpen(open);
    if (open) setError(null);
  }

  async function run() {
    setBusy(true);
    setError(null);
    try {
      await props.onConfirm();
      setOpen(false);
    } catch (failure) {
      // no answer (offline): that, in the catalogue's words, whatever the action's own failure text
      setError(isNetworkError(failure) ? failure.message : props.describeError(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={isOpen} onOpenChange={openChange}>
      <DialogTrigger
        aria-label={trigger.ariaLabel}
        aria-describedby={trigger.describedBy}
        className={buttonStyles({ variant: trigger.variant, size: "sm" })}
      >
        {trigger.label}
      </DialogTrigger>
      <DialogContent title={title} description={description}>
        {children}
        {error ? (
          <Alert tone="error" className="mt-4">
            {error}
          </Alert>
        ) : null}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="outline" disabled={isBusy} onClick={() => openChange(false)}>
            {cancelLabel}
          </Button>
          <Button variant={confirm.variant} disabled={isBusy || confirm.disabled} onClick={() => void run()}>
            {isBusy ? props.busyLabel : confirm.label}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
