import { CAMPUSES } from "@campusride/shared/domain/campuses";
import {
  estimateDurationSeconds,
  estimateRoadMiles,
  formatDuration,
} from "@campusride/shared/domain/distance";
import { addDaysLocal, departureInstant, todayLocal } from "@campusride/shared/domain/local-time";
import { riderSeatPriceCents } from "@campusride/shared/domain/payments";
import { inArray, sql } from "drizzle-orm";
import type { Database } from "./client.ts";
import { bookings, reviews, rides, type NewRideRow } from "./schema/index.ts";
import { now as clockNow } from "../lib/clock.ts";

/**
 * Trips the demo drivers have already made, so that reviews can be tried at once: the
 * first demo driver's (driver@demo) completed trips with the demo riders, not reviewed
 * by anyone yet (write the first review from either side); the other drivers' completed
 * trip with reviews both ways, published, so that search shows their ratings.
 */
const PAST_TRIPS = [
  { driver: 0, from: "fsu", to: "ufl", daysAgo: 3, reviewed: false },
  { driver: 0, from: "usf", to: "ufl", daysAgo: 6, reviewed: false },
  { driver: 0, from: "ufl", to: "fiu", daysAgo: 9, reviewed: false },
  { driver: 2, from: "ucf", to: "usf", daysAgo: 5, reviewed: true },
  { driver: 3, from: "fiu", to: "fau", daysAgo: 4, reviewed: true },
] as const;

const PRICE_PER_SEAT_CENTS = 1500;

function campus(id: string) {
  const found = CAMPUSES.find((entry) => entry.id === id);
  if (!found) throw new Error(`unknown campus ${id}`);
  return found;
}

/**
 * Writes the demo's completed trips (PAST_TRIPS) once: nothing when the demo drivers
 * already have a completed trip. `driverIds` in the demo accounts' order.
 */
export async function seedDemoPastTrips(
  db: Database,
  {
    driverIds,
    riderIds,
    now = clockNow(),
  }: { driverIds: readonly string[]; riderIds: readonly string[]; now?: Date },
): Promise<number> {
  if (driverIds.length === 0 || riderIds.length === 0) return 0;
  const [done] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(rides)
    .where(sql`${inArray(rides.driverId, [...driverIds])} and ${rides.status} = 'completed'`);
  if (Number(done?.count ?? 0) > 0) return 0;
  const today = todayLocal(now);
  const trips = PAST_TRIPS.filter((trip) => driverIds[trip.driver] !== undefined);
  return db.transaction(async (tx) => {
    for (const trip of trips) {
      const driverId = driverIds[trip.driver]!;
      const riders = riderIds.filter((id) => id !== driverId);
      const [from, to] = [campus(trip.from), campus(trip.to)];
      const miles = Math.round(estimateRoadMiles(from, to));
      const date = addDaysLocal(today, -trip.daysAgo);
      const row: NewRideRow = {
        driverId,
        departureCity: `${from.city}, ${from.state}`,
        destinationCity: `${to.city}, ${to.state}`,
        originAddress: `${from.name}, ${from.city}, ${from.state}`,
        destinationAddress: `${to.name}, ${to.city}, ${to.state}`,
        departureDate: date,
        departureTime: "09:00",
        departureAt: departureInstant(date, "09:00"),
        availableSeats: Math.max(riders.length, 1),
        seatsTaken: riders.length,
        pricePerSeatCents: PRICE_PER_SEAT_CENTS,
        priceCents: PRICE_PER_SEAT_CENTS * riders.length,
        distanceMiles: miles,
        timeLength: formatDuration(estimateDurationSeconds(miles)),
        status: "completed",
      };
      const [ride] = await tx.insert(rides).values(row).returning({ id: rides.id });
      if (riders.length === 0) continue;
      await tx.insert(bookings).values(
        riders.map((riderId) => ({
          rideId: ride!.id,
          riderId,
          seatsRequested: 1,
          bagsCount: 1,
          totalPriceCents: PRICE_PER_SEAT_CENTS,
          priceCents: riderSeatPriceCents("pay_at_pickup", PRICE_PER_SEAT_CENTS),
          status: "completed" as const,
        })),
      );
      if (!trip.reviewed) continue;
      const publishedAt = departureInstant(addDaysLocal(date, 1), "12:00");
      await tx.insert(reviews).values(
        riders.flatMap((riderId, order) => [
          {
            rideId: ride!.id,
            authorId: riderId,
            subjectId: driverId,
            authorRole: "rider" as const,
            rating: order === 0 ? 5 : 4,
            tags: ["On time", "Safe driving"],
            comment: order === 0 ? "Smooth ride and great music." : null,
            publishedAt,
          },
          {
            rideId: ride!.id,
            authorId: driverId,
            subjectId: riderId,
            authorRole: "driver" as const,
            rating: 5,
            tags: ["On time", "Friendly"],
            comment: null,
            publishedAt,
          },
        ]),
      );
    }
    return trips.length;
  });
}
