import { PURGE_AFTER_DAYS } from "@campusride/shared/domain/deleted-account";
import { ACCOUNT_MESSAGES } from "@campusride/shared/messages";
import { deleteAccountFormSchema } from "@campusride/shared/schemas/account";
import { useState, type ReactNode } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button, buttonStyles } from "../../../components/ui/button.tsx";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "../../../components/ui/dialog.tsx";
import { Form, PasswordField, SubmitButton, useZodForm } from "../../../components/ui/form.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useDeleteAccount } from "../api/delete-account.ts";
import { useDeletionRequirements } from "../api/get-deletion-requirements.ts";

interface DeleteAccountDialogProps {
  /** The account is gone (and every session with it): the screen signs the browser out. */
  onDeleted: (message: string) => void;
}

/**
 * 'Delete account': what happens, then the password (or, for an account without one, a
 * recent sign-in) and a last, red button. The dialog cannot be closed while it deletes.
 */
export function DeleteAccountDialog({ onDeleted }: DeleteAccountDialogProps) {
  const [isOpen, setOpen] = useState(false);
  const requirements = useDeletionRequirements(isOpen);
  const remove = useDeleteAccount();

  async function confirm(password?: string) {
    const { message } = await remove.mutateAsync(password === undefined ? {} : { password });
    onDeleted(message);
  }

  return (
    <Dialog open={isOpen} onOpenChange={(open) => (remove.isPending ? undefined : setOpen(open))}>
      <DialogTrigger className={buttonStyles({ variant: "danger", size: "sm", className: "shrink-0" })}>
        Delete account
      </DialogTrigger>
      <DialogContent title="Delete your account?" description="Please read what happens before you confirm.">
        <ul className="list-disc space-y-1.5 pl-5 text-sm text-slate-700">
          <li>Your upcoming trips are cancelled, and their riders are told.</li>
          <li>Your pending and approved ride requests are cancelled, and their drivers are told.</li>
          <li>You are signed out everywhere and cannot sign in to this account again.</li>
          <li>
            Others see your past trips and requests as from a deleted user. Your personal data is deleted
            within 30 days (after {PURGE_AFTER_DAYS} days; until then support can restore the account).
          </li>
        </ul>
        <div className="mt-5">
          {requirements.isPending ? (
            <p role="status" className="text-sm text-slate-600">
              Checking how to confirm…
            </p>
          ) : requirements.isError ? (
            <Alert tone="error">{errorMessage(requirements.error)}</Alert>
          ) : requirements.data.confirmWith === "password" ? (
            <PasswordConfirm onConfirm={(password) => confirm(password)} />
          ) : requirements.data.isSignInRecent ? (
            <RecentSignInConfirm onConfirm={() => confirm()} />
          ) : (
            <>
              <Alert tone="error">{ACCOUNT_MESSAGES.signInAgain}</Alert>
              <Actions />
            </>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** An account with a password confirms with it (a wrong one is shown on the field). */
function PasswordConfirm({ onConfirm }: { onConfirm: (password: string) => Promise<void> }) {
  const form = useZodForm(deleteAccountFormSchema, { defaultValues: { password: "" } });
  return (
    <Form form={form} className="space-y-4" onSubmit={(values) => onConfirm(values.password)}>
      <PasswordField name="password" label="Your password" autoComplete="current-password" />
      <Actions>
        <SubmitButton variant="danger" busyLabel="Deleting…">
          Delete my account
        </SubmitButton>
      </Actions>
    </Form>
  );
}

/** Cancel, and the confirming button when there is one. */
function Actions({ children }: { children?: ReactNode }) {
  return (
    <div className="mt-2 flex flex-wrap justify-end gap-3">
      <DialogClose className={buttonStyles({ variant: "outline" })}>Cancel</DialogClose>
      {children}
    </div>
  );
}

/** An account without a password that signed in moments ago confirms with the button alone. */
function RecentSignInConfirm({ onConfirm }: { onConfirm: () => Promise<void> }) {
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run() {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  }
  return (
    <>
      {error ? (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      ) : null}
      <Actions>
        <Button variant="danger" disabled={isBusy} onClick={() => void run()}>
          {isBusy ? "Deleting…" : "Delete my account"}
        </Button>
      </Actions>
    </>
  );
}
