import type { DemandCell } from "@campusride/shared/schemas/campus-demand";
import type { ReactNode } from "react";

/** What a reader may do with a cell (offer the trip, set an alert), given the day as words. */
export type CellAction = (cell: DemandCell, day: string) => ReactNode;
