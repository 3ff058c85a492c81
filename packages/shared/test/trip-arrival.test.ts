import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatDuration } from "../src/domain/distance.ts";
import { requestExpiresAt, requestExpiryLabel } from "../src/domain/request-expiry.ts";
import {
  estimatedArrival,
  knownArrival,
  parseDurationSeconds,
  shareExpiry,
} from "../src/domain/trip-arrival.ts";

const departureAt = new Date("2026-12-03T14:30:00Z");
const HOUR = 3600 * 1000;

describe("parseDurationSeconds", () => {
  it("reads durations as maps services word them", () => {
    expect(parseDurationSeconds("1 hour 55 mins")).toBe(6900);
    expect(parseDurationSeconds("45 mins")).toBe(2700);
    expect(parseDurationSeconds("2 hours")).toBe(7200);
    expect(parseDurationSeconds("1 day 3 hours")).toBe(97_200);
    expect(parseDurationSeconds("1 min")).toBe(60);
  });

  it("reads nothing from empty or wordless text", () => {
    for (const text of [null, undefined, "", "soon", "0 mins", `${"9".repeat(400)} days`])
      expect(parseDurationSeconds(text)).toBeNull();
  });

  it("reads back every duration formatDuration writes", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (minutes) => {
        expect(parseDurationSeconds(formatDuration(minutes * 60))).toBe(minutes * 60);
      }),
    );
  });
});

describe("estimatedArrival and shareExpiry", () => {
  it("adds the duration, else the distance's driving time, else 12 hours; the link lasts an hour more", () => {
    const trip = { departureAt, timeLength: "1 hour 55 mins", distanceMiles: 115 };
    expect(estimatedArrival(trip).getTime() - departureAt.getTime()).toBe(115 * 60 * 1000);
    expect(estimatedArrival({ ...trip, timeLength: null }).getTime() - departureAt.getTime()).toBe(
      (115 / 60) * HOUR,
    );
    expect(estimatedArrival({ departureAt, timeLength: "", distanceMiles: null }).getTime()).toBe(
      departureAt.getTime() + 12 * HOUR,
    );
    expect(shareExpiry(trip).getTime() - estimatedArrival(trip).getTime()).toBe(HOUR);
  });

  it("shows no arrival for a trip of unknown duration and distance: the 12 hours only keep its link", () => {
    const trip = { departureAt, timeLength: "1 hour 55 mins", distanceMiles: 115 };
    expect(knownArrival(trip)?.getTime()).toBe(estimatedArrival(trip).getTime());
    expect(knownArrival({ departureAt, timeLength: null, distanceMiles: 60 })?.getTime()).toBe(
      departureAt.getTime() + HOUR,
    );
    expect(knownArrival({ departureAt, timeLength: "soon", distanceMiles: null })).toBeNull();
    expect(knownArrival({ departureAt, timeLength: null, distanceMiles: 0 })).toBeNull();
  });

  it("never takes a trip to last more than 24 hours, whatever its duration or distance says", () => {
    for (const timeLength of ["100000 days", `${"9".repeat(45)} hours`, "1 day 3 hours"]) {
      const arrival = estimatedArrival({ departureAt, timeLength, distanceMiles: null });
      expect(arrival.getTime() - departureAt.getTime()).toBe(24 * HOUR);
    }
    const far = estimatedArrival({ departureAt, timeLength: null, distanceMiles: 1e12 });
    expect(far.getTime() - departureAt.getTime()).toBe(24 * HOUR);
    expect(shareExpiry({ departureAt, timeLength: "100000 days", distanceMiles: null }).getTime()).toBe(
      departureAt.getTime() + 25 * HOUR,
    );
  });
});

describe("request expiry", () => {
  it("is 12 hours after the request, or the departure when that comes first", () => {
    const early = new Date(departureAt.getTime() - 20 * HOUR);
    expect(requestExpiresAt(early, departureAt)).toEqual(new Date(early.getTime() + 12 * HOUR));
    const late = new Date(departureAt.getTime() - 5 * HOUR);
    expect(requestExpiresAt(late, departureAt)).toEqual(departureAt);
  });

  it("says when a pending request expires", () => {
    const sent = new Date(departureAt.getTime() - 20 * HOUR);
    expect(requestExpiryLabel(sent, departureAt, new Date(sent.getTime() + 7 * HOUR))).toBe("Expires in 5 h");
    expect(requestExpiryLabel(sent, departureAt, new Date(sent.getTime() + 11.5 * HOUR))).toBe(
      "Expires in 30 min",
    );
    expect(requestExpiryLabel(new Date(departureAt.getTime() - 3 * HOUR), departureAt)).toBe(
      "Expires at departure",
    );
  });
});
