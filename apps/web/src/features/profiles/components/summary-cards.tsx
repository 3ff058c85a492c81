import { formatCents } from "@campusride/shared/domain/money";
import type { ActiveRole, PrivateProfile } from "@campusride/shared/schemas/profile";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "../../../config/paths.ts";
import { useSummary } from "../api/get-summary.ts";

/**
 * Earnings Summary for drivers, Spending Summary for riders: each shows when the type
 * matches, or for type both when the active role matches. Earnings lead on to the payouts.
 */
export function SummaryCards({ profile, activeRole }: { profile: PrivateProfile; activeRole: ActiveRole }) {
  const summary = useSummary();
  const showsEarnings =
    profile.userType === "driver" || (profile.userType === "both" && activeRole === "driver");
  const showsSpending =
    profile.userType === "rider" || (profile.userType === "both" && activeRole === "rider");
  const data = summary.data;

  return (
    <>
      {showsEarnings ? (
        <Summary
          title="Earnings Summary"
          items={[
            ["Total Earnings", data ? formatCents(data.totalEarningsCents) : "…"],
            ["Trips Offered", data ? String(data.tripsOffered) : "…"],
            ["Rides Completed", data ? String(data.ridesCompleted) : "…"],
          ]}
          action={
            <Link
              to={paths.payouts}
              className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              View payouts
            </Link>
          }
        />
      ) : null}
      {showsSpending ? (
        <Summary
          title="Spending Summary"
          items={[
            ["Total Spent", data ? formatCents(data.totalSpentCents) : "…"],
            ["Rides Taken", data ? String(data.ridesTaken) : "…"],
          ]}
        />
      ) : null}
    </>
  );
}

function Summary({
  title,
  items,
  action,
}: {
  title: string;
  items: Array<[string, string]>;
  action?: ReactNode;
}) {
  const id = title.toLowerCase().replace(/\s+/g, "-");
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        {items.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-slate-50 p-4">
            <dt className="text-sm font-medium text-slate-600">{label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {action ? <div className="mt-4">{action}</div> : null}
    </section>
  );
}
