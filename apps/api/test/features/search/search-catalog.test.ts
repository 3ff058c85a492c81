import { randomUUID } from "node:crypto";
import { departureInstant } from "@campusride/shared/domain/local-time";
import {
  DEFAULT_TRIP_PREFERENCES,
  termsOfKey,
  type TripPreferences,
} from "@campusride/shared/domain/trip-preferences";
import { describe, expect, it } from "vitest";
import { createRideCatalog } from "../../../src/features/search/catalog.ts";
import type { SearchableRide } from "../../../src/features/search/queries.ts";
import { PLACES } from "../../support/search.ts";
import { dayFromToday } from "../../support/trips.ts";

// The catalog's own bookkeeping, without a database: which rides a driver's change
// touches, and which a prune drops, as the rides move between drivers and dates.

function heldRide(driverId: string, date: string, time = "10:00", id: string = randomUUID()): SearchableRide {
  const { gainesville, orlando } = PLACES;
  return {
    departureAt: departureInstant(date, time).getTime(),
    ride: {
      id,
      driverId,
      departureCity: "Gainesville, FL",
      destinationCity: "Orlando, FL",
      originAddress: null,
      destinationAddress: null,
      originLat: gainesville.lat,
      originLng: gainesville.lng,
      destinationLat: orlando.lat,
      destinationLng: orlando.lng,
      departureDate: date,
      departureTime: time,
      availableSeats: 3,
      seatsRemaining: 3,
      pricePerSeatCents: 2000,
      riderPricePerSeatCents: 2800,
      status: "active",
      distance: null,
      timeLength: null,
      createdAt: new Date().toISOString(),
      driver: {
        id: driverId,
        firstName: "Dana",
        lastName: "R",
        carMake: null,
        carModel: null,
        carColor: null,
        carYear: null,
      },
      preferences: DEFAULT_TRIP_PREFERENCES,
      instantBooking: false,
      notes: null,
      pickupSpot: null,
      dropoffSpot: null,
      seriesId: null,
    },
  };
}

describe("the search catalog", () => {
  it("finds a driver's rides by driver, also after a ride changes hands or is removed", () => {
    const catalog = createRideCatalog();
    const first = heldRide("dana", dayFromToday(2));
    const second = heldRide("dana", dayFromToday(3));
    const other = heldRide("sam", dayFromToday(2));
    for (const entry of [first, second, other]) catalog.put(entry);
    expect(catalog.ridesOfDrivers(["dana"]).sort()).toEqual([first.ride.id, second.ride.id].sort());

    catalog.put(heldRide("sam", dayFromToday(3), "10:00", second.ride.id));
    catalog.remove(first.ride.id);
    expect(catalog.ridesOfDrivers(["dana"])).toEqual([]);
    expect(catalog.ridesOfDrivers(["sam", "nobody"]).sort()).toEqual([other.ride.id, second.ride.id].sort());

    const rebuilt = catalog.rebuild();
    rebuilt.put(heldRide("dana", dayFromToday(4), "10:00", other.ride.id));
    expect(catalog.ridesOfDrivers(["sam"])).toHaveLength(2); // until swapped in
    rebuilt.swapIn();
    expect(catalog.ridesOfDrivers(["sam"])).toEqual([]);
    expect(catalog.ridesOfDrivers(["dana"])).toEqual([other.ride.id]);
    expect(catalog.size).toBe(1);
  });

  it("prunes the rides that have left, whichever date they moved to, and keeps the others", () => {
    const catalog = createRideCatalog();
    const today = dayFromToday(0);
    const leftYesterday = heldRide("dana", dayFromToday(-1));
    const leftThisMorning = heldRide("dana", today, "00:05");
    const tonight = heldRide("dana", today, "23:55");
    const tomorrow = heldRide("dana", dayFromToday(1));
    // dated next week when put, then moved to yesterday: pruned from its new date
    const moved = heldRide("sam", dayFromToday(7));
    for (const entry of [leftYesterday, leftThisMorning, tonight, tomorrow, moved]) catalog.put(entry);
    catalog.put(heldRide("sam", dayFromToday(-1), "10:00", moved.ride.id));

    const now = departureInstant(today, "12:00").getTime();
    expect(catalog.prune(now)).toBe(3);
    expect(catalog.size).toBe(2);
    expect(catalog.ridesOfDrivers(["dana", "sam"]).sort()).toEqual(
      [tonight.ride.id, tomorrow.ride.id].sort(),
    );
    expect(catalog.prune(now)).toBe(0);
  });

  it("changes a date's version whenever a ride of that date is put, moved, removed or pruned, or the catalog reloads", () => {
    const catalog = createRideCatalog();
    const monday = dayFromToday(2);
    const tuesday = dayFromToday(3);
    const versions = () => [catalog.versionOf(monday), catalog.versionOf(tuesday)];
    const seen = new Set<string>();
    // a version is the date's own: it must not repeat for that date
    const expectNew = (date: string) => {
      expect(seen.has(`${date} ${catalog.versionOf(date)}`)).toBe(false);
      seen.add(`${date} ${catalog.versionOf(date)}`);
    };
    expectNew(monday);
    const ride = heldRide("dana", monday);
    catalog.put(ride);
    expectNew(monday);
    const tuesdayBefore = catalog.versionOf(tuesday);
    catalog.put(heldRide("dana", monday, "11:00", ride.ride.id)); // a new time
    expectNew(monday);
    expect(catalog.versionOf(tuesday)).toBe(tuesdayBefore);
    catalog.put(heldRide("dana", tuesday, "11:00", ride.ride.id)); // moved to Tuesday: both dates
    expectNew(monday);
    expect(catalog.versionOf(tuesday)).not.toBe(tuesdayBefore);
    seen.add(`${tuesday} ${catalog.versionOf(tuesday)}`);
    catalog.remove(ride.ride.id);
    expectNew(tuesday);
    const unchanged = versions();
    catalog.remove(ride.ride.id); // nothing held: nothing changes
    expect(versions()).toEqual(unchanged);
    catalog.put(heldRide("sam", monday, "00:01"));
    expectNew(monday);
    catalog.prune(departureInstant(monday, "12:00").getTime());
    expectNew(monday);
    const reload = catalog.rebuild();
    reload.swapIn();
    expectNew(monday);
    expectNew(tuesday);
  });
});

