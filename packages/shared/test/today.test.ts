import { describe, expect, it } from "vitest";
import { countdownText, movedDeparture } from "../src/domain/today.ts";

const LEAVES = new Date("2026-12-03T14:30:00.000Z");
const before = (minutes: number, seconds = 0) =>
  new Date(LEAVES.getTime() - minutes * 60_000 - seconds * 1000);

describe("countdownText", () => {
  it("counts hours and minutes, to the next whole minute", () => {
    expect(countdownText(LEAVES, before(72))).toBe("Leaves in 1 h 12 min");
    expect(countdownText(LEAVES, before(71, 30))).toBe("Leaves in 1 h 12 min");
    expect(countdownText(LEAVES, before(120))).toBe("Leaves in 2 h");
    expect(countdownText(LEAVES, before(5))).toBe("Leaves in 5 min");
    expect(countdownText(LEAVES, before(0, 20))).toBe("Leaves in 1 min");
  });

  it("says 'Leaving now' once the time has come, and after", () => {
    expect(countdownText(LEAVES, LEAVES)).toBe("Leaving now");
    expect(countdownText(LEAVES, before(-10))).toBe("Leaving now");
  });
});

describe("movedDeparture", () => {
  it("adds the announced lateness", () => {
    expect(movedDeparture(LEAVES, 15).toISOString()).toBe("2026-12-03T14:45:00.000Z");
    expect(movedDeparture(LEAVES, 0)).toEqual(LEAVES);
  });
});
