import { describe, expect, it } from "vitest";
import {
  addDaysLocal,
  calendarDay,
  addYearsLocal,
  departureInstant,
  isCalendarDate,
  isClockTime,
  localTimeExists,
  todayLocal,
} from "../src/domain/local-time.ts";

describe("trip dates and times in America/New_York", () => {
  it("takes today from New York, not from UTC, late in a Florida evening", () => {
    // 22:30 in Gainesville on 23 November is already the 24th in UTC
    expect(todayLocal(new Date("2026-11-24T03:30:00Z"))).toBe("2026-11-23");
    expect(todayLocal(new Date("2026-11-24T05:00:00Z"))).toBe("2026-11-24");
  });

  it("places a departure at its instant in winter and in summer time", () => {
    expect(departureInstant("2026-11-23", "14:30").toISOString()).toBe("2026-11-23T19:30:00.000Z");
    expect(departureInstant("2026-07-04", "08:00").toISOString()).toBe("2026-07-04T12:00:00.000Z");
  });

  it("knows the time the clocks skip on the day daylight saving time starts", () => {
    expect(localTimeExists("2026-03-08", "02:30")).toBe(false);
    expect(localTimeExists("2026-03-08", "03:30")).toBe(true);
    // the repeated hour in November exists (its first occurrence)
    expect(localTimeExists("2026-11-01", "01:30")).toBe(true);
    expect(localTimeExists("2026-11-23", "23:59")).toBe(true);
  });

  it("refuses dates that are not on the calendar and times that are not on the clock", () => {
    expect(isCalendarDate("2026-02-30")).toBe(false);
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2026-2-3")).toBe(false);
    expect(isClockTime("25:00")).toBe(false);
    expect(isClockTime("23:59")).toBe(true);
    expect(isClockTime("")).toBe(false);
  });

  it("adds days across a month end", () => {
    expect(addDaysLocal("2026-11-23", 10)).toBe("2026-12-03");
  });

  it("adds a year, 29 February landing on 28 February", () => {
    expect(addYearsLocal("2026-11-23", 1)).toBe("2027-11-23");
    expect(addYearsLocal("2028-02-29", 1)).toBe("2029-02-28");
    expect(addYearsLocal("2027-12-31", 1)).toBe("2028-12-31");
  });

  it("writes a calendar date in words, the same day whatever the machine's zone", () => {
    expect(calendarDay("2026-12-03")).toBe("Thursday, December 3");
    expect(calendarDay("not a date")).toBe("not a date");
  });
});
