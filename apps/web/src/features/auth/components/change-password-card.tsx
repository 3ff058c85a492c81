import { CHANGE_PASSWORD_MESSAGES } from "@campusride/shared/messages";
import type { PasswordOwner } from "@campusride/shared/schemas/password";
import { KeyRound } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";

// the form carries the password rule's dictionaries (~200 KB gzipped): loaded when opened
const ChangePasswordForm = lazy(() =>
  import("./change-password-form.tsx").then((module) => ({ default: module.ChangePasswordForm })),
);

const TITLE_ID = "change-password-title";

/**
 * Change password on /profile, for an account with a password: the form opens from its
 * button; a change signs every other device out, and says so.
 */
export function ChangePasswordCard({ owner }: { owner: PasswordOwner }) {
  const [isOpen, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <section
      aria-labelledby={TITLE_ID}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={TITLE_ID} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <KeyRound aria-hidden="true" className="size-5 text-brand-700" />
        {CHANGE_PASSWORD_MESSAGES.title}
      </h2>
      {notice ? (
        <Alert tone="success" className="mt-4">
          {notice}
        </Alert>
      ) : null}
      <p className="mt-2 text-sm text-slate-700">{CHANGE_PASSWORD_MESSAGES.intro}</p>
      {isOpen ? (
        <Suspense
          fallback={
            <p role="status" className="mt-4 text-sm text-slate-600">
              {CHANGE_PASSWORD_MESSAGES.loading}
            </p>
          }
        >
          <ChangePasswordForm
            owner={owner}
            onCancel={() => setOpen(false)}
            onChanged={() => {
              setOpen(false);
              setNotice(CHANGE_PASSWORD_MESSAGES.changed);
            }}
          />
        </Suspense>
      ) : (
        <Button
          variant="outline"
          className="mt-4"
          onClick={() => {
            setOpen(true);
            setNotice(null);
          }}
        >
          {CHANGE_PASSWORD_MESSAGES.open}
        </Button>
      )}
    </section>
  );
}
