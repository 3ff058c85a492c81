import { describe, expect, it } from "vitest";
import { departureInstant } from "../src/domain/local-time.ts";
import { isReverseTrip, returnMustLeaveAfter, returnTripRefusal } from "../src/domain/round-trips.ts";

const outbound = {
  departureDate: "2030-03-08",
  departureAt: departureInstant("2030-03-08", "09:30"),
  timeLength: "1 hour 55 mins",
  distanceMiles: 115,
};

describe("returnMustLeaveAfter", () => {
  it("is the departure plus the duration, else the driving time of the distance, else the departure", () => {
    expect(returnMustLeaveAfter(outbound)).toEqual(departureInstant("2030-03-08", "11:25"));
    const byDistance = returnMustLeaveAfter({ ...outbound, timeLength: null });
    expect(byDistance.getTime()).toBeGreaterThan(outbound.departureAt.getTime());
    expect(returnMustLeaveAfter({ ...outbound, timeLength: null, distanceMiles: null })).toEqual(
      outbound.departureAt,
    );
  });
});

describe("returnTripRefusal", () => {
  it.each([
    ["a day before", { departureDate: "2030-03-07", departureTime: "18:00" }, "returnTrip.departureDate"],
    [
      "before the departure",
      { departureDate: "2030-03-08", departureTime: "08:00" },
      "returnTrip.departureTime",
    ],
    ["at the arrival", { departureDate: "2030-03-08", departureTime: "11:25" }, "returnTrip.departureTime"],
    ["a minute after the arrival", { departureDate: "2030-03-08", departureTime: "11:26" }, null],
    ["days later", { departureDate: "2030-03-10", departureTime: "06:00" }, null],
  ])("%s: %s", (_case, back, field) => {
    expect(returnTripRefusal(outbound, back)).toBe(field);
  });
});

describe("isReverseTrip", () => {
  const gainesville = { name: "Gainesville, FL", lat: 29.6516, lng: -82.3248 };
  const orlando = { name: "Orlando, FL", lat: 28.5384, lng: -81.3789 };
  const ufCampus = { name: "University of Florida", lat: 29.6436, lng: -82.3549 };
  const ocala = { name: "Ocala, FL", lat: 29.1872, lng: -82.1401 };
  const out = { origin: gainesville, destination: orlando };

  it("takes a ride from near the destination back to near the start", () => {
    expect(isReverseTrip(out, { origin: orlando, destination: ufCampus })).toBe(true);
  });

  it("refuses the same direction, and an end too far away", () => {
    expect(isReverseTrip(out, { origin: gainesville, destination: orlando })).toBe(false);
    expect(isReverseTrip(out, { origin: orlando, destination: ocala })).toBe(false);
  });

  it("compares place names when a trip has no coordinates", () => {
    const unlocated = {
      origin: { ...orlando, lat: null, lng: null },
      destination: { ...gainesville, lat: null, lng: null },
    };
    expect(isReverseTrip(out, unlocated)).toBe(true);
    expect(
      isReverseTrip(out, { ...unlocated, destination: { name: "Tampa, FL", lat: null, lng: null } }),
    ).toBe(false);
  });
});
