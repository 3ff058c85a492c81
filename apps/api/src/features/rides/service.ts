import { departureInstant, todayLocal } from "@campusride/shared/domain/local-time";
import { BOOKING_MESSAGES, TRIP_MESSAGES } from "@campusride/shared/messages";
import type { TripRequests } from "@campusride/shared/schemas/bookings";
import type {
  CreateRide,
  DriverRide,
  PublicRide,
  RideScope,
  UpdateRideInput,
} from "@campusride/shared/schemas/rides";
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { rideCreationRefusal } from "./policy.ts";
import {
  closeOwnActiveRide,
  findDriverStanding,
  findOwnRide,
  findRide,
  findRideByIdempotencyKey,
  insertRide,
  listDriverRides,
  settleCompletedRide,
  toDriverRide,
  toPublicRide,
  updateOwnActiveRide,
  type RideChanges,
} from "./queries.ts";

/** A ride id from the URL; anything that is not a UUID names no ride (404, not 400). */
function isRideId(value: string): boolean {
  return z.uuid().safeParse(value).success;
}

/** Refuses (403, with the reason and how to fix it) a user who may not offer rides. */
export async function assertMayCreateRides(db: Database, userId: string): Promise<void> {
  const refusal = rideCreationRefusal(await findDriverStanding(db, userId));
  if (refusal) throw new AppError("FORBIDDEN", refusal);
}

function assertNotDeparted(departureAt: Date, field: string): void {
  if (departureAt.getTime() <= Date.now()) {
    throw new AppError("VALIDATION", TRIP_MESSAGES.departurePast, {
      fields: { [field]: TRIP_MESSAGES.departurePast },
    });
  }
}

/**
 * Creates an active trip. With an idempotency key, a repeat of the driver's request (a
 * double click, a retry after a lost answer) returns the trip the first one made.
 */
export async function createRide(
  db: Database,
  driverId: string,
  input: CreateRide,
  idempotencyKey: string | undefined,
): Promise<{ ride: DriverRide; created: boolean }> {
  if (idempotencyKey) {
    const earlier = await findRideByIdempotencyKey(db, driverId, idempotencyKey);
    if (earlier) return { ride: toDriverRide(earlier), created: false };
  }
  const departureAt = departureInstant(input.departureDate, input.departureTime);
  assertNotDeparted(departureAt, "departureTime");
  const id = await insertRide(db, {
    driverId,
    departureCity: input.departureCity,
    destinationCity: input.destinationCity,
    originAddress: input.originAddress ?? null,
    destinationAddress: input.destinationAddress ?? null,
    originLat: input.originLat ?? null,
    originLng: input.originLng ?? null,
    destinationLat: input.destinationLat ?? null,
    destinationLng: input.destinationLng ?? null,
    departureDate: input.departureDate,
    departureTime: input.departureTime,
    departureAt,
    availableSeats: input.availableSeats,
    pricePerSeatCents: input.pricePerSeatCents,
    notes: input.notes ?? null,
    distanceMiles: input.distance ?? null,
    timeLength: input.timeLength?.trim() || null,
    status: "active",
    idempotencyKey: idempotencyKey ?? null,
  });
  // no id: the same key's first request inserted its trip in the meantime
  const row = id
    ? await findRide(db, id)
    : await findRideByIdempotencyKey(db, driverId, idempotencyKey ?? "");
  if (!row) throw new AppError("CONFLICT", TRIP_MESSAGES.createFailed);
  return { ride: toDriverRide(row), created: Boolean(id) };
}

export async function listMyRides(db: Database, driverId: string, scope: RideScope): Promise<DriverRide[]> {
  const rows = await listDriverRides(db, driverId, scope, todayLocal());
  return rows.map(toDriverRide);
}

/** An active ride for anyone (signed out too); any of the driver's own rides, with notes, for its driver. */
export async function getRide(
  db: Database,
  rideId: string,
  viewerId: string | undefined,
): Promise<PublicRide | DriverRide> {
  const row = isRideId(rideId) ? await findRide(db, rideId) : undefined;
  if (row && viewerId === row.driverId) return toDriverRide(row);
  if (!row || row.status !== "active") throw new AppError("NOT_FOUND", BOOKING_MESSAGES.rideUnavailable);
  return toPublicRide(row);
}

