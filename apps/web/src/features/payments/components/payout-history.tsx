import { formatCents } from "@campusride/shared/domain/money";
import { PAYMENT_MESSAGES } from "@campusride/shared/messages";
import type { PayoutItem } from "@campusride/shared/schemas/payments";
import { formatMoment } from "../../../lib/date-time-format.ts";
import { PAYMENT_TEXT } from "../payment-text.ts";

const { columns } = PAYMENT_TEXT;

/** When a payout is (or was) paid: paid out, due, or the ride's departure for cash at pickup. */
function payoutDate(item: PayoutItem): string {
  return item.paidAt ?? item.availableAt ?? item.departureAt;
}

/**
 * The driver's payouts, newest first: route, date, amount and status (Scheduled, Paid,
 * Paid at pickup). A table on wider screens; a list of cards under 640 px, where four
 * columns do not fit (only one of the two is shown, the other is display: none).
 */
export function PayoutHistory({ items }: { items: PayoutItem[] }) {
  return (
    <section aria-labelledby="payout-history-title" className="space-y-3">
      <h2 id="payout-history-title" className="text-lg font-semibold text-slate-900">
        {PAYMENT_TEXT.historyTitle}
      </h2>
      {items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center text-slate-700">
          {PAYMENT_MESSAGES.noPayouts}
        </p>
      ) : (
        <>
          <table className="hidden w-full rounded-2xl border border-slate-200 bg-white text-left text-sm shadow-sm sm:table">
            <caption className="sr-only">{PAYMENT_TEXT.historyTitle}</caption>
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">
                  {columns.route}
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  {columns.date}
                </th>
                <th scope="col" className="px-4 py-3 text-right font-medium">
                  {columns.amount}
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  {columns.status}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {items.map((item) => (
                <tr key={item.bookingId}>
                  <td className="px-4 py-3 break-words text-slate-900">{item.route}</td>
                  <td className="px-4 py-3 text-slate-700">
                    <time dateTime={payoutDate(item)}>{formatMoment(payoutDate(item))}</time>
                  </td>
                  <td className="px-4 py-3 text-right font-semibold text-slate-900">
                    {formatCents(item.amountCents)}
                  </td>
                  <td className="px-4 py-3 text-slate-800">{PAYMENT_TEXT.payoutStatus[item.status]}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul aria-label={PAYMENT_TEXT.historyTitle} className="space-y-3 sm:hidden">
            {items.map((item) => (
              <li key={item.bookingId} className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
                <p className="font-semibold break-words text-slate-900">{item.route}</p>
                <dl className="mt-2 grid grid-cols-3 gap-2">
                  <div>
                    <dt className="text-xs font-medium text-slate-600">{columns.date}</dt>
                    <dd className="text-slate-800">
                      <time dateTime={payoutDate(item)}>{formatMoment(payoutDate(item))}</time>
                    </dd>
                  </div>
                  <div>
                    <dt className="text-xs font-medium text-slate-600">{columns.amount}</dt>
                    <dd className="font-semibold text-slate-900">{formatCents(item.amountCents)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs font-medium text-slate-600">{columns.status}</dt>
                    <dd className="text-slate-800">{PAYMENT_TEXT.payoutStatus[item.status]}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
