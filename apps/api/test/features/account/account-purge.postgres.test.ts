import { PURGE_AFTER_DAYS } from "@campusride/shared/domain/deleted-account";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, driverLicenses, profiles, rides } from "../../../src/db/schema/index.ts";
import { purgeDeletedAccounts, tombstoneEmail } from "../../../src/features/account/purge.ts";
import { driverCar } from "../../support/accounts.ts";
import { createTestApp } from "../../support/app.ts";
import { uploadLicense } from "../../support/license-files.ts";
import { createSession } from "../../support/session.ts";
import { answerBooking, createDriverSession, createRide, requestSeats } from "../../support/trips.ts";

// Runners racing each other. PGlite runs one query at a time, so a claim that is not
// exclusive would never show there: this file runs on PostgreSQL only, with a pool of
// connections (each runner's transaction has its own).
describe("account deletion and purge on PostgreSQL", async () => {
  const app = await createTestApp();
  const DAY_MS = 24 * 60 * 60 * 1000;

  it("purges each deleted account once with six runners at the same time", async () => {
    const members = await Promise.all(
      Array.from({ length: 45 }, () => createSession(app, { userType: "driver", ...driverCar })),
    );
    for (const member of members.slice(0, 10)) {
      const upload = await uploadLicense(app, "/api/me/license", { cookie: member.cookie });
      expect(upload.statusCode, upload.body).toBe(201);
    }
    const keys = (
      await app.db
        .select({ key: driverLicenses.storageKey })
        .from(driverLicenses)
        .where(
          inArray(
            driverLicenses.userId,
            members.map((member) => member.user.id),
          ),
        )
    ).map((row) => row.key);
    expect(keys).toHaveLength(10);
    for (const member of members) {
      const response = await app.inject({
        method: "POST",
        url: "/api/me/delete",
        payload: {},
        headers: member.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
    }

    const now = new Date(Date.now() + (PURGE_AFTER_DAYS + 1) * DAY_MS);
    const runs = await Promise.all(
      Array.from({ length: 6 }, () => purgeDeletedAccounts(app.db, app.storage, { now })),
    );

    const purged = runs.flat();
    const ids = members.map((member) => member.user.id).sort();
    expect(purged.filter((id) => ids.includes(id)).sort()).toEqual(ids);
    // no account twice
    expect(new Set(purged).size).toBe(purged.length);
    const rows = await app.db.select().from(profiles).where(inArray(profiles.id, ids));
    for (const row of rows) {
      expect(row).toMatchObject({ email: tombstoneEmail(row.id), purgedAt: now, phone: null });
    }
    for (const key of keys) expect(await app.storage.get(key)).toBeNull();
  });

  it("a deletion racing the driver's approvals leaves the seats equal to the approved requests", async () => {
    const driver = await createDriverSession(app);
    const ride = await createRide(app, driver, { availableSeats: 7 });
    const riders = await Promise.all(Array.from({ length: 6 }, () => createSession(app)));
    const requests = await Promise.all(riders.map((rider) => requestSeats(app, rider, ride.id, 1)));

    await Promise.all([
      ...requests.map((request) => answerBooking(app, driver, request.id, "approve")),
      ...riders.map((rider) =>
        app.inject({ method: "POST", url: "/api/me/delete", payload: {}, headers: rider.headers }),
      ),
    ]);

    const states = await app.db
      .select({ status: bookings.status, seats: bookings.seatsRequested })
      .from(bookings)
      .where(eq(bookings.rideId, ride.id));
    // every rider is gone: no request of theirs is left live
    expect(states.every((state) => state.status === "cancelled")).toBe(true);
    const [trip] = await app.db.select().from(rides).where(eq(rides.id, ride.id));
    expect(trip!.seatsTaken).toBe(0);
  });
});
