import { formatCents } from "@campusride/shared/domain/money";
import { chargesFee, riderSeatPriceCents, type PaymentMethod } from "@campusride/shared/domain/payments";
import { PRICING } from "@campusride/shared/domain/pricing";
import { type RouteResult } from "@campusride/shared/schemas/places";
import { MAPS_MESSAGES, PAYMENT_MESSAGES } from "@campusride/shared/messages";
import clsx from "clsx";
import { CircleAlert } from "lucide-react";

interface RouteSummaryProps {
  route: RouteResult;
  /** The panel's heading ('Trip Information' on the create form). */
  title?: string;
  /** How riders pay: CampusRide's fee is charged by card only. Undefined while it loads: no rider price yet. */
  paymentMethod?: PaymentMethod | undefined;
}

/** What a rider pays per seat and the fee in it, paid this way (the fee is waived at pickup). */
function riderRows(driverPriceCents: number, method: PaymentMethod | undefined) {
  if (!method) return [];
  const riderCents = riderSeatPriceCents(method, driverPriceCents);
  const feeLabel = chargesFee(method)
    ? "CampusRide fee per seat (40%)"
    : `CampusRide fee per seat (${PAYMENT_MESSAGES.feeWaivedForDriver})`;
  return [
    { label: feeLabel, cents: riderCents - driverPriceCents, isTotal: false },
    { label: "Rider pays per seat", cents: riderCents, isTotal: true },
  ];
}

/**
 * Distance, time and prices of a route, with how the suggested price per seat is made up
 * the gas for the whole trip at the car's MPG plus wear per mile; riders pay that plus
 * CampusRide's fee by card, and just that at pickup (the fee is waived). Each seat's price is that sum, not a share of it, so no label
 * calls it a share or a split.
 */
export function RouteSummary({ route, title = "Trip summary", paymentMethod }: RouteSummaryProps) {
  const { distance, duration, price } = route;
  const rider = riderRows(price.driverPriceCents, paymentMethod);
  const miles = distance.value;
  const facts = [
    { label: "Distance", value: `${miles} ${miles === 1 ? "mile" : "miles"}` },
    { label: "Estimated time", value: duration.text },
    { label: "Gas cost for the trip", value: formatCents(price.gasCents) },
    { label: "Suggested price per seat", value: formatCents(price.driverPriceCents) },
    ...rider.filter((row) => row.isTotal).map((row) => ({ label: row.label, value: formatCents(row.cents) })),
  ];
  const gallonPrice = formatCents(PRICING.gasCentsPerGallon);
  const wearPrice = formatCents(PRICING.wearCentsPerMile);
  const costRows = [
    {
      label: `Gas for the trip (${miles} mi ÷ ${price.mpg} MPG × ${gallonPrice}/gal)`,
      cents: price.gasCents,
      isTotal: false,
    },
    { label: `Wear and tear (${miles} mi × ${wearPrice}/mi)`, cents: price.wearCents, isTotal: false },
    { label: "Suggested price per seat", cents: price.driverPriceCents, isTotal: true },
    ...rider,
  ];

  return (
    <section aria-labelledby="route-summary-title" className="space-y-5">
      <h2 id="route-summary-title" className="text-lg font-semibold text-slate-900">
        {title}
        {route.estimated ? (
          <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 align-middle text-xs font-semibold text-amber-900">
            Estimate
          </span>
        ) : null}
      </h2>
      {route.error ? (
        <div
          role="alert"
          className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <div>
            <p className="font-medium">{route.error}</p>
            {route.estimated ? <p className="mt-1">{MAPS_MESSAGES.estimateNotice}</p> : null}
          </div>
        </div>
      ) : null}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {facts.map((fact) => (
          <div key={fact.label} className="rounded-xl border border-slate-200 bg-white p-3">
            <dt className="text-xs font-medium text-slate-600">{fact.label}</dt>
            <dd className="mt-1 text-lg font-semibold text-slate-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm">
        <h3 className="font-semibold text-slate-900">How the price per seat is worked out</h3>
        <p className="mt-1 text-slate-600">
          For a {price.car.make} {price.car.model} at {price.mpg} MPG.
        </p>
        <table className="mt-3 w-full text-left">
          <caption className="sr-only">Price per seat, item by item</caption>
          <tbody className="divide-y divide-slate-200">
            {costRows.map((row) => (
              <tr key={row.label}>
                <th
                  scope="row"
                  className={clsx(
                    "py-1.5 pr-2",
                    row.isTotal ? "font-semibold text-slate-900" : "font-normal text-slate-700",
                  )}
                >
                  {row.label}
                </th>
                <td
                  className={clsx(
                    "py-1.5 text-right text-slate-900",
                    row.isTotal ? "font-semibold" : "font-medium",
                  )}
                >
                  {formatCents(row.cents)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
