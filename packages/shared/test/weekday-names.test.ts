import { describe, expect, it } from "vitest";
import { weekdaysText } from "../src/domain/weekday-names.ts";

describe("a series' days as people read them", () => {
  it("names the days in week order, whatever order they were chosen in", () => {
    expect(weekdaysText([3, 1])).toBe("Mon, Wed");
    expect(weekdaysText([7, 1, 5])).toBe("Mon, Fri, Sun");
    expect(weekdaysText([])).toBe("");
  });
});
