import { DEMAND_BOARD_MESSAGES } from "@campusride/shared/messages";
import type { CampusDemandResponse } from "@campusride/shared/schemas/campus-demand";
import { EmptyList } from "../../../components/ui/list-states.tsx";
import { useMediaQuery } from "../../../lib/use-media-query.ts";
import { boardDays, boardDestinations } from "../board-days.ts";
import type { CellAction } from "./cell-action.ts";
import { DemandDayList } from "./demand-day-list.tsx";
import { DemandTable } from "./demand-table.tsx";
import { BoardNotes } from "./board-notes.tsx";

/** From this width the board is a table of days and destinations (Tailwind's md); below, a list by day. */
const TABLE_WIDTH = "(min-width: 48rem)";

/** A campus's board: what it counts, its breaks, and the trips wanted day by day. */
export function DemandBoard({ board, cellAction }: { board: CampusDemandResponse; cellAction?: CellAction }) {
  const isWide = useMediaQuery(TABLE_WIDTH);
  const days = boardDays(board);
  return (
    <div className="space-y-6">
      <BoardNotes board={board} />
      {board.cells.length === 0 ? (
        <EmptyList message={DEMAND_BOARD_MESSAGES.empty} detail={DEMAND_BOARD_MESSAGES.emptyHint} />
      ) : isWide ? (
        <DemandTable
          campusName={board.campus.name}
          days={days}
          destinations={boardDestinations(board.cells)}
          cellAction={cellAction}
        />
      ) : (
        <DemandDayList days={days} cellAction={cellAction} />
      )}
    </div>
  );
}
