import { describe, expect, it } from "vitest";
import { ACADEMIC_CALENDARS, breaksFrom } from "../src/domain/academic-breaks.ts";
import { CAMPUSES } from "../src/domain/campuses.ts";
import { isCalendarDate } from "../src/domain/local-time.ts";

const campusIds = new Set(CAMPUSES.map((campus) => campus.id));

/** "2026-27" → the first and last day such a year's breaks may fall on (summer to summer). */
function yearBounds(academicYear: string): [string, string] {
  const first = Number(academicYear.slice(0, 4));
  return [`${first}-07-01`, `${first + 1}-08-31`];
}

describe("the academic break table", () => {
  it("names each known campus once", () => {
    const ids = ACADEMIC_CALENDARS.map((calendar) => calendar.campusId);
    for (const id of ids) expect(campusIds.has(id), id).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThan(0);
  });

  it.each(ACADEMIC_CALENDARS.map((calendar) => [calendar.campusId, calendar] as const))(
    "%s: a year, a registrar's https source, and breaks in order within the year",
    (_id, calendar) => {
      expect(calendar.academicYear).toMatch(/^(\d{4})-(\d{2})$/);
      expect(Number(calendar.academicYear.slice(5))).toBe(
        (Number(calendar.academicYear.slice(0, 4)) + 1) % 100,
      );
      expect(calendar.source.name.length).toBeGreaterThan(0);
      expect(new URL(calendar.source.url).protocol).toBe("https:");
      const [yearStart, yearEnd] = yearBounds(calendar.academicYear);
      let previousEnd = "";
      for (const item of calendar.breaks) {
        expect(item.name.length).toBeGreaterThan(0);
        expect(isCalendarDate(item.startsOn), item.startsOn).toBe(true);
        expect(isCalendarDate(item.endsOn), item.endsOn).toBe(true);
        expect(item.startsOn <= item.endsOn, `${item.name} starts before it ends`).toBe(true);
        expect(item.startsOn > previousEnd, `${item.name} follows the break before it`).toBe(true);
        expect(item.startsOn >= yearStart && item.endsOn <= yearEnd, `${item.name} within the year`).toBe(
          true,
        );
        previousEnd = item.endsOn;
      }
      expect(new Set(calendar.breaks.map((item) => item.name)).size).toBe(calendar.breaks.length);
    },
  );

  it("offers the breaks under way or to come, none for a campus without a calendar", () => {
    expect(breaksFrom("ufl", "2026-11-27").map((item) => item.name)).toEqual([
      "Thanksgiving break",
      "Winter break",
      "Spring break",
      "End of spring term",
    ]);
    expect(breaksFrom("ufl", "2027-01-11").map((item) => item.name)).toEqual([
      "Spring break",
      "End of spring term",
    ]);
    expect(breaksFrom("ncf", "2026-11-27")).toEqual([]);
  });
});
