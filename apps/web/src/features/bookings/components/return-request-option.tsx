import { ROUND_TRIP_MESSAGES } from "@campusride/shared/messages";
import { formatTripDate, formatTripTime } from "../../../lib/date-time-format.ts";

/** The ride back a request may take along: its id, date and time. */
export interface ReturnLeg {
  id: string;
  departureDate: string;
  departureTime: string;
}

interface ReturnRequestOptionProps {
  returnLeg: ReturnLeg;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** "Also request the return trip on Sun, Nov 30 at 5:00 PM": both legs in one step. */
export function ReturnRequestOption({ returnLeg, checked, onChange }: ReturnRequestOptionProps) {
  const when = `${formatTripDate(returnLeg.departureDate)} at ${formatTripTime(returnLeg.departureTime, returnLeg.departureDate)}`;
  return (
    <label className="flex min-h-11 items-start gap-3 rounded-xl border border-slate-200 p-4 text-slate-800">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-5 shrink-0 accent-brand-700"
      />
      <span className="font-medium">{ROUND_TRIP_MESSAGES.alsoRequestReturn(when)}</span>
    </label>
  );
}
