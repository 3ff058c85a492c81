import type { DemandCell } from "../board-days.ts";
import type { ReactNode } from "react";

/** What a reader may do with a cell (offer the trip, set an alert), given the day as words. */
export type CellAction = (cell: DemandCell, day: string) => ReactNode;
