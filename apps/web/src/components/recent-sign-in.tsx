import { AUTH_MESSAGES, RECENT_SIGN_IN_MESSAGES } from "@campusride/shared/messages";
import { recentSignInFormSchema } from "@campusride/shared/schemas/sessions";
import { useCallback, useEffect, useState, type ReactNode } from "react";
import { Alert } from "./ui/alert.tsx";
import { Button, buttonStyles } from "./ui/button.tsx";
import { Dialog, DialogClose, DialogContent } from "./ui/dialog.tsx";
import { Form, PasswordField, SubmitButton, useZodForm } from "./ui/form.tsx";
import { ApiError } from "../lib/api-client.ts";

/**
 * Runs a sensitive change (ending sessions, the phone); when the API answers 403
 * SESSION_NOT_FRESH (signed in more than a day ago), asks for the password and runs it again
 * with it. Cancelling rejects with that 403.
 */
export type WithRecentSignIn = <T>(change: (currentPassword?: string) => Promise<T>) => Promise<T>;

interface Challenge {
  /** Tries the change again with the password; a wrong one is thrown back for the field. */
  confirm: (currentPassword: string) => Promise<void>;
  cancel: () => void;
}

function isSessionNotFresh(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === "SESSION_NOT_FRESH";
}

/**
 * The password dialog and the function that opens it when needed: a screen renders
 * `dialog` once and passes `withRecentSignIn` to its changes. An account without a password
 * (Google sign-in) is told to sign in again instead.
 */
export function useRecentSignIn(hasPassword = true): {
  withRecentSignIn: WithRecentSignIn;
  dialog: ReactNode;
} {
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const withRecentSignIn = useCallback<WithRecentSignIn>(async (change) => {
    try {
      return await change();
    } catch (refusal) {
      if (!isSessionNotFresh(refusal)) throw refusal;
      return new Promise((resolve, reject) => {
        setChallenge({
          confirm: async (currentPassword) => {
            try {
              resolve(await change(currentPassword));
            } catch (error) {
              if (!isSessionNotFresh(error)) throw error;
              throw new ApiError(error.status, error.code, error.message, {
                currentPassword: RECENT_SIGN_IN_MESSAGES.wrongPassword,
              });
            }
            setChallenge(null);
          },
          cancel: () => {
            setChallenge(null);
            reject(refusal);
          },
        });
      });
    }
  }, []);
  return { withRecentSignIn, dialog: <RecentSignInDialog challenge={challenge} hasPassword={hasPassword} /> };
}

function RecentSignInDialog({
  challenge,
  hasPassword,
}: {
  challenge: Challenge | null;
  hasPassword: boolean;
}) {
  const [isBusy, setBusy] = useState(false);
  return (
    <Dialog
      open={challenge !== null}
      onOpenChange={(open) => (open || isBusy ? undefined : challenge?.cancel())}
    >
      {challenge ? (
        <DialogContent
          title={RECENT_SIGN_IN_MESSAGES.title}
          description={hasPassword ? AUTH_MESSAGES.sessionNotFresh : undefined}
        >
          {hasPassword ? (
            <PasswordStep challenge={challenge} onBusy={setBusy} />
          ) : (
            <>
              <Alert tone="error">{RECENT_SIGN_IN_MESSAGES.signInAgain}</Alert>
              <div className="mt-6 flex justify-end">
                <DialogClose className={buttonStyles({ variant: "outline" })}>
                  {RECENT_SIGN_IN_MESSAGES.cancel}
                </DialogClose>
              </div>
            </>
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function PasswordStep({ challenge, onBusy }: { challenge: Challenge; onBusy: (busy: boolean) => void }) {
  const form = useZodForm(recentSignInFormSchema, { defaultValues: { currentPassword: "" } });
  const isBusy = form.formState.isSubmitting;
  // the field, not the dialog's close button, takes the focus when the dialog opens
  useEffect(() => form.setFocus("currentPassword"), [form]);
  return (
    <Form
      form={form}
      className="space-y-4"
      onSubmit={async ({ currentPassword }) => {
        onBusy(true);
        try {
          await challenge.confirm(currentPassword);
        } finally {
          onBusy(false);
        }
      }}
    >
      <PasswordField
        name="currentPassword"
        label={RECENT_SIGN_IN_MESSAGES.passwordLabel}
        autoComplete="current-password"
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" disabled={isBusy} onClick={challenge.cancel}>
          {RECENT_SIGN_IN_MESSAGES.cancel}
        </Button>
        <SubmitButton busyLabel={RECENT_SIGN_IN_MESSAGES.busy}>
          {RECENT_SIGN_IN_MESSAGES.confirm}
        </SubmitButton>
      </div>
    </Form>
  );
}
