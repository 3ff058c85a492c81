import { describe, expect, it } from "vitest";
import { formatDepartureDay } from "../../../src/lib/date-time-format.ts";
import { carText } from "../../../src/lib/trip-format.ts";

describe("a departure day as riders read it", () => {
  it("is Today, Tomorrow, or the long date, counted from Florida's today", () => {
    expect(formatDepartureDay("2030-03-14", "2030-03-14")).toBe("Today");
    expect(formatDepartureDay("2030-03-15", "2030-03-14")).toBe("Tomorrow");
    expect(formatDepartureDay("2030-03-16", "2030-03-14")).toBe("Saturday, March 16, 2030");
    // across a month's and a year's end
    expect(formatDepartureDay("2031-01-01", "2030-12-31")).toBe("Tomorrow");
    expect(formatDepartureDay("2030-03-13", "2030-03-14")).toBe("Wednesday, March 13, 2030");
  });
});

describe("a driver's car as riders read it", () => {
  it("names colour, make, model and year when known, and nothing without make and model", () => {
    const car = { carMake: "Toyota", carModel: "Prius", carColor: "Blue", carYear: 2022 };
    expect(carText(car)).toBe("Blue Toyota Prius (2022)");
    expect(carText({ ...car, carYear: null, carColor: null })).toBe("Toyota Prius");
    expect(carText({ ...car, carModel: null })).toBeNull();
  });
});
