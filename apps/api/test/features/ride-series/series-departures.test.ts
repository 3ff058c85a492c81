import {
  addDaysLocal,
  departureInstant,
  isoWeekday,
  localTimeExists,
} from "@campusride/shared/domain/local-time";
import { seriesDates } from "@campusride/shared/domain/ride-series";
import { describe, expect, it } from "vitest";
import { seriesDeparture } from "../../../src/features/ride-series/occurrences.ts";

// The job reads thousands of departures a run: its arithmetic must equal the exact
// time-zone conversion every day, the nights the clocks change included.
describe("a series' departures", () => {
  it("equal Florida's exact time on every date of two years, none on a time the clocks skip", () => {
    const times = ["00:30", "01:30", "02:00", "02:30", "03:00", "09:15", "23:59"];
    let skipped = 0;
    for (let day = 0; day < 730; day += 1) {
      const date = addDaysLocal("2027-01-01", day);
      for (const time of times) {
        const departure = seriesDeparture(date, time);
        if (!localTimeExists(date, time)) {
          expect(departure, `${date} ${time}`).toBeNull();
          skipped += 1;
          continue;
        }
        expect(departure?.at.getTime(), `${date} ${time}`).toBe(departureInstant(date, time).getTime());
      }
    }
    // 02:00 and 02:30 on the two days clocks go forward
    expect(skipped).toBe(4);
  });

  it("fall on the chosen weekdays only, both ends included", () => {
    const dates = seriesDates([1, 5], "2027-03-01", "2027-03-29");
    expect(dates).toEqual([
      "2027-03-01",
      "2027-03-05",
      "2027-03-08",
      "2027-03-12",
      "2027-03-15",
      "2027-03-19",
      "2027-03-22",
      "2027-03-26",
      "2027-03-29",
    ]);
    expect(dates.every((date) => [1, 5].includes(isoWeekday(date)))).toBe(true);
    expect(seriesDates([1, 2, 3, 4, 5, 6, 7], "2027-03-10", "2027-03-09")).toEqual([]);
  });
});