async function findOwnRideOrFail(db: Database, rideId: string, driverId: string, message: string) {
  const row = isRideId(rideId) ? await findOwnRide(db, rideId, driverId) : undefined;
  if (!row) throw new AppError("NOT_FOUND", message);
  return row;
}

/** 404 unless the ride is the driver's own (checked before an edit's body is judged). */
export async function assertOwnRide(db: Database, driverId: string, rideId: string): Promise<void> {
  await findOwnRideOrFail(db, rideId, driverId, TRIP_MESSAGES.notDriver);
}

type UpdateRide = { [K in keyof UpdateRideInput]?: Exclude<UpdateRideInput[K], undefined> };

/** Departure time, notes and seats of the driver's own active trip (spec §4, /rides/{id}/edit). */
export async function updateRide(
  db: Database,
  driverId: string,
  rideId: string,
  input: UpdateRide,
): Promise<DriverRide> {
  const ride = await findOwnRideOrFail(db, rideId, driverId, TRIP_MESSAGES.notDriver);
  if (ride.status !== "active") throw new AppError("CONFLICT", TRIP_MESSAGES.notActive);
  const changes: RideChanges = {};
  if (input.departureTime !== undefined) {
    changes.departureTime = input.departureTime;
    changes.departureAt = departureInstant(ride.departureDate, input.departureTime);
    assertNotDeparted(changes.departureAt, "departureTime");
  }
  if (input.notes !== undefined) changes.notes = input.notes || null;
  if (input.availableSeats !== undefined) changes.availableSeats = input.availableSeats;

  if (!(await updateOwnActiveRide(db, rideId, driverId, changes))) {
    // An approval or a status change got there first: say which.
    const now = await findOwnRideOrFail(db, rideId, driverId, TRIP_MESSAGES.notDriver);
    if (now.status !== "active") throw new AppError("CONFLICT", TRIP_MESSAGES.notActive);
    throw new AppError("CONFLICT", TRIP_MESSAGES.seatsBelowApproved);
  }
  return toDriverRide(await findOwnRideOrFail(db, rideId, driverId, TRIP_MESSAGES.notDriver));
}

/**
 * Marks the driver's own active trip completed or cancelled. A cancelled trip keeps its
 * requests as they are: its riders see 'Ride Cancelled' from the trip's status, and a
 * request on a trip that is no longer active can no longer be approved. A completed
 * trip settles its approved requests (see settleCompletedRide).
 */
export async function closeRide(
  db: Database,
  driverId: string,
  rideId: string,
  status: "completed" | "cancelled",
): Promise<DriverRide> {
  await findOwnRideOrFail(db, rideId, driverId, TRIP_MESSAGES.notDriver);
  const closed = await db.transaction(async (tx) => {
    if (!(await closeOwnActiveRide(tx, rideId, driverId, status))) return false;
    if (status === "completed") await settleCompletedRide(tx, rideId);
    return true;
  });
  if (!closed) throw new AppError("CONFLICT", TRIP_MESSAGES.notActive);
  return toDriverRide(await findOwnRideOrFail(db, rideId, driverId, TRIP_MESSAGES.notDriver));
}

/** The requests of a ride, by status; the bookings feature lists them (app.ts hands it in). */
export type ListRideRequests = (db: Database, rideId: string) => Promise<Omit<TripRequests, "ride">>;

/** The driver's own trip with its requests; anyone else learns nothing (404). */
export async function getTripRequests(
  db: Database,
  driverId: string,
  rideId: string,
  listRequests: ListRideRequests,
): Promise<TripRequests> {
  const ride = await findOwnRideOrFail(db, rideId, driverId, TRIP_MESSAGES.notFoundOrForbidden);
  return { ride: toDriverRide(ride), ...(await listRequests(db, rideId)) };
}
