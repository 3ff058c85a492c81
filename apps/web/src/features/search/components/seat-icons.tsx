import { UserRound } from "lucide-react";
import { seatsText } from "../../../lib/trip-format.ts";

/** At most this many seat icons; more seats show as "+N" beside them (docs/product/search.md#results). */
const MAX_ICONS = 4;

/** A ride's remaining seats as icons beside the words, "5 seats left". */
export function SeatIcons({ count }: { count: number }) {
  const icons = Math.min(count, MAX_ICONS);
  const more = count - icons;
  return (
    <span className="inline-flex flex-wrap items-center gap-0.5 text-brand-700">
      {Array.from({ length: icons }, (_, index) => (
        <UserRound key={index} aria-hidden="true" data-testid="seat-icon" className="size-4" />
      ))}
      {more > 0 ? (
        <span aria-hidden="true" className="ml-1 text-sm font-semibold text-slate-700">
          +{more}
        </span>
      ) : null}
      <span className="ml-1.5 text-sm font-medium text-slate-700">{seatsText(count)} left</span>
    </span>
  );
}
