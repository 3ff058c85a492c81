import { campusOfEmail } from "@campusride/shared/domain/campuses";
import { DEMAND_BOARD_MESSAGES } from "@campusride/shared/messages";
import { TrendingUp } from "lucide-react";
import { Link } from "react-router";
import { campusDemandPath } from "../../../config/paths.ts";

/**
 * The driver dashboard's way to the board: their own campus's, known by their university
 * email; any other address gets the page that asks which campus.
 */
export function CampusBoardLink({ email }: { email: string }) {
  const campus = campusOfEmail(email);
  return (
    <Link
      to={campusDemandPath(campus?.id)}
      className="inline-flex items-start gap-2 rounded font-semibold text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline"
    >
      <TrendingUp aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {campus ? DEMAND_BOARD_MESSAGES.driverLink(campus.name) : DEMAND_BOARD_MESSAGES.driverPick}
    </Link>
  );
}
