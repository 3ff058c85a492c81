import { DEMAND_BOARD_MESSAGES } from "@campusride/shared/messages";
import type { CampusDemandResponse } from "@campusride/shared/schemas/campus-demand";
import { formatTripDate } from "../../../lib/date-time-format.ts";
import { boardBreaks } from "../board-days.ts";
import { BreakBadge } from "./break-badge.tsx";

/** What the counts are, the breaks of these 30 days, and where the break dates come from. */
export function BoardNotes({ board }: { board: CampusDemandResponse }) {
  const breaks = boardBreaks(board);
  return (
    <div className="space-y-3">
      <p className="text-slate-700">{DEMAND_BOARD_MESSAGES.explanation}</p>
      {breaks.length > 0 ? (
        <section
          aria-labelledby="board-breaks"
          className="rounded-xl border border-amber-200 bg-amber-50 p-4"
        >
          <h2 id="board-breaks" className="text-sm font-semibold text-amber-950">
            {DEMAND_BOARD_MESSAGES.breaksTitle}
          </h2>
          <ul className="mt-2 space-y-1 text-sm text-amber-950">
            {breaks.map((period) => (
              <li key={`${period.name}-${period.startsOn}`} className="flex flex-wrap items-center gap-2">
                <BreakBadge name={period.name} />
                <span>
                  {formatTripDate(period.startsOn)} – {formatTripDate(period.endsOn)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {board.source ? <BreakSource source={board.source} /> : null}
    </div>
  );
}

/** Where the break dates come from, small: the calendar's name and year, linked to it. */
function BreakSource({ source }: { source: NonNullable<CampusDemandResponse["source"]> }) {
  const text = DEMAND_BOARD_MESSAGES.source(source.name, source.academicYear);
  return (
    <p className="text-xs text-slate-600">
      {source.url ? (
        <a href={source.url} rel="noreferrer" className="underline hover:text-slate-800">
          {text}
        </a>
      ) : (
        text
      )}
    </p>
  );
}
