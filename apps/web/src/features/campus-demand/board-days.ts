import { addDaysLocal } from "@campusride/shared/domain/local-time";
import type { CampusDemandResponse } from "@campusride/shared/schemas/campus-demand";

/** One cell of the board: a day, a destination and how many students want it. */
export type DemandCell = CampusDemandResponse["cells"][number];

/** One day of the board: the break it falls in, if any, and its destinations wanted. */
export interface BoardDay {
  date: string;
  breakName: string | undefined;
  cells: DemandCell[];
}

/** A destination wanted on at least one day, as a column of the board. */
export interface BoardDestination {
  key: string;
  label: string;
}

/** No board spans more days than this, whatever its dates say. */
const MAX_DAYS = 31;

/** Every day from the board's first to its last, each with its break and its cells (most riders first). */
export function boardDays(board: CampusDemandResponse): BoardDay[] {
  const days: BoardDay[] = [];
  for (let date = board.from; date <= board.to && days.length < MAX_DAYS; date = addDaysLocal(date, 1)) {
    const current = date;
    days.push({
      date: current,
      breakName: board.breaks.find((period) => period.startsOn <= current && current <= period.endsOn)?.name,
      cells: board.cells.filter((cell) => cell.date === current).sort((a, b) => b.riders - a.riders),
    });
  }
  return days;
}

/** The destinations of the board's cells, the most wanted over the 30 days first. */
export function boardDestinations(cells: readonly DemandCell[]): BoardDestination[] {
  const totals = new Map<string, BoardDestination & { riders: number }>();
  for (const cell of cells) {
    const known = totals.get(cell.destinationKey);
    if (known) known.riders += cell.riders;
    else
      totals.set(cell.destinationKey, {
        key: cell.destinationKey,
        label: cell.destinationLabel,
        riders: cell.riders,
      });
  }
  return [...totals.values()]
    .sort((a, b) => b.riders - a.riders || a.label.localeCompare(b.label))
    .map(({ key, label }) => ({ key, label }));
}

/** The breaks that overlap the board's days. */
export function boardBreaks(board: CampusDemandResponse): CampusDemandResponse["breaks"] {
  return board.breaks.filter((period) => period.startsOn <= board.to && period.endsOn >= board.from);
}
