import { DEMAND_BOARD_MESSAGES } from "@campusride/shared/messages";
import { MapPin } from "lucide-react";
import { formatTripDate } from "../../../lib/date-time-format.ts";
import type { BoardDay } from "../board-days.ts";
import { BreakBadge } from "./break-badge.tsx";
import type { CellAction } from "./cell-action.ts";

/** The board on a phone: the days some trip is wanted, each with its destinations. */
export function DemandDayList({
  days,
  cellAction,
}: {
  days: BoardDay[];
  cellAction: CellAction | undefined;
}) {
  return (
    <ol className="space-y-4">
      {days
        .filter((day) => day.cells.length > 0)
        .map((day) => {
          const dayText = formatTripDate(day.date);
          const headingId = `board-day-${day.date}`;
          return (
            <li key={day.date}>
              <section
                aria-labelledby={headingId}
                className={
                  day.breakName
                    ? "rounded-2xl border border-amber-200 bg-amber-50 p-4"
                    : "rounded-2xl border border-slate-200 bg-white p-4"
                }
              >
                <div className="flex flex-wrap items-center gap-2">
                  <h2 id={headingId} className="font-semibold text-slate-900">
                    {dayText}
                  </h2>
                  {day.breakName ? <BreakBadge name={day.breakName} /> : null}
                </div>
                <ul className="mt-3 space-y-3">
                  {day.cells.map((cell) => (
                    <li key={cell.destinationKey} className="space-y-1.5">
                      <p className="flex items-start gap-2 text-slate-800">
                        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                        <span className="min-w-0">
                          <span className="font-semibold">{cell.destinationLabel}</span>
                          {" · "}
                          {DEMAND_BOARD_MESSAGES.students(cell.riders)}
                        </span>
                      </p>
                      {cellAction?.(cell, dayText)}
                    </li>
                  ))}
                </ul>
              </section>
            </li>
          );
        })}
    </ol>
  );
}
