import { describe, expect, it } from "vitest";
import {
  criteriaFromParams,
  normalisedSearchParams,
  searchInputOf,
  withCriteria,
  type SearchCriteria,
} from "../../../src/features/search/search-criteria.ts";

const TODAY = "2030-03-10";

const criteria: SearchCriteria = {
  pickup: { address: "Gainesville, FL, USA", lat: 29.6516, lng: -82.3248, placeId: "city:gainesville-fl" },
  destination: { address: "Ocala, FL, USA", lat: 29.1872, lng: -82.1401 },
  date: "2030-03-12",
  passengers: 2,
};

describe("a search in the address", () => {
  it("is read back as it was written, and the rest of the address is kept", () => {
    const params = withCriteria(new URLSearchParams({ tab: "find" }), criteria);
    expect(params.get("tab")).toBe("find");
    expect(params.get("pickup")).toBe("Gainesville, FL, USA");
    expect(params.has("destinationId")).toBe(false);
    expect(criteriaFromParams(new URLSearchParams(params.toString()), TODAY)).toEqual(criteria);
  });

  it("replaces an earlier search whole: an old place id does not stay behind", () => {
    const first = withCriteria(new URLSearchParams(), { ...criteria, destination: { ...criteria.pickup } });
    const second = withCriteria(first, criteria);
    expect(second.has("destinationId")).toBe(false);
    expect(second.getAll("pickup")).toEqual(["Gainesville, FL, USA"]);
  });

  it.each([
    ["no destination", { destination: null }],
    ["no pickup coordinates", { pickupLat: null }],
    ["a latitude off the globe", { pickupLat: "91" }],
    ["a longitude that is not a number", { destinationLng: "east" }],
  ])("is incomplete with %s", (_, change) => {
    const params = withCriteria(new URLSearchParams(), criteria);
    for (const [name, value] of Object.entries(change)) {
      if (value === null) params.delete(name);
      else params.set(name, value);
    }
    expect(criteriaFromParams(params, TODAY)).toBeUndefined();
  });

  it.each([
    ["a past date", "2030-03-09", TODAY],
    ["a date that does not exist", "2030-02-30", TODAY],
    ["a date written the American way", "03/12/2030", TODAY],
    ["today", TODAY, TODAY],
    ["a later date", "2030-04-01", "2030-04-01"],
  ])("searches today instead of %s", (_, date, expected) => {
    const params = withCriteria(new URLSearchParams(), criteria);
    params.set("date", date);
    expect(criteriaFromParams(params, TODAY)?.date).toBe(expected);
  });

  it.each([
    ["0", 1],
    ["7", 1],
    ["2.5", 1],
    ["x", 1],
    ["6", 6],
  ])("takes %s passengers as %i", (passengers, expected) => {
    const params = withCriteria(new URLSearchParams(), criteria);
    params.set("passengers", passengers);
    expect(criteriaFromParams(params, TODAY)?.passengers).toBe(expected);
  });

  it("becomes the search payload the API takes", () => {
    expect(searchInputOf(criteria)).toEqual({
      originLat: 29.6516,
      originLng: -82.3248,
      destinationLat: 29.1872,
      destinationLng: -82.1401,
      originAddress: "Gainesville, FL, USA",
      destinationAddress: "Ocala, FL, USA",
      passengers: 2,
      departureDate: "2030-03-12",
    });
  });
});

describe("an address put right", () => {
  it("keeps a search it can use as it is, and adds nothing to an address without one", () => {
    const params = withCriteria(new URLSearchParams({ tab: "find" }), criteria);
    expect(normalisedSearchParams(params, TODAY).toString()).toBe(params.toString());
    expect(normalisedSearchParams(new URLSearchParams("tab=my-rides"), TODAY).toString()).toBe(
      "tab=my-rides",
    );
  });

  it("says what the screen uses instead of a bad value, and keeps the name of a place off the globe", () => {
    const params = withCriteria(new URLSearchParams(), criteria);
    params.set("passengers", "x");
    params.set("date", "03/12/2030");
    params.set("pickupLat", "91");
    const normalised = normalisedSearchParams(params, TODAY);
    expect(normalised.get("passengers")).toBe("1");
    expect(normalised.get("date")).toBe(TODAY);
    expect(normalised.get("pickup")).toBe("Gainesville, FL, USA");
    expect(["pickupLat", "pickupLng", "pickupId"].filter((name) => normalised.has(name))).toEqual([]);
    expect(normalised.get("destinationLng")).toBe("-82.1401");
  });
});

describe("a search with a return date", () => {
  it("keeps 'Return on' in the address and asks the search for the rides back", () => {
    const roundTrip = { ...criteria, returnDate: "2030-03-15" };
    const params = withCriteria(new URLSearchParams(), roundTrip);
    expect(params.get("returnDate")).toBe("2030-03-15");
    expect(criteriaFromParams(new URLSearchParams(params.toString()), TODAY)).toEqual(roundTrip);
    expect(searchInputOf(roundTrip).returnDate).toBe("2030-03-15");
    expect(searchInputOf(criteria)).not.toHaveProperty("returnDate");
  });

  it("drops a return date before the date, or not a date, and a later search without one", () => {
    for (const returnDate of ["2030-03-11", "soon"]) {
      const params = withCriteria(new URLSearchParams(), criteria);
      params.set("returnDate", returnDate);
      expect(criteriaFromParams(params, TODAY)).toEqual(criteria);
    }
    const withReturn = withCriteria(new URLSearchParams(), { ...criteria, returnDate: "2030-03-15" });
    expect(withCriteria(withReturn, criteria).has("returnDate")).toBe(false);
  });
});
