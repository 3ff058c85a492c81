import { DEMAND_BOARD_MESSAGES } from "@campusride/shared/messages";
import clsx from "clsx";
import { formatTripDate } from "../../../lib/date-time-format.ts";
import type { BoardDay, BoardDestination, DemandCell } from "../board-days.ts";
import { BreakBadge } from "./break-badge.tsx";
import type { CellAction } from "./cell-action.ts";

interface DemandTableProps {
  campusName: string;
  days: BoardDay[];
  destinations: BoardDestination[];
  cellAction: CellAction | undefined;
}

/**
 * The board on a wide screen: a row per day, a column per destination wanted, a count
 * where the API gave one. It scrolls inside its own box (focusable, so the keyboard can
 * scroll it too), with the days and the destinations kept in view.
 */
export function DemandTable({ campusName, days, destinations, cellAction }: DemandTableProps) {
  return (
    <div
      role="region"
      aria-label={DEMAND_BOARD_MESSAGES.tableRegion}
      // a box that scrolls must be reachable by the keyboard to scroll (axe: scrollable-region-focusable)
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="max-h-[75vh] overflow-auto rounded-2xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <table className="min-w-full border-separate border-spacing-0 text-sm">
        <caption className="sr-only">{DEMAND_BOARD_MESSAGES.tableCaption(campusName)}</caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky top-0 left-0 z-20 border-b border-slate-200 bg-slate-50 px-4 py-3 text-left font-semibold text-slate-900"
            >
              {DEMAND_BOARD_MESSAGES.dayColumn}
            </th>
            {destinations.map((destination) => (
              <th
                key={destination.key}
                scope="col"
                className="sticky top-0 z-10 border-b border-slate-200 bg-slate-50 px-4 py-3 text-left font-semibold text-slate-900"
              >
                {destination.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day) => {
            const dayText = formatTripDate(day.date);
            return (
              <tr key={day.date} className={clsx(day.breakName && "bg-amber-50")}>
                <th
                  scope="row"
                  className={clsx(
                    "sticky left-0 z-10 border-b border-slate-100 px-4 py-2 text-left align-top font-medium whitespace-nowrap text-slate-800",
                    day.breakName ? "bg-amber-50" : "bg-white",
                  )}
                >
                  <span className="block">{dayText}</span>
                  {day.breakName ? <BreakBadge name={day.breakName} /> : null}
                </th>
                {destinations.map((destination) => (
                  <td key={destination.key} className="border-b border-slate-100 px-4 py-2 align-top">
                    <TableCell
                      cell={day.cells.find((cell) => cell.destinationKey === destination.key)}
                      dayText={dayText}
                      cellAction={cellAction}
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function TableCell({
  cell,
  dayText,
  cellAction,
}: {
  cell: DemandCell | undefined;
  dayText: string;
  cellAction: CellAction | undefined;
}) {
  if (!cell) return null;
  return (
    <div className="space-y-1.5">
      <p className="font-semibold whitespace-nowrap text-slate-900">
        {DEMAND_BOARD_MESSAGES.students(cell.riders)}
      </p>
      {cellAction?.(cell, dayText)}
    </div>
  );
}
