import { describe, expect, it } from "vitest";
import { isoWeekdayOf, latestSeriesEnd, scheduleDates, weekdaysText } from "../src/domain/weekly-schedule.ts";

describe("weekly schedule", () => {
  it("names the days in week order, whatever order they were chosen in", () => {
    expect(weekdaysText([3, 1])).toBe("Mon, Wed");
    expect(weekdaysText([7, 1, 5])).toBe("Mon, Fri, Sun");
    expect(weekdaysText([])).toBe("");
  });

  it("reads the ISO weekday of a date (Monday 1, Sunday 7)", () => {
    expect(isoWeekdayOf("2026-11-30")).toBe(1);
    expect(isoWeekdayOf("2026-12-06")).toBe(7);
  });

  it("ends at most six months after the start, the month's last day when shorter", () => {
    expect(latestSeriesEnd("2026-12-01")).toBe("2027-06-01");
    expect(latestSeriesEnd("2026-08-31")).toBe("2027-02-28");
  });

  it("lists the dates on the chosen weekdays, both ends included", () => {
    expect(scheduleDates([1, 3], "2026-11-30", "2026-12-14")).toEqual([
      "2026-11-30",
      "2026-12-02",
      "2026-12-07",
      "2026-12-09",
      "2026-12-14",
    ]);
    expect(scheduleDates([], "2026-11-30", "2026-12-14")).toEqual([]);
    expect(scheduleDates([1], "2026-12-14", "2026-11-30")).toEqual([]);
  });
});
