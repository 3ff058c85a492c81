import type { CampusDemandResponse } from "@campusride/shared/schemas/campus-demand";
import { describe, expect, it } from "vitest";
import { boardBreaks, boardDays, boardDestinations } from "../../../src/features/campus-demand/board-days.ts";

function cell(date: string, destinationKey: string, riders: number) {
  return {
    date,
    destinationKey,
    destinationLabel: destinationKey.toUpperCase(),
    destinationLat: 25,
    destinationLng: -80,
    riders,
  };
}

const BOARD: CampusDemandResponse = {
  campus: { slug: "ufl", name: "University of Florida", city: "Gainesville" },
  from: "2026-11-28",
  to: "2026-12-27",
  breaks: [
    { name: "Thanksgiving break", startsOn: "2026-11-25", endsOn: "2026-11-29" },
    { name: "Winter break", startsOn: "2026-12-19", endsOn: "2027-01-04" },
    { name: "Spring break", startsOn: "2027-03-07", endsOn: "2027-03-14" },
  ],
  source: { name: "UF academic calendar", url: "https://example.edu", academicYear: "2026-27" },
  cells: [cell("2026-12-18", "miami", 5), cell("2026-12-18", "tampa", 7), cell("2026-12-01", "miami", 3)],
};

describe("a campus's board, day by day", () => {
  it("has every day from the first to the last, each with its break and its cells, most riders first", () => {
    const days = boardDays(BOARD);
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ date: "2026-11-28", breakName: "Thanksgiving break", cells: [] });
    expect(days[2]?.breakName).toBeUndefined();
    const dec18 = days.find((day) => day.date === "2026-12-18");
    expect(dec18?.breakName).toBeUndefined();
    expect(dec18?.cells.map((one) => one.destinationKey)).toEqual(["tampa", "miami"]);
    expect(days.at(-1)).toMatchObject({ date: "2026-12-27", breakName: "Winter break" });
  });

  it("makes a column of each destination, the most wanted over the month first", () => {
    expect(boardDestinations(BOARD.cells)).toEqual([
      { key: "miami", label: "MIAMI" },
      { key: "tampa", label: "TAMPA" },
    ]);
  });

  it("lists only the breaks that overlap its days", () => {
    expect(boardBreaks(BOARD).map((period) => period.name)).toEqual(["Thanksgiving break", "Winter break"]);
  });
});
