import { addDaysLocal, todayLocal } from "@campusride/shared/domain/local-time";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, profiles, rides } from "../../../src/db/schema/index.ts";
import { SHOWCASE_TRIP, seedDemoRides } from "../../../src/db/seed-demo-rides.ts";
import { driverCar } from "../../support/accounts.ts";
import { createTestApp } from "../../support/app.ts";
import { createSession } from "../../support/session.ts";

const app = await createTestApp();

async function verifiedDriver(userType: "driver" | "both") {
  const { user } = await createSession(app, { userType, ...driverCar });
  await app.db.update(profiles).set({ driverLicenseVerified: true }).where(eq(profiles.id, user.id));
  return user.id;
}

describe("demo trips", () => {
  it("offers about 60 future trips between Florida campuses, with pending and approved requests that fit the seats", async () => {
    const drivers = [await verifiedDriver("driver"), await verifiedDriver("both")];
    const rider = (await createSession(app, { userType: "rider" })).user.id;
    const now = new Date();
    const counts = await seedDemoRides(app.db, { driverIds: drivers, riderIds: [rider, drivers[1]!], now });
    expect(counts.rides).toBe(60);
    expect(counts.pending).toBeGreaterThan(5);
    expect(counts.approved).toBeGreaterThan(5);

    const offered = await app.db.select().from(rides).where(inArray(rides.driverId, drivers));
    expect(offered).toHaveLength(60);
    const today = todayLocal(now);
    for (const ride of offered) {
      expect(ride.status).toBe("active");
      expect(ride.departureDate > today).toBe(true);
      expect(ride.departureAt.getTime()).toBeGreaterThan(now.getTime());
      expect(ride.departureCity).toMatch(/, FL$/);
      expect(ride.pricePerSeatCents).toBeGreaterThanOrEqual(500);
      expect(ride.distanceMiles).toBeGreaterThan(0);
      expect(ride.originLat).not.toBeNull();
    }
    // in the next week as well as later in the month
    const days = new Set(offered.map((ride) => ride.departureDate));
    expect(days.size).toBeGreaterThan(15);

    const requests = await app.db.select().from(bookings);
    const driverOf = new Map(offered.map((ride) => [ride.id, ride.driverId]));
    for (const request of requests) expect(request.riderId).not.toBe(driverOf.get(request.rideId));
    for (const ride of offered) {
      const approvedSeats = requests
        .filter((request) => request.rideId === ride.id && request.status === "approved")
        .reduce((sum, request) => sum + request.seatsRequested, 0);
      expect(ride.seatsTaken).toBe(approvedSeats);
    }
  });

  it("always offers the showcase trip: Gainesville → Orlando in two days at 07:45, four seats, no requests", async () => {
    const driver = await verifiedDriver("driver");
    const rider = (await createSession(app, { userType: "rider" })).user.id;
    const now = new Date();
    await seedDemoRides(app.db, { driverIds: [driver], riderIds: [rider], now });
    const showcase = await app.db
      .select()
      .from(rides)
      .where(and(eq(rides.driverId, driver), eq(rides.departureTime, `${SHOWCASE_TRIP.time}:00`)));
    expect(showcase).toHaveLength(1);
    const [trip] = showcase;
    expect(trip).toMatchObject({
      departureCity: "Gainesville, FL",
      destinationCity: "Orlando, FL",
      departureDate: addDaysLocal(todayLocal(now), SHOWCASE_TRIP.daysAhead),
      availableSeats: SHOWCASE_TRIP.seats,
      seatsTaken: 0,
      status: "active",
    });
    expect(await app.db.select().from(bookings).where(eq(bookings.rideId, trip!.id))).toEqual([]);
  });

  it("adds nothing when the demo drivers already offer trips", async () => {
    const driver = await verifiedDriver("driver");
    const rider = (await createSession(app, { userType: "rider" })).user.id;
    await seedDemoRides(app.db, { driverIds: [driver], riderIds: [rider] });
    expect(await seedDemoRides(app.db, { driverIds: [driver], riderIds: [rider] })).toEqual({
      rides: 0,
      pending: 0,
      approved: 0,
    });
    expect(await app.db.select().from(rides).where(eq(rides.driverId, driver))).toHaveLength(60);
  });
});
