import { CAMPUSES, type Campus } from "@campusride/shared/domain/campuses";
import {
  estimateDurationSeconds,
  estimateRoadMiles,
  formatDuration,
} from "@campusride/shared/domain/distance";
import { addDaysLocal, departureInstant, todayLocal } from "@campusride/shared/domain/local-time";
import { mpgFor } from "@campusride/shared/domain/mpg";
import { riderSeatPriceCents } from "@campusride/shared/domain/payments";
import { suggestedPricePerSeatCents } from "@campusride/shared/domain/pricing";
import { seededRandom } from "@campusride/shared/seeded-random";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "./client.ts";
import {
  bookings,
  notifications,
  profiles,
  rides,
  type NewBookingRow,
  type NewRideRow,
} from "./schema/index.ts";
import { now as clockNow } from "../lib/clock.ts";

/** How many trips the demo data offers, spread over the next DAYS days. */
const TRIPS = 60;
const DAYS = 30;

/**
 * The routes students ride most: between the big campuses, Gainesville's first (it is
 * where most demo drivers study). Each trip goes one way or the other.
 */
const ROUTES: ReadonlyArray<readonly [string, string]> = [
  ["ufl", "ucf"],
  ["ufl", "usf"],
  ["ufl", "fiu"],
  ["ufl", "fsu"],
  ["ufl", "unf"],
  ["ufl", "fau"],
  ["ufl", "erau"],
  ["sfcollege", "valencia"],
  ["fsu", "ucf"],
  ["fsu", "usf"],
  ["fsu", "uwf"],
  ["ucf", "fiu"],
  ["ucf", "usf"],
  ["ucf", "fit"],
  ["usf", "fgcu"],
  ["usf", "ncf"],
  ["fiu", "fau"],
  ["unf", "ucf"],
];

/**
 * The one trip the demo data always offers, whatever the draw: University of Florida
 * (Gainesville) → UCF (Orlando), two days from today at 07:45 (off the half-hour slots of
 * the other trips, so it is told apart), four seats and no requests. A rider going
 * Gainesville → Ocala finds it on the way; the browser journey (e2e/tests/rider-search.spec.ts)
 * books a seat on it.
 */
export const SHOWCASE_TRIP = { from: "ufl", to: "ucf", daysAhead: 2, time: "07:45", seats: 4 } as const;
/** The showcase takes the first trip's place (its route is UF – UCF already). */
const SHOWCASE_INDEX = 0;

/** Departure times drivers pick: on the hour or half hour, 06:00 to 20:30. */
const FIRST_SLOT = 12;
const SLOTS = 30;

const NOTES = [
  "Leaving from the main campus entrance. One small bag per person, please.",
  "Happy to stop for coffee on the way. No smoking in the car.",
  "Can pick up near the library. Text me when you are close.",
  null,
  null,
];

function campus(id: string): Campus {
  const found = CAMPUSES.find((entry) => entry.id === id);
  if (!found) throw new Error(`unknown campus ${id}`);
  return found;
}

export interface DemoRideOptions {
  /** Verified drivers who offer the trips. */
  driverIds: readonly string[];
  /** Riders who request seats on them. */
  riderIds: readonly string[];
  now?: Date;
}

export interface DemoRideCounts {
  rides: number;
  pending: number;
  approved: number;
}

/**
 * Offers about 60 active trips between Florida campuses over the next 30 days, by the
 * verified demo drivers, with pending and approved seat requests from the demo riders,
 * so that a newcomer's first search finds something and a driver's dashboard has
 * requests to answer. Does nothing when the demo drivers already offer trips.
 */
