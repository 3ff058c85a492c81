import { PAYMENT_MESSAGES } from "@campusride/shared/messages";
import type { PayoutsResponse } from "@campusride/shared/schemas/payments";
import { useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useStartPayoutOnboarding } from "../api/start-payout-onboarding.ts";
import { PAYMENT_TEXT } from "../payment-text.ts";

/** Card: opens the provider's onboarding page for the driver's payout account. */
function OnboardingButton({ label }: { label: string }) {
  const onboarding = useStartPayoutOnboarding();
  const [isLeaving, setLeaving] = useState(false);
  const isBusy = onboarding.isPending || isLeaving;
  async function open() {
    const { url } = await onboarding.mutateAsync();
    setLeaving(true);
    window.location.assign(url);
  }
  return (
    <div className="space-y-3">
      <Button aria-busy={isBusy} disabled={isBusy} onClick={() => void open().catch(() => undefined)}>
        {isBusy ? PAYMENT_TEXT.openingOnboarding : label}
      </Button>
      {onboarding.isError ? <Alert tone="error">{errorMessage(onboarding.error)}</Alert> : null}
    </div>
  );
}

/** How the driver is paid: the payout account's state and how to finish it (card), or cash at pickup. */
export function PayoutSettings({ payouts }: { payouts: PayoutsResponse }) {
  const { status } = payouts.account;
  return (
    <section
      aria-labelledby="payout-settings-title"
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="payout-settings-title" className="text-lg font-semibold text-slate-900">
        {PAYMENT_TEXT.payoutSettings}
      </h2>
      {payouts.method === "card" ? (
        <>
          <p className="text-sm text-slate-800">
            <span className="font-semibold">{PAYMENT_TEXT.accountLabel}: </span>
            {PAYMENT_TEXT.accountStatus[status]}
          </p>
          {status === "enabled" ? null : (
            <OnboardingButton
              label={status === "incomplete" ? PAYMENT_TEXT.finishPayouts : PAYMENT_TEXT.setUpPayouts}
            />
          )}
        </>
      ) : (
        <p className="text-sm text-slate-800">{PAYMENT_MESSAGES.payoutsAtPickup}</p>
      )}
    </section>
  );
}
