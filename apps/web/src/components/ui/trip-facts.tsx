import type { ReactNode } from "react";

export interface TripFact {
  label: string;
  value: ReactNode;
}

/** A trip's facts (date, time, seats, price…) as a description list. */
export function TripFacts({ facts }: { facts: TripFact[] }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-4">
      {facts.map((fact) => (
        <div key={fact.label} className="min-w-0">
          <dt className="text-xs font-medium text-slate-600">{fact.label}</dt>
          <dd className="mt-0.5 font-semibold break-words text-slate-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
