import table from "./academic-breaks.json" with { type: "json" };

/** A campus's break: its first and last day (inclusive), YYYY-MM-DD. */
export interface AcademicBreak {
  name: string;
  startsOn: string;
  endsOn: string;
}

/** One campus's academic year as its registrar publishes it (academic-breaks.json). */
export interface AcademicCalendar {
  campusId: string;
  /** "2026-27". */
  academicYear: string;
  /** The registrar's calendar the dates were entered from. */
  source: { name: string; url: string };
  /** Whether the dates were compared with the source after they were entered. */
  checked: boolean;
  breaks: readonly AcademicBreak[];
}

/**
 * The break weeks of the campuses students ride from (Thanksgiving, winter and spring
 * breaks, the end of the spring term), one academic year per campus: a plain data file
 * to update each year from the registrars' calendars. A campus without one has no breaks.
 */
export const ACADEMIC_CALENDARS: readonly AcademicCalendar[] = table.calendars;

const BY_CAMPUS = new Map(ACADEMIC_CALENDARS.map((calendar) => [calendar.campusId, calendar]));

/** The campus's calendar, if the table has one. */
export function academicCalendarOf(campusId: string): AcademicCalendar | undefined {
  return BY_CAMPUS.get(campusId);
}

/** The campus's breaks not over by `from` (under way or to come), in date order. */
export function breaksFrom(campusId: string, from: string): AcademicBreak[] {
  return (academicCalendarOf(campusId)?.breaks ?? [])
    .filter((item) => item.endsOn >= from)
    .toSorted((a, b) => (a.startsOn < b.startsOn ? -1 : a.startsOn > b.startsOn ? 1 : 0));
}
