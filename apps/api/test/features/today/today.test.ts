import { TRIP_TIME_ZONE } from "@campusride/shared/domain/local-time";
import type { TodayTrip } from "@campusride/shared/schemas/today";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { bookings, rides } from "../../../src/db/schema/index.ts";
import { advanceClock, resetClock } from "../../../src/lib/clock.ts";
import { createTestApp } from "../../support/app.ts";
import { createSession, type TestSession } from "../../support/session.ts";
import {
  answerBooking,
  createDriverSession,
  createRide,
  dayFromToday,
  moveDeparture,
  requestSeats,
} from "../../support/trips.ts";

// GET /api/today (docs/product/ride-day.md#today): the dashboards' Today card.

const app = await createTestApp();
const HOUR = 3600_000;

afterEach(() => resetClock());

const floridaClock = new Intl.DateTimeFormat("en-CA", {
  timeZone: TRIP_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** Florida's date ("YYYY-MM-DD") and time ("HH:MM") of an instant. */
function floridaSlot(at: number): { date: string; time: string } {
  const part = (type: string) => floridaClock.formatToParts(at).find((p) => p.type === type)!.value;
  return {
    date: `${part("year")}-${part("month")}-${part("day")}`,
    time: `${part("hour")}:${part("minute")}`,
  };
}

/** Florida's date and time `hours` from now. */
function slotIn(hours: number): { date: string; time: string } {
  return floridaSlot(Date.now() + hours * HOUR);
}

async function today(session: TestSession): Promise<TodayTrip[]> {
  const response = await app.inject({ url: "/api/today", headers: session.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().trips;
}

/** A driver's trip leaving in two hours, its pickup spot set, and a rider's pending request on it. */
async function tripLaterToday() {
  const driver = await createDriverSession(app, { firstName: "Dana", phone: "(352) 555-0111" });
  const rider = await createSession(app, { firstName: "Rita", phone: "(352) 555-0122" });
  const ride = await createRide(app, driver);
  const slot = slotIn(2);
  await moveDeparture(app, ride.id, slot.date, slot.time);
  await app.db
    .update(rides)
    .set({
      pickupLabel: "Reitz Union",
      pickupLat: 29.6465,
      pickupLng: -82.3478,
      pickupNote: "North entrance",
    })
    .where(eq(rides.id, ride.id));
  const booking = await requestSeats(app, rider, ride.id, 2);
  return { driver, rider, rideId: ride.id, bookingId: booking.id, slot };
}

async function approve(driver: TestSession, bookingId: string) {
  expect((await answerBooking(app, driver, bookingId, "approve")).statusCode).toBe(200);
}

describe("GET /api/today", () => {
  it("asks for a signed-in student", async () => {
    expect((await app.inject({ url: "/api/today" })).statusCode).toBe(401);
  });

  it("shows the driver and the approved rider the trip, each with the other's phone", async () => {
    const { driver, rider, rideId, bookingId, slot } = await tripLaterToday();
    await approve(driver, bookingId);

    const [driving] = await today(driver);
    expect(driving).toMatchObject({
      role: "driver",
      rideId,
      bookingId: null,
      from: "Gainesville, FL",
      to: "Orlando, FL",
      departureDate: slot.date,
      departureTime: slot.time,
      delayMinutes: 0,
      pickup: {
        label: "Reitz Union",
        note: "North entrance",
        lat: 29.6465,
        lng: -82.3478,
        isProposed: false,
      },
      driver: null,
      riders: [{ bookingId, firstName: "Rita", phone: "+13525550122", seats: 2, pickup: null }],
      canShare: true,
    });
    // 1 hour 55 mins after the departure
    expect(Date.parse(driving!.arrivalAt!) - Date.parse(driving!.departureAt)).toBe(115 * 60_000);

    const riding = await today(rider);
    expect(riding).toHaveLength(1);
    expect(riding[0]).toMatchObject({
      role: "rider",
      rideId,
      bookingId,
      pickup: { label: "Reitz Union", isProposed: false },
      driver: {
        firstName: "Dana",
        phone: "+13525550111",
        car: { make: "Toyota", model: "Camry", year: 2020, color: "Silver" },
      },
      riders: [],
      canShare: true,
    });
  });

  it("shows a pending rider nothing, and the driver their trip without the rider or a phone", async () => {
    const { driver, rider, rideId } = await tripLaterToday();
    expect(await today(rider)).toEqual([]);
    const [driving] = await today(driver);
    expect(driving).toMatchObject({ rideId, riders: [], canShare: false });
    expect(JSON.stringify(driving)).not.toContain("5550122");
  });

  it("tells phones only once the seat is approved", async () => {
    const { driver, rider, bookingId } = await tripLaterToday();
    expect(JSON.stringify(await today(driver))).not.toContain("5550122");
    expect(JSON.stringify(await today(rider))).not.toContain("5550111");
    await approve(driver, bookingId);
    expect(JSON.stringify(await today(driver))).toContain("+13525550122");
    expect(JSON.stringify(await today(rider))).toContain("+13525550111");
  });

  it("shows nothing across a block, whoever blocked", async () => {
    const { driver, rider, rideId, bookingId } = await tripLaterToday();
    await approve(driver, bookingId);
    const blocked = await app.inject({
      method: "PUT",
      url: `/api/blocks/${driver.user.id}`,
      headers: rider.headers,
    });
    expect(blocked.statusCode, blocked.body).toBeLessThan(300);
    expect(await today(rider)).toEqual([]);
    const [driving] = await today(driver);
    expect(driving).toMatchObject({ rideId, riders: [] });
    expect(JSON.stringify(driving)).not.toContain("Rita");
  });

  it("leaves tomorrow's trip out until the clock reaches its day", async () => {
    const driver = await createDriverSession(app);
    const rider = await createSession(app);
    const ride = await createRide(app, driver, { departureDate: dayFromToday(1), departureTime: "23:00" });
    const booking = await requestSeats(app, rider, ride.id);
    await approve(driver, booking.id);
    expect(await today(driver)).toEqual([]);
    expect(await today(rider)).toEqual([]);

    advanceClock(24 * HOUR);
    expect((await today(driver)).map((trip) => trip.rideId)).toEqual([ride.id]);
    expect((await today(rider)).map((trip) => trip.bookingId)).toEqual([booking.id]);
  });

  it("leaves out a trip that has arrived, and a cancelled one", async () => {
    const { driver, rider, rideId, bookingId } = await tripLaterToday();
    await approve(driver, bookingId);
    advanceClock(5 * HOUR);
    expect(await today(rider)).toEqual([]);
    resetClock();
    await app.db.update(rides).set({ status: "cancelled" }).where(eq(rides.id, rideId));
    expect(await today(driver)).toEqual([]);
  });

  it("moves the departure by the lateness the driver announced", async () => {
    const { driver, rider, rideId, bookingId } = await tripLaterToday();
    await approve(driver, bookingId);
    const [before] = await today(rider);
    await app.db.update(rides).set({ delayMinutes: 15, lateCount: 1 }).where(eq(rides.id, rideId));
    const [after] = await today(rider);
    expect(after!.delayMinutes).toBe(15);
    expect(Date.parse(after!.departureAt) - Date.parse(before!.departureAt)).toBe(15 * 60_000);
    expect(Date.parse(after!.arrivalAt!) - Date.parse(before!.arrivalAt!)).toBe(15 * 60_000);
    expect(after!.departureTime).toBe(before!.departureTime);
  });

  it("gives a rider whose proposed spot was accepted that spot, and the driver both", async () => {
    const { driver, rider, bookingId } = await tripLaterToday();
    await approve(driver, bookingId);
    await app.db
      .update(bookings)
      .set({
        proposedPickupLabel: "Stadium gate 3",
        proposedPickupLat: 29.65,
        proposedPickupLng: -82.35,
        proposedPickupStatus: "accepted",
      })
      .where(eq(bookings.id, bookingId));
    const [riding] = await today(rider);
    expect(riding!.pickup).toEqual({
      label: "Stadium gate 3",
      note: null,
      lat: 29.65,
      lng: -82.35,
      isProposed: true,
    });
    const [driving] = await today(driver);
    expect(driving!.pickup?.label).toBe("Reitz Union");
    expect(driving!.riders[0]!.pickup?.label).toBe("Stadium gate 3");

    await app.db.update(bookings).set({ proposedPickupStatus: "declined" }).where(eq(bookings.id, bookingId));
    expect((await today(rider))[0]!.pickup?.label).toBe("Reitz Union");
  });
});
