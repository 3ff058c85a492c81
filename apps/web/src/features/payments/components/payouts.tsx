import { formatCents } from "@campusride/shared/domain/money";
import { PAYMENT_MESSAGES } from "@campusride/shared/messages";
import { LoadFailed } from "../../../components/ui/list-states.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { usePayouts } from "../api/get-payouts.ts";
import { PAYMENT_TEXT } from "../payment-text.ts";
import { PayoutHistory } from "./payout-history.tsx";
import { PayoutSettings } from "./payout-settings.tsx";

/** The driver's payouts: settings, what is pending and what was paid, and the history. */
export function Payouts() {
  const payouts = usePayouts();
  if (payouts.isPending) return <Spinner label={PAYMENT_TEXT.loadingPayouts} />;
  if (payouts.isError && !payouts.data) {
    return <LoadFailed message={PAYMENT_MESSAGES.payoutsLoadFailed} onRetry={() => void payouts.refetch()} />;
  }
  const data = payouts.data;
  return (
    <div className="space-y-6">
      <PayoutSettings payouts={data} />
      <dl className="grid grid-cols-2 gap-4">
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm font-medium text-slate-600">{PAYMENT_TEXT.pendingTotal}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900">{formatCents(data.pendingCents)}</dd>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm font-medium text-slate-600">{PAYMENT_TEXT.paidTotal}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900">{formatCents(data.paidCents)}</dd>
        </div>
      </dl>
      <PayoutHistory items={data.items} />
    </div>
  );
}
