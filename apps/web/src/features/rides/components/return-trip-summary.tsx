import { ROUND_TRIP_MESSAGES } from "@campusride/shared/messages";
import type { ReturnTripInput } from "@campusride/shared/schemas/rides";
import { formatTripDate, formatTripTime } from "../../../lib/date-time-format.ts";
import { TripRoute } from "../../../components/ui/trip-route.tsx";

interface ReturnTripSummaryProps {
  /** The return's start: the trip out's destination. */
  from: string;
  to: string;
  returnTrip: ReturnTripInput;
}

/** 'Confirm Your Trip''s return: the way back, its date and time (the rest is the trip out's). */
export function ReturnTripSummary({ from, to, returnTrip }: ReturnTripSummaryProps) {
  const { departureDate, departureTime } = returnTrip;
  return (
    <div>
      <h3 className="text-xs font-medium text-slate-600">{ROUND_TRIP_MESSAGES.returnTripTitle}</h3>
      <p className="mt-0.5 text-sm break-words text-slate-900">
        <TripRoute from={from} to={to} />, {formatTripDate(departureDate)} at{" "}
        {formatTripTime(departureTime, departureDate)}
      </p>
    </div>
  );
}
