import { describe, expect, it } from "vitest";
import { clockTime } from "../src/domain/local-time.ts";
import { placeLabel, routeLabel, routeWords } from "../src/domain/route-label.ts";

describe("a route, written one way", () => {
  it("names Florida's cities without the state, however the trip stored them", () => {
    expect(routeLabel("Gainesville, FL", "Orlando, FL")).toBe("Gainesville → Orlando");
    expect(routeLabel("Gainesville", "Orlando")).toBe("Gainesville → Orlando");
    expect(routeLabel(" Gainesville, FL, USA ", "Orlando, Florida")).toBe("Gainesville → Orlando");
    expect(routeWords("Gainesville, fl", "Tampa")).toBe("Gainesville to Tampa");
  });

  it("keeps another state's, and a name that is only a state", () => {
    expect(routeLabel("Gainesville, FL", "Atlanta, GA")).toBe("Gainesville → Atlanta, GA");
    expect(placeLabel("Atlanta, GA, USA")).toBe("Atlanta, GA");
    expect(placeLabel("University of Florida")).toBe("University of Florida");
    expect(placeLabel(", FL")).toBe(", FL");
  });
});

describe("a trip's time in texts", () => {
  it("is on the 12-hour clock", () => {
    expect(clockTime("07:45")).toBe("7:45 AM");
    expect(clockTime("00:05:00")).toBe("12:05 AM");
    expect(clockTime("12:00")).toBe("12:00 PM");
    expect(clockTime("23:59:59")).toBe("11:59 PM");
    expect(clockTime("noon")).toBe("noon");
  });
});