describe("the search catalog's kinds of trip", () => {
  const withTerms = (
    entry: SearchableRide,
    preferences: Partial<TripPreferences>,
    instantBooking = false,
  ) => ({
    ...entry,
    ride: { ...entry.ride, preferences: { ...DEFAULT_TRIP_PREFERENCES, ...preferences }, instantBooking },
  });
  const { gainesville, orlando } = PLACES;
  const query = (date: string) => ({
    originLat: gainesville.lat,
    originLng: gainesville.lng,
    destinationLat: orlando.lat,
    destinationLng: orlando.lng,
    passengers: 1,
    departureDate: date,
    now: Date.now(),
  });
  const notWomenOnly = (terms: number) => !termsOfKey(terms).preferences.womenOnly;

  it("answers over the kinds asked for, with exact counts, and moves a ride whose kind changes", () => {
    const catalog = createRideCatalog();
    const date = dayFromToday(2);
    const plain = heldRide("dana", date, "09:00");
    const womenOnly = withTerms(heldRide("dana", date, "10:00"), { womenOnly: true });
    const pets = withTerms(heldRide("sam", date, "11:00"), { petsAllowed: true }, true);
    for (const entry of [plain, womenOnly, pets]) catalog.put(entry);

    const all = catalog.search(query(date), 20);
    expect(all.outcome).toMatchObject({ totalRides: 3, matchedRides: 3, averageScore: 100, scoreSum: 300 });
    expect(all.outcome.matches.map((match) => match.id)).toEqual([
      plain.ride.id,
      womenOnly.ride.id,
      pets.ride.id,
    ]);
    const seen = catalog.search(query(date), 20, notWomenOnly);
    expect(seen.outcome.matches.map((match) => match.id)).toEqual([plain.ride.id, pets.ride.id]);
    expect(seen.outcome.totalRides).toBe(2);
    expect(catalog.search(query(date), 1, notWomenOnly).outcome.matches.map((match) => match.id)).toEqual([
      plain.ride.id,
    ]);

    // the pets trip becomes women-only: gone from the old kind, found in the new one only
    catalog.put(withTerms(pets, { womenOnly: true }));
    const after = catalog.search(query(date), 20, notWomenOnly);
    expect(after.outcome.matches.map((match) => match.id)).toEqual([plain.ride.id]);
    expect(after.outcome).toMatchObject({ totalRides: 1, matchedRides: 1 });
    catalog.remove(pets.ride.id);
    expect(catalog.search(query(date), 20).outcome.totalRides).toBe(2);
    expect(catalog.size).toBe(2);
  });
});
