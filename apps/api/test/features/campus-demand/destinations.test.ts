import { describe, expect, it } from "vitest";
import {
  campusNear,
  destinationKeyOf,
  destinationOfKey,
} from "../../../src/features/campus-demand/destinations.ts";

const noName = () => undefined;

describe("the campus of a rider's origin", () => {
  it("is the nearest campus within 25 miles, none farther", () => {
    expect(campusNear({ lat: 29.6516, lng: -82.3248 })?.id).toBe("ufl"); // downtown Gainesville
    expect(campusNear({ lat: 29.68, lng: -82.43 })?.id).toBe("sfcollege");
    expect(campusNear({ lat: 30.44, lng: -84.3 })?.id).toBe("fsu");
    // Cedar Key: no campus within reach
    expect(campusNear({ lat: 29.1386, lng: -83.0351 })).toBeUndefined();
  });
});

describe("a destination's cell", () => {
  it("puts a city's addresses in its area", () => {
    const miami = [
      { lat: 25.7617, lng: -80.1918 }, // downtown
      { lat: 25.7215, lng: -80.2684 }, // Coral Gables
      { lat: 25.7907, lng: -80.13 }, // Miami Beach
      { lat: 25.8576, lng: -80.2781 }, // Hialeah
      { lat: 25.7959, lng: -80.287 }, // Miami International Airport
      { lat: 25.7574, lng: -80.3733 }, // FIU
    ];
    for (const point of miami) expect(destinationKeyOf(point)).toBe("area:miami-fl");
    expect(destinationKeyOf({ lat: 26.1224, lng: -80.1373 })).toBe("area:fort-lauderdale-fl");
    expect(destinationKeyOf({ lat: 27.7676, lng: -82.6403 })).toBe("area:st-petersburg-fl");
    expect(destinationOfKey("area:miami-fl", noName)).toEqual({
      key: "area:miami-fl",
      label: "Miami, FL",
      lat: 25.7617,
      lng: -80.1918,
    });
  });

  it("puts a place outside the areas on a grid square, named after the city nearest its centre", () => {
    const key = destinationKeyOf({ lat: 33.7756, lng: -84.3963 }); // Georgia Tech, Atlanta
    expect(key).toBe("grid:33.75,-84.50");
    expect(destinationKeyOf({ lat: 33.99, lng: -84.26 })).toBe(key);
    const named = destinationOfKey(key, (point) => `near ${point.lat},${point.lng}`);
    expect(named).toEqual({ key, label: "near 33.875,-84.375", lat: 33.875, lng: -84.375 });
    expect(destinationOfKey(key, noName)?.label).toBe("33.88, -84.38");
  });

  it("knows no other key", () => {
    expect(destinationOfKey("area:atlantis-fl", noName)).toBeUndefined();
    expect(destinationOfKey("grid:1,2", noName)).toBeUndefined();
  });
});
