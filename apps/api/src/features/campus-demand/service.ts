import { academicCalendarOf, breaksFrom } from "@campusride/shared/domain/academic-breaks";
import { CAMPUSES, type Campus } from "@campusride/shared/domain/campuses";
import type { LatLng } from "@campusride/shared/domain/distance";
import { CAMPUS_DEMAND_MESSAGES } from "@campusride/shared/messages";
import type {
  CampusDemandResponse,
  CampusesResponse,
  DemandCampus,
} from "@campusride/shared/schemas/campus-demand";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { nowMs } from "../../lib/clock.ts";
import { destinationOfKey } from "./destinations.ts";
import { selectCells } from "./queries.ts";
import { boardDays, type DemandTallies } from "./tally.ts";
import { hourStart } from "./tally-hours.ts";

export interface CampusDemandServiceOptions {
  db: Database;
  tallies: DemandTallies;
  /** The places feature's gazetteer, naming destinations outside the known areas ("Atlanta, GA"). */
  gazetteer: () => {
    largestCityNear(center: LatLng, radiusMiles: number): { city: string; state: string } | undefined;
  };
}

/** A grid square is named after the largest city this close to its centre: about half a square. */
const NAME_REACH_MILES = 12;

const BY_SLUG = new Map(CAMPUSES.map((campus) => [campus.id, campus]));

function publicCampus(campus: Campus): DemandCampus {
  return { slug: campus.id, name: campus.name, city: campus.city };
}

/** GET /api/campuses: every campus, by name. */
export function listCampuses(): CampusesResponse {
  return {
    campuses: CAMPUSES.map(publicCampus).toSorted((a, b) => a.name.localeCompare(b.name, "en-US")),
  };
}

export interface CampusDemandService {
  /** A campus's board as of the last full hour; 404 for a slug that is no campus. */
  board(slug: string): Promise<CampusDemandResponse>;
}

/**
 * The board (docs/product/campus-demand.md): the tallies of the last full hour, cells of
 * fewer than CAMPUS_DEMAND.minRiders riders left out by the query itself. An answer only
 * changes with the hour, so each campus's is made once an hour and kept.
 */
export function createCampusDemandService({
  db,
  tallies,
  gazetteer,
}: CampusDemandServiceOptions): CampusDemandService {
  const answers = new Map<string, { hour: number; answer: Promise<CampusDemandResponse> }>();
  const names = new Map<string, string | undefined>();
  const nameOf = (point: LatLng) => {
    const key = `${point.lat},${point.lng}`;
    if (!names.has(key)) {
      const city = gazetteer().largestCityNear(point, NAME_REACH_MILES);
      names.set(key, city ? `${city.city}, ${city.state}` : undefined);
    }
    return names.get(key);
  };

  async function make(campus: Campus, hour: number): Promise<CampusDemandResponse> {
    await tallies.through(hour);
    const { from, to } = boardDays(hour);
    const calendar = academicCalendarOf(campus.id);
    const cells = (await selectCells(db, campus.id, from, to)).flatMap((cell) => {
      const destination = destinationOfKey(cell.destinationKey, nameOf);
      return destination
        ? [
            {
              date: cell.date,
              destinationKey: cell.destinationKey,
              destinationLabel: destination.label,
              destinationLat: destination.lat,
              destinationLng: destination.lng,
              riders: cell.riders,
            },
          ]
        : [];
    });
    return {
      campus: publicCampus(campus),
      from,
      to,
      breaks: breaksFrom(campus.id, from).map(({ name, startsOn, endsOn }) => ({ name, startsOn, endsOn })),
      source: calendar ? { ...calendar.source, academicYear: calendar.academicYear } : null,
      cells,
    };
  }

  return {
    async board(slug) {
      const campus = BY_SLUG.get(slug);
      if (!campus) throw new AppError("NOT_FOUND", CAMPUS_DEMAND_MESSAGES.campusNotFound);
      const hour = hourStart(nowMs());
      const kept = answers.get(campus.id);
      if (kept && kept.hour === hour) return kept.answer;
      const answer = make(campus, hour);
      answers.set(campus.id, { hour, answer });
      // a failed answer is not kept: the next request tries again
      answer.catch(() => {
        if (answers.get(campus.id)?.answer === answer) answers.delete(campus.id);
      });
      return answer;
    },
  };
}
