import { PUSH_KINDS, PUSH_KIND_LABELS } from "@campusride/shared/domain/notifications";
import { PUSH_MESSAGES } from "@campusride/shared/messages";
import { preferencesSchema, type NotificationPreferences } from "@campusride/shared/schemas/notifications";
import { useEffect, useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Form, SubmitButton, useZodForm } from "../../../components/ui/form.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { deletePushSubscription } from "../api/delete-push-subscription.ts";
import { useEmailPreferences } from "../api/get-email-preferences.ts";
import { getPushPublicKey } from "../api/get-push-public-key.ts";
import { savePushSubscription } from "../api/save-push-subscription.ts";
import { useUpdateEmailPreferences } from "../api/update-email-preferences.ts";
import { PreferenceKinds } from "./preference-kinds.tsx";

const TITLE_ID = "push-notifications-title";

type DeviceState = "checking" | "unsupported" | "denied" | "off" | "on";

function canPush(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Asks permission, subscribes this browser with the server's key and tells the server. */
async function subscribeDevice(): Promise<DeviceState> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return permission === "denied" ? "denied" : "off";
  const registration = await navigator.serviceWorker.ready;
  const publicKey = await getPushPublicKey();
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }));
  await savePushSubscription(subscription.toJSON());
  return "on";
}

/** Tells the server to forget this browser, then unsubscribes it. */
async function unsubscribeDevice(): Promise<DeviceState> {
  const subscription = await currentSubscription();
  if (subscription) {
    try {
      await deletePushSubscription(subscription.endpoint);
    } catch (error) {
      // already forgotten (signed out elsewhere, or the push service dropped it)
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
    await subscription.unsubscribe();
  }
  return "off";
}

/**
 * /profile's 'Push notifications' card: the switch for this device (it asks the browser's
 * permission and subscribes, or unsubscribes), and which kinds are pushed to every device
 * the student turned it on for.
 */
export function PushPreferences() {
  const preferences = useEmailPreferences();
  return (
    <section
      aria-labelledby={TITLE_ID}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={TITLE_ID} className="text-lg font-semibold text-slate-900">
        {PUSH_MESSAGES.title}
      </h2>
      <DeviceSwitch />
      {preferences.data ? <PushKindsForm saved={preferences.data} /> : null}
    </section>
  );
}

function DeviceSwitch() {
  const [state, setState] = useState<DeviceState>(() =>
    !canPush() ? "unsupported" : Notification.permission === "denied" ? "denied" : "checking",
  );
  const [isBusy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const isChecking = state === "checking";
  useEffect(() => {
    if (!isChecking) return;
    let isCurrent = true;
    void currentSubscription()
      .then((subscription) => {
        if (isCurrent) setState(subscription && Notification.permission === "granted" ? "on" : "off");
      })
      .catch(() => isCurrent && setState("off"));
    return () => {
      isCurrent = false;
    };
  }, [isChecking]);

  if (state === "unsupported" || state === "denied") {
    return (
      <p className="mt-2 text-sm text-slate-600">
        {state === "unsupported" ? PUSH_MESSAGES.unsupported : PUSH_MESSAGES.denied}
      </p>
    );
  }
  const isOn = state === "on";
  return (
    <div className="mt-3 space-y-2">
      <div className="flex items-center justify-between gap-4">
        <span id="push-device-label" className="text-sm font-medium text-slate-900">
          {PUSH_MESSAGES.deviceSwitch}
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={isOn}
          aria-labelledby="push-device-label"
          aria-describedby="push-device-hint"
          disabled={state === "checking" || isBusy}
          onClick={() => {
            setBusy(true);
            setFailed(false);
            void (isOn ? unsubscribeDevice() : subscribeDevice())
              .then(setState)
              .catch(() => setFailed(true))
              .finally(() => setBusy(false));
          }}
          className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60 ${isOn ? "bg-brand-700" : "bg-slate-400"}`}
        >
          <span
            aria-hidden="true"
            className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${isOn ? "translate-x-6" : "translate-x-1"}`}
          />
        </button>
      </div>
      <p id="push-device-hint" className="text-sm text-slate-600">
        {PUSH_MESSAGES.deviceHint}
      </p>
      {failed ? <Alert tone="error">{PUSH_MESSAGES.switchFailed}</Alert> : null}
    </div>
  );
}

function PushKindsForm({ saved }: { saved: NotificationPreferences }) {
  const update = useUpdateEmailPreferences();
  const current = useEmailPreferences();
  const [isSaved, setSaved] = useState(false);
  const form = useZodForm(preferencesSchema, { defaultValues: saved });
  return (
    <Form
      form={form}
      className="mt-4 space-y-4"
      aria-label={PUSH_MESSAGES.title}
      describeError={(reason) => `${PUSH_MESSAGES.switchFailed} ${reason}`}
      onSubmit={async (values) => {
        setSaved(false);
        // the email choices as saved now (the email card may have saved since this form opened)
        const answer = await update.mutateAsync({
          email: current.data?.email ?? values.email,
          push: values.push,
        });
        form.reset(answer);
        setSaved(true);
      }}
    >
      <PreferenceKinds
        legend={PUSH_MESSAGES.pushWhen}
        channel="push"
        kinds={PUSH_KINDS}
        labels={PUSH_KIND_LABELS}
        onChange={() => setSaved(false)}
      />
      {isSaved ? <Alert tone="success">{PUSH_MESSAGES.saved}</Alert> : null}
      <SubmitButton busyLabel="Saving…">{PUSH_MESSAGES.save}</SubmitButton>
    </Form>
  );
}
