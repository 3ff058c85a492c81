import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { rides } from "../../../src/db/schema/index.ts";
import { RELOAD_ALL_NOTICE, RIDE_CHANNEL } from "../../../src/features/search/sync.ts";
import { createTestApp } from "../../support/app.ts";
import { workerDatabase } from "../../support/database.ts";
import { driverWithOrlandoRide, foundIds, searchBody } from "../../support/search.ts";
import { dayFromToday } from "../../support/trips.ts";

// What the rides' triggers (src/db/functions/) announce, heard as every API instance
// hears it: on the database's own channel, over its own listening connection.
const app = await createTestApp();
const heard: string[] = [];
const stopListening = await (
  await workerDatabase()
).listen(RIDE_CHANNEL, { onNotification: (payload) => heard.push(payload), onListening: () => {} });
afterAll(() => stopListening());

/** Sends a payload no instance acts on, and waits until it is heard. */
async function mark(): Promise<string> {
  const marker = `test:${randomUUID()}`;
  await app.db.execute(sql`select pg_notify(${RIDE_CHANNEL}, ${marker})`);
  await expect.poll(() => heard.includes(marker), { timeout: 2_000, interval: 5 }).toBe(true);
  return marker;
}

/**
 * The notices `change` sends: those heard between a marker sent before it and one sent
 * after it (notices are delivered in the order their transactions commit).
 */
async function noticesOf(change: () => Promise<unknown>): Promise<string[]> {
  const before = await mark();
  await change();
  const after = await mark();
  return heard.slice(heard.indexOf(before) + 1, heard.indexOf(after));
}

async function rideOnDay(days: number) {
  const date = dayFromToday(days);
  const { ride } = await driverWithOrlandoRide(app, date);
  return { ride, body: searchBody("gainesville", "ocala", date) };
}

const update = (rideId: string, values: Partial<typeof rides.$inferInsert>) => () =>
  app.db.update(rides).set(values).where(eq(rides.id, rideId));

describe("the rides' change notices", () => {
  it("say nothing of an update a search cannot see: updated_at, a status written again", async () => {
    const { ride } = await rideOnDay(3);
    expect(await noticesOf(update(ride.id, { updatedAt: new Date() }))).toEqual([]);
    expect(await noticesOf(update(ride.id, { status: "active", idempotencyKey: null }))).toEqual([]);
  });

  it("announce each change of what a search shows or decides on, once per ride", async () => {
    const { ride } = await rideOnDay(4);
    const notice = [`r:${ride.id}`];
    expect(await noticesOf(update(ride.id, { seatsTaken: 1 }))).toEqual(notice);
    expect(await noticesOf(update(ride.id, { pricePerSeatCents: 1800, updatedAt: new Date() }))).toEqual(
      notice,
    );
    expect(await noticesOf(update(ride.id, { distanceMiles: 112 }))).toEqual(notice);
    expect(await noticesOf(update(ride.id, { originAddress: "Reitz Union, Gainesville" }))).toEqual(notice);
    expect(await noticesOf(update(ride.id, { notes: "Meet at the north garage" }))).toEqual(notice);
    expect(await noticesOf(update(ride.id, { status: "cancelled" }))).toEqual(notice);
  });

  it("announce a deleted ride, and the search drops it", async () => {
    const { ride, body } = await rideOnDay(5);
    expect(await foundIds(app, body)).toEqual([ride.id]);
    expect(await noticesOf(() => app.db.delete(rides).where(eq(rides.id, ride.id)))).toEqual([
      `r:${ride.id}`,
    ]);
    await expect.poll(() => foundIds(app, body), { timeout: 1_000, interval: 20 }).toEqual([]);
  });

  it("announce a TRUNCATE as one notice to read everything again, and the search does", async () => {
    const { ride, body } = await rideOnDay(6);
    expect(await foundIds(app, body)).toEqual([ride.id]);
    expect(await noticesOf(() => app.db.execute(sql`truncate rides cascade`))).toEqual([RELOAD_ALL_NOTICE]);
    await expect.poll(() => foundIds(app, body), { timeout: 1_000, interval: 20 }).toEqual([]);
  });
});
