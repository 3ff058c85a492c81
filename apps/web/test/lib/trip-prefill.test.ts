import { describe, expect, it } from "vitest";
import { prefillPlaceResult, prefilledTripSearch, readTripPrefill } from "../../src/lib/trip-prefill.ts";

const TRIP = {
  from: { label: "University of Florida, Gainesville, FL, USA", lat: 29.6436, lng: -82.3549 },
  to: { label: "Miami, FL, USA", lat: 25.7743, lng: -80.1937 },
  date: "2026-12-18",
};

describe("a trip prefilled through the address", () => {
  it("reads back what the board's link wrote", () => {
    const search = prefilledTripSearch(TRIP);
    expect(search).toContain("fromLabel=University+of+Florida");
    expect(readTripPrefill(new URLSearchParams(search))).toEqual(TRIP);
  });

  it("names nothing when the address carries none of it", () => {
    expect(readTripPrefill(new URLSearchParams("tab=create"))).toBeUndefined();
  });

  it("leaves out a place without its label or a valid coordinate, and a date that is not one", () => {
    const params = new URLSearchParams(prefilledTripSearch(TRIP));
    params.set("fromLat", "91");
    params.set("toLabel", " ");
    params.set("date", "2026-02-30");
    expect(readTripPrefill(params)).toBeUndefined();
    params.set("fromLat", "29.6");
    params.set("toLng", "abc");
    params.set("toLabel", "Miami");
    expect(readTripPrefill(params)).toEqual({
      from: { ...TRIP.from, lat: 29.6 },
      to: undefined,
      date: undefined,
    });
  });

  it("turns a place into the chosen place of a field: the label's first part as its name", () => {
    expect(prefillPlaceResult(TRIP.to)).toEqual({
      placeId: "",
      name: "Miami",
      address: "Miami, FL, USA",
      lat: TRIP.to.lat,
      lng: TRIP.to.lng,
    });
  });
});