export async function seedDemoRides(db: Database, options: DemoRideOptions): Promise<DemoRideCounts> {
  const { driverIds, riderIds, now = clockNow() } = options;
  if (driverIds.length === 0) return { rides: 0, pending: 0, approved: 0 };
  const [existing] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(rides)
    .where(inArray(rides.driverId, [...driverIds]));
  if (Number(existing?.count ?? 0) > 0) return { rides: 0, pending: 0, approved: 0 };

  const cars = await db
    .select({ id: profiles.id, carMake: profiles.carMake, carModel: profiles.carModel })
    .from(profiles)
    .where(inArray(profiles.id, [...driverIds]));
  const mpgOf = new Map(cars.map((car) => [car.id, mpgFor(car.carMake, car.carModel)]));

  const random = seededRandom(2026);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const today = todayLocal(now);
  const planned: NewRideRow[] = [];
  for (let trip = 0; trip < TRIPS; trip += 1) {
    const [first, second] = ROUTES[trip % ROUTES.length] as readonly [string, string];
    const isShowcase = trip === SHOWCASE_INDEX;
    // the draws are made for the showcase trip too, so the other trips stay as they were
    const isForward = random() < 0.5;
    const [from, to] = isShowcase
      ? [campus(SHOWCASE_TRIP.from), campus(SHOWCASE_TRIP.to)]
      : isForward
        ? [campus(first), campus(second)]
        : [campus(second), campus(first)];
    const driverId = driverIds[trip % driverIds.length] as string;
    // tomorrow onwards: a trip later today could already have left by the time someone looks
    const daysAhead = 1 + Math.floor(random() * DAYS);
    const departureDate = addDaysLocal(today, isShowcase ? SHOWCASE_TRIP.daysAhead : daysAhead);
    const slot = FIRST_SLOT + Math.floor(random() * SLOTS);
    const departureTime = isShowcase
      ? SHOWCASE_TRIP.time
      : `${String(Math.floor(slot / 2)).padStart(2, "0")}:${slot % 2 ? "30" : "00"}`;
    const miles = Math.round(estimateRoadMiles(from, to));
    const suggested = suggestedPricePerSeatCents(miles, mpgOf.get(driverId));
    planned.push({
      driverId,
      departureCity: `${from.city}, ${from.state}`,
      destinationCity: `${to.city}, ${to.state}`,
      originAddress: `${from.name}, ${from.city}, ${from.state}`,
      destinationAddress: `${to.name}, ${to.city}, ${to.state}`,
      originLat: from.lat,
      originLng: from.lng,
      destinationLat: to.lat,
      destinationLng: to.lng,
      departureDate,
      departureTime,
      departureAt: departureInstant(departureDate, departureTime),
      availableSeats: isShowcase ? SHOWCASE_TRIP.seats : 2 + Math.floor(random() * 3),
      // drivers round the suggested price to the half dollar
      pricePerSeatCents: Math.max(500, Math.round(suggested / 50) * 50),
      distanceMiles: miles,
      timeLength: formatDuration(estimateDurationSeconds(miles)),
      notes: pick(NOTES),
    });
  }

  return db.transaction(async (tx) => {
    const created = await tx
      .insert(rides)
      .values(planned)
      .returning({ id: rides.id, driverId: rides.driverId, price: rides.pricePerSeatCents });
    const requests: NewBookingRow[] = [];
    const seatsTaken = new Map<string, number>();
    created.forEach((ride, index) => {
      // about half the trips have requests; a rider never asks for a seat on their own trip
      if (index % 2 === 1 || index === SHOWCASE_INDEX) return;
      riderIds
        .filter((riderId) => riderId !== ride.driverId)
        .forEach((riderId, order) => {
          const seats = 1;
          const taken = seatsTaken.get(ride.id) ?? 0;
          const room = (planned[index]?.availableSeats ?? 0) - taken;
          const status = (index + order) % 3 === 0 && room >= seats ? "approved" : "pending";
          if (status === "pending" && random() < 0.3) return;
          if (status === "approved") seatsTaken.set(ride.id, taken + seats);
          requests.push({
            rideId: ride.id,
            riderId,
            seatsRequested: seats,
            bagsCount: Math.floor(random() * 3),
            totalPriceCents: ride.price * seats,
            // demo bookings are paid at pickup (their payments are made so): no fee
            priceCents: riderSeatPriceCents("pay_at_pickup", ride.price) * seats,
            status,
            notes: order === 0 ? "Could you pick me up near the student union?" : null,
          });
        });
    });
    if (requests.length > 0) await tx.insert(bookings).values(requests);
    // The pending requests ring the demo drivers' bell (written by the bookings trigger),
    // but mail no one: a first start would otherwise queue dozens of emails.
    await tx
      .update(notifications)
      .set({ emailStatus: "none", emailAt: null })
      .where(
        and(
          inArray(
            notifications.rideId,
            created.map((ride) => ride.id),
          ),
          eq(notifications.emailStatus, "pending"),
        ),
      );
    for (const [rideId, taken] of seatsTaken) {
      await tx
        .update(rides)
        .set({ seatsTaken: sql`${rides.seatsTaken} + ${taken}` })
        .where(eq(rides.id, rideId));
    }
    return {
      rides: created.length,
      pending: requests.filter((request) => request.status === "pending").length,
      approved: requests.filter((request) => request.status === "approved").length,
    };
  });
}
