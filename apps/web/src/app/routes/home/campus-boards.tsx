import { CAMPUSES } from "@campusride/shared/domain/campuses";
import { DEMAND_BOARD_MESSAGES } from "@campusride/shared/messages";
import { TrendingUp } from "lucide-react";
import { Link } from "react-router";
import { campusDemandPath } from "../../../config/paths.ts";

/** The campuses whose boards the home page names: the largest ones the popular routes leave from. */
const HOME_CAMPUS_IDS = ["ufl", "fsu", "ucf", "usf"];
const HOME_CAMPUSES = CAMPUSES.filter((campus) => HOME_CAMPUS_IDS.includes(campus.id));

/** Under the popular routes: each big campus's board of the trips its students want. */
export function CampusBoards() {
  return (
    <section aria-labelledby="campus-boards-heading" className="mt-6 border-t border-white/20 pt-5">
      <h2
        id="campus-boards-heading"
        className="flex items-center gap-2 text-sm font-semibold tracking-wide text-brand-100 uppercase"
      >
        <TrendingUp aria-hidden="true" className="size-4 shrink-0" />
        {DEMAND_BOARD_MESSAGES.homeTitle}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {HOME_CAMPUSES.map((campus) => (
          <li key={campus.id}>
            <Link
              to={campusDemandPath(campus.id)}
              className="inline-flex rounded-full bg-white/10 px-3 py-1.5 text-sm font-semibold text-white ring-1 ring-white/30 hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {campus.aliases[0] ?? campus.name}
              <span className="sr-only">: {campus.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
