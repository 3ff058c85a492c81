import { EMAIL_KINDS, EMAIL_KIND_LABELS } from "@campusride/shared/domain/notifications";
import { NOTIFICATION_MESSAGES } from "@campusride/shared/messages";
import {
  preferencesInputSchema,
  type NotificationPreferences,
} from "@campusride/shared/schemas/notifications";
import { useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Form, SubmitButton, useZodForm } from "../../../components/ui/form.tsx";
import { LoadFailed } from "../../../components/ui/list-states.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useEmailPreferences } from "../api/get-email-preferences.ts";
import { useUpdateEmailPreferences } from "../api/update-email-preferences.ts";
import { PreferenceKinds } from "./preference-kinds.tsx";

const TITLE_ID = "email-notifications-title";

/**
 * /profile's 'Email notifications' card: one checkbox per kind of email. The in-app
 * notifications (the bell) cannot be turned off, and the card says so.
 */
export function EmailPreferences() {
  const preferences = useEmailPreferences();
  return (
    <section
      aria-labelledby={TITLE_ID}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={TITLE_ID} className="text-lg font-semibold text-slate-900">
        {NOTIFICATION_MESSAGES.emailTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{NOTIFICATION_MESSAGES.inAppAlwaysOn}</p>
      <div className="mt-4">
        {preferences.isPending ? (
          <p role="status" className="text-sm text-slate-600">
            Loading…
          </p>
        ) : preferences.isError ? (
          <LoadFailed
            message={`${NOTIFICATION_MESSAGES.emailLoadFailed} ${errorMessage(preferences.error)}`}
            onRetry={() => void preferences.refetch()}
          />
        ) : (
          <EmailPreferencesForm saved={preferences.data} />
        )}
      </div>
    </section>
  );
}

function EmailPreferencesForm({ saved }: { saved: NotificationPreferences }) {
  const update = useUpdateEmailPreferences();
  const [isSaved, setSaved] = useState(false);
  const form = useZodForm(preferencesInputSchema, { defaultValues: saved });
  return (
    <Form
      form={form}
      className="space-y-4"
      aria-label={NOTIFICATION_MESSAGES.emailTitle}
      describeError={(reason) => `${NOTIFICATION_MESSAGES.emailSaveFailed}: ${reason}`}
      onSubmit={async (values) => {
        setSaved(false);
        form.reset(await update.mutateAsync(values));
        setSaved(true);
      }}
    >
      <PreferenceKinds
        legend={NOTIFICATION_MESSAGES.emailWhen}
        channel="email"
        kinds={EMAIL_KINDS}
        labels={EMAIL_KIND_LABELS}
        onChange={() => setSaved(false)}
      />
      {isSaved ? <Alert tone="success">{NOTIFICATION_MESSAGES.emailSaved}</Alert> : null}
      <SubmitButton busyLabel="Saving…">{NOTIFICATION_MESSAGES.emailSave}</SubmitButton>
    </Form>
  );
}
