import { describe, expect, it } from "vitest";
import {
  formatDayAndTime,
  formatMoment,
  formatRequestedAt,
  formatTripTime,
  zoneSuffix,
} from "../../src/lib/date-time-format.ts";

const FLORIDA = "America/New_York";
const LONDON = "Europe/London";
const browserZone = new Intl.DateTimeFormat().resolvedOptions().timeZone;

describe("the web app's one date and time format", () => {
  it("writes trip times on a 12-hour clock, in Florida's time, unlabelled to a Florida browser", () => {
    expect(formatTripTime("14:30", "2026-06-12", FLORIDA)).toBe("2:30 PM");
    expect(formatTripTime("09:05:00", "2026-12-03", FLORIDA)).toBe("9:05 AM");
    expect(formatTripTime("00:15", "2026-12-03", FLORIDA)).toBe("12:15 AM");
    // another zone whose clock reads the same time needs no label
    expect(formatTripTime("14:30", "2026-06-12", "America/Detroit")).toBe("2:30 PM");
  });

  it("labels Florida times with the zone of that day when the browser's clock reads otherwise", () => {
    // summer: daylight time; winter: standard time, each as Florida keeps it on the trip's day
    expect(formatTripTime("14:30", "2026-06-12", LONDON)).toBe("2:30 PM EDT");
    expect(formatTripTime("14:30", "2026-12-03", LONDON)).toBe("2:30 PM EST");
    expect(formatTripTime("14:30", "2026-12-03", "America/Chicago")).toBe("2:30 PM EST");
    expect(formatMoment("2030-03-14T20:05:00Z", LONDON)).toBe("Thu, Mar 14, 2030, 4:05 PM EDT");
    expect(formatMoment("2030-03-14T20:05:00Z", FLORIDA)).toBe("Thu, Mar 14, 2030, 4:05 PM");
    expect(formatRequestedAt("2026-06-03T18:15:00Z", LONDON)).toBe("Jun 3, 2:15 PM EDT");
    expect(formatDayAndTime("2026-12-03T16:25:00Z", LONDON)).toBe("Thu 11:25 AM EST");
  });

  it("reads the browser's own zone when none is given (run with TZ=Europe/London to see the label)", () => {
    const instant = new Date("2026-12-03T14:30:00Z");
    const isFloridaClock =
      new Intl.DateTimeFormat("en-US", { timeStyle: "short" }).format(instant) ===
      new Intl.DateTimeFormat("en-US", { timeStyle: "short", timeZone: FLORIDA }).format(instant);
    expect(zoneSuffix(instant)).toBe(isFloridaClock ? "" : " EST");
    expect(formatTripTime("09:30", "2026-12-03")).toBe(`9:30 AM${isFloridaClock ? "" : " EST"}`);
    if (browserZone === LONDON) expect(formatTripTime("09:30", "2026-12-03")).toBe("9:30 AM EST");
  });

  it("leaves a time it cannot read as it is", () => {
    expect(formatTripTime("soon", "2026-12-03", LONDON)).toBe("soon");
  });
});
