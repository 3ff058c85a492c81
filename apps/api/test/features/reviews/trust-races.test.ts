import { BOOKING_MESSAGES, TRIP_MESSAGES } from "@campusride/shared/messages";
import { createRideInputSchema } from "@campusride/shared/schemas/rides";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "../../../src/db/client.ts";
import { bookings, profiles, rides, userBlocks } from "../../../src/db/schema/index.ts";
import { createBooking } from "../../../src/features/bookings/service.ts";
import { createRide as createRideInService } from "../../../src/features/rides/service.ts";
import { selectCandidates } from "../../../src/features/search/alerts-match-queries.ts";
import { alertBody, saveAlert } from "../../support/ride-alerts.ts";
import { driverWithOrlandoRide, foundIds, searchBody } from "../../support/search.ts";
import { createTestApp } from "../../support/app.ts";
import { createSession } from "../../support/session.ts";
import { createDriverSession, createRide, dayFromToday, postBooking, rideBody } from "../../support/trips.ts";

// What a block or a deactivation committed while a request was already past its checks
// does to that request. The request's service is called with the database as it is; the
// other side's change is committed at the moment the request opens its transaction.
const app = await createTestApp();

/** The database, with `change` committed just before each transaction the service opens. */
function committingFirst(change: () => Promise<unknown>): Database {
  return new Proxy(app.db, {
    get(target, key, receiver) {
      if (key !== "transaction") return Reflect.get(target, key, receiver);
      return async (...args: Parameters<Database["transaction"]>) => {
        await change();
        return target.transaction(...args);
      };
    },
  });
}

function deactivate(userId: string) {
  return app.db
    .update(profiles)
    .set({ isActive: false, deactivatedAt: new Date() })
    .where(eq(profiles.id, userId));
}

describe("a block committed while an instant booking is on its way", () => {
  it("refuses the booking (404, as for a hidden trip) and writes nothing", async () => {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver, { instantBooking: true });
    const rider = await createSession(app);
    const db = committingFirst(() =>
      app.db.insert(userBlocks).values({ blockerId: driver.user.id, blockedId: rider.user.id }),
    );
    const booking = createBooking(
      db,
      app.money,
      rider.user.id,
      { rideId: ride.id, seatsRequested: 1, bagsCount: 0 },
      undefined,
    );
    await expect(booking).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: BOOKING_MESSAGES.rideUnavailable,
    });
    expect(await app.db.select().from(bookings).where(eq(bookings.rideId, ride.id))).toEqual([]);
    const [row] = await app.db
      .select({ seatsTaken: rides.seatsTaken })
      .from(rides)
      .where(eq(rides.id, ride.id));
    expect(row?.seatsTaken).toBe(0);
  });
});

describe("a driver deactivated while their trip is being offered", () => {
  it("refuses a trip whose insert comes after the deactivation committed (403), and writes none", async () => {
    const driver = await createDriverSession(app);
    const input = createRideInputSchema.parse(rideBody());
    const db = committingFirst(() => deactivate(driver.user.id));
    await expect(createRideInService(db, driver.user.id, input, undefined)).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: TRIP_MESSAGES.onlyDrivers,
    });
    expect(await app.db.select().from(rides).where(eq(rides.driverId, driver.user.id))).toEqual([]);
  });

  it("leaves a trip that got in anyway out of search, alerts and booking", async () => {
    const date = dayFromToday(9);
    const { driver, ride } = await driverWithOrlandoRide(app, date);
    const forOrlando = searchBody("gainesville", "orlando", date);
    expect(await foundIds(app, forOrlando)).toContain(ride.id);

    // deactivated, the trip still active: as if it was inserted after the trips were cancelled
    await deactivate(driver.user.id);
    // any change to the trip is heard by the search, which reads it again
    await app.db.update(rides).set({ timeLength: "2 hours" }).where(eq(rides.id, ride.id));
    await expect
      .poll(() => foundIds(app, forOrlando), { timeout: 3_000, interval: 20 })
      .not.toContain(ride.id);

    const rider = await createSession(app);
    const refused = await postBooking(app, rider, { rideId: ride.id, seatsRequested: 1, bagsCount: 0 });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe(BOOKING_MESSAGES.rideUnavailable);

    const alert = await saveAlert(app, rider, alertBody("gainesville", "ocala", date));
    expect(await selectCandidates(app.db, { alertId: alert.id })).toEqual([]);
    expect(await selectCandidates(app.db, { rideIds: [ride.id] })).toEqual([]);
  });
});
