import {
  departureInstant,
  localTimeExists,
  shortTime,
  todayLocal,
} from "@campusride/shared/domain/local-time";
import { mayJoinTrip } from "@campusride/shared/domain/trip-preferences";
import { BOOKING_MESSAGES, IDEMPOTENCY_MESSAGES, TRIP_MESSAGES } from "@campusride/shared/messages";
import type { TripRequests } from "@campusride/shared/schemas/bookings";
import { isSpotTooFar } from "@campusride/shared/domain/trip-spots";
import type {
  CreateRide,
  CreatedRide,
  DriverRide,
  PublicRide,
  RideScope,
  UpdateRideInput,
} from "@campusride/shared/schemas/rides";
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import type { NewRideRow } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { dropoffColumns, newTripRow, pickupColumns } from "../../lib/new-trip.ts";
import { toPublicRide } from "../../lib/public-ride.ts";
import { rideCreationRefusal } from "./policy.ts";
import { isSameReturn, returnLegValues } from "./return-leg.ts";
import {
  closeOwnActiveRide,
  recordLateCancellation,
  findDriverStanding,
  findOwnRide,
  findRide,
  findRideForViewer,
  findRideByIdempotencyKey,
  findRidesByIds,
  findRideReadingsFor,
  hasRidersWithoutWomenOnly,
  insertRide,
  lockLiveDriver,
  listDriverRides,
  toDriverRide,
  updateOwnActiveRide,
  type RideChanges,
  type RideWithDriverRow,
} from "./queries.ts";
import { nowMs } from "../../lib/clock.ts";

/** A ride id from the URL; anything that is not a UUID names no ride (404, not 400). */
function isRideId(value: string): boolean {
  return z.uuid().safeParse(value).success;
}

/** Refuses (403, with the reason and how to fix it) a user who may not offer rides. */
export async function assertMayCreateRides(db: Database, userId: string): Promise<void> {
  const refusal = rideCreationRefusal(await findDriverStanding(db, userId));
  if (refusal) throw new AppError("FORBIDDEN", refusal);
}

/** The instant a trip leaves, refused (400) when the clocks skip that time or it has passed. */
function futureDeparture(date: string, time: string): Date {
  const refuse = (message: string) =>
    new AppError("VALIDATION", message, { fields: { departureTime: message } });
  if (!localTimeExists(date, time)) throw refuse(TRIP_MESSAGES.timeSkipped);
  const departureAt = departureInstant(date, time);
  if (departureAt.getTime() <= nowMs()) throw refuse(TRIP_MESSAGES.departurePast);
  return departureAt;
}

/**
 * Creates an active trip, and with `returnTrip` its return leg in the same transaction (a
 * round trip, docs/product/trips.md#round-trips). With an idempotency key, a repeat of the
 * driver's request (a double click, a retry after a lost answer) returns the trip (and
 * return) the first one made.
 */
export async function createRide(
  db: Database,
  driverId: string,
  input: CreateRide,
  idempotencyKey: string | undefined,
): Promise<{ ride: CreatedRide; created: boolean }> {
  if (idempotencyKey) {
    const earlier = await findRideByIdempotencyKey(db, driverId, idempotencyKey);
    if (earlier) return replayed(db, earlier, input);
  }
  const departureAt = futureDeparture(input.departureDate, input.departureTime);
  const values: NewRideRow = {
    ...newTripRow(driverId, input, { date: input.departureDate, time: input.departureTime, at: departureAt }),
    idempotencyKey: idempotencyKey ?? null,
  };
  // judged before anything is written: a refused return leaves no trip behind
  const back = input.returnTrip ? returnLegValues(values, input.returnTrip, idempotencyKey) : undefined;
  // the role checks ran before: a deactivation committed since refuses the trip here
  const id = await db.transaction(async (tx) => {
    if (!(await lockLiveDriver(tx, driverId))) throw new AppError("FORBIDDEN", TRIP_MESSAGES.onlyDrivers);
    const outboundId = await insertRide(tx, values);
    // no id: the same key's first request made its trip (and return) in the meantime
    if (outboundId && back) {
      const returnId = await insertRide(tx, { ...back, returnOfRideId: outboundId });
      if (!returnId) throw new AppError("CONFLICT", TRIP_MESSAGES.createFailed);
    }
    return outboundId;
  });
  if (!id) {
    const earlier = await findRideByIdempotencyKey(db, driverId, idempotencyKey ?? "");
    if (!earlier) throw new AppError("CONFLICT", TRIP_MESSAGES.createFailed);
    return replayed(db, earlier, input);
  }
  const row = await findRide(db, id);
  if (!row) throw new AppError("CONFLICT", TRIP_MESSAGES.createFailed);
  return { ride: await withReturnTrip(db, row), created: true };
}

/** The trip as its driver reads it, with its return leg when it has one. */
async function withReturnTrip(db: Database, row: RideWithDriverRow): Promise<CreatedRide> {
  const back = row.returnRideId ? await findRide(db, row.returnRideId) : undefined;
  return { ...toDriverRide(row), ...(back ? { returnTrip: toDriverRide(back) } : {}) };
}

/** The first answer again, for a repeat of the same trip; a key reused for another trip is refused. */
async function replayed(
  db: Database,
  earlier: RideWithDriverRow,
  input: CreateRide,
): Promise<{ ride: CreatedRide; created: false }> {
  const back = earlier.returnRideId ? await findRide(db, earlier.returnRideId) : undefined;
  const isSameTrip =
    earlier.departureCity === input.departureCity &&
    earlier.destinationCity === input.destinationCity &&
    earlier.departureDate === input.departureDate &&
    shortTime(earlier.departureTime) === input.departureTime &&
    earlier.availableSeats === input.availableSeats &&
    earlier.pricePerSeatCents === input.pricePerSeatCents &&
    isSameReturn(back, input.returnTrip);
  if (!isSameTrip) throw new AppError("IDEMPOTENCY_KEY_REUSED", IDEMPOTENCY_MESSAGES.keyReused);
  return { ride: await withReturnTrip(db, earlier), created: false };
}

export async function listMyRides(db: Database, driverId: string, scope: RideScope): Promise<DriverRide[]> {
  const rows = await listDriverRides(db, driverId, scope, todayLocal());
  return rows.map(toDriverRide);
}

/**
 * An active ride for anyone (signed out too), its notes with contact details hidden but
 * for a rider holding a confirmed seat; any of the driver's own rides for its driver.
 */
export async function getRide(
  db: Database,
  rideId: string,
  viewerId: string | undefined,
): Promise<PublicRide | DriverRide> {
  if (!isRideId(rideId)) throw new AppError("NOT_FOUND", BOOKING_MESSAGES.rideUnavailable);
  if (viewerId === undefined) {
    const row = await findRide(db, rideId);
    if (!row || row.status !== "active" || row.womenOnly)
      throw new AppError("NOT_FOUND", BOOKING_MESSAGES.rideUnavailable);
    return toPublicRide(row, undefined);
  }
  // the ride and where the viewer stands with it, in one query
  const row = await findRideForViewer(db, rideId, viewerId);
  if (row && viewerId === row.driverId) return toDriverRide(row);
  if (!row || row.status !== "active") throw new AppError("NOT_FOUND", BOOKING_MESSAGES.rideUnavailable);
  const { viewer } = row;
  // a block either way hides the trip, exactly as if it did not exist (decision 0028); a
  // rider whose seat on it stands already knows the trip, and hears where that seat is
  if (viewer.isBlocked) {
    throw new AppError(
      "NOT_FOUND",
      viewer.hasConfirmedSeat ? BOOKING_MESSAGES.tripHiddenWithSeat : BOOKING_MESSAGES.rideUnavailable,
    );
  }
  // a women-only trip does not exist for anyone it is not for (its riders still see it)
  if (row.womenOnly && !(viewer.isOnTrip || mayJoinTrip(row, viewer.womenOnlyTrips))) {
    throw new AppError("NOT_FOUND", BOOKING_MESSAGES.rideUnavailable);
  }
  // their confirmed seat reads the notes as written and, with no block between them, the spots
  return toPublicRide(row, viewer.hasConfirmedSeat ? { notesAsWritten: true, withSpots: true } : undefined);
}

function spotRefusal(field: "pickupSpot" | "dropoffSpot", message: string): AppError {
  return new AppError("VALIDATION", message, { fields: { [field]: message } });
}

function womenOnlyRefusal(): AppError {
  const message = TRIP_MESSAGES.womenOnlyWithOtherRiders;
  return new AppError("CONFLICT", message, { fields: { "preferences.womenOnly": message } });
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

/**
 * Departure time, notes, seats, spots, preferences and instant booking of the driver's own active
 * trip (/rides/{id}/edit, docs/product/trips.md#editing). Preferences change for the riders already on it too,
 * except women-only: a trip becomes women-only only while every rider with a pending or
 * approved request on it asks for women-only trips.
 */
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
    changes.departureAt = futureDeparture(ride.departureDate, input.departureTime);
  }
  if (input.notes !== undefined) changes.notes = input.notes || null;
  if (input.pickupSpot !== undefined) {
    if (input.pickupSpot && isSpotTooFar(input.pickupSpot, { lat: ride.originLat, lng: ride.originLng })) {
      throw spotRefusal("pickupSpot", TRIP_MESSAGES.pickupSpotTooFar);
    }
    Object.assign(changes, pickupColumns(input.pickupSpot));
  }
  if (input.dropoffSpot !== undefined) {
    const end = { lat: ride.destinationLat, lng: ride.destinationLng };
    if (input.dropoffSpot && isSpotTooFar(input.dropoffSpot, end)) {
      throw spotRefusal("dropoffSpot", TRIP_MESSAGES.dropoffSpotTooFar);
    }
    Object.assign(changes, dropoffColumns(input.dropoffSpot));
  }
  if (input.availableSeats !== undefined) changes.availableSeats = input.availableSeats;
  Object.assign(changes, input.preferences);
  if (input.instantBooking !== undefined) changes.instantBooking = input.instantBooking;
  const isBecomingWomenOnly = changes.womenOnly === true && !ride.womenOnly;
  if (isBecomingWomenOnly && (await hasRidersWithoutWomenOnly(db, rideId))) {
    throw womenOnlyRefusal();
  }

  if (!(await updateOwnActiveRide(db, rideId, driverId, changes))) {
    // An approval, a request or a status change got there first: say which.
    const now = await findOwnRideOrFail(db, rideId, driverId, TRIP_MESSAGES.notDriver);
    if (now.status !== "active") throw new AppError("CONFLICT", TRIP_MESSAGES.notActive);
    if (isBecomingWomenOnly && (await hasRidersWithoutWomenOnly(db, rideId))) throw womenOnlyRefusal();
    throw new AppError("CONFLICT", TRIP_MESSAGES.seatsBelowApproved);
  }
  return toDriverRide(await findOwnRideOrFail(db, rideId, driverId, TRIP_MESSAGES.notDriver));
}

/**
 * What a trip's bookings do when its driver closes it; the bookings feature answers (its
 * plugin decorates `app.rideBookings`, app.ts hands it in).
 */
export interface RideBookings {
  /** Inside the transaction that completes the ride, after its row: its confirmed seats are completed. */
  complete(tx: Database, rideId: string): Promise<void>;
  /** After the trip's completion or cancellation committed: its bookings' money follows. */
  follow(rideId: string): Promise<void>;
}

/**
 * Marks the driver's own active trip completed or cancelled, in one transaction with what
 * follows from it: a completed trip's confirmed seats are completed (the bookings
 * lifecycle's step, `bookingsOfRide.complete`); a cancelled trip keeps its requests as they
 * are (its riders see 'Ride Cancelled' from the trip's status) and may be marked 'cancelled
 * late'. Their money follows once committed (the route calls the bookings' `follow`).
 */
export async function closeRide(
  db: Database,
  driverId: string,
  rideId: string,
  status: "completed" | "cancelled",
  bookingsOfRide: Pick<RideBookings, "complete">,
): Promise<DriverRide> {
  const ride = await findOwnRideOrFail(db, rideId, driverId, TRIP_MESSAGES.notDriver);
  // earnings and spending count completed trips: one that has not left has not happened
  if (status === "completed" && ride.status === "active" && ride.departureAt.getTime() > nowMs()) {
    throw new AppError("CONFLICT", TRIP_MESSAGES.notDepartedYet);
  }
  const closed = await db.transaction(async (tx) => {
    if (!(await closeOwnActiveRide(tx, rideId, driverId, status))) return false;
    if (status === "completed") await bookingsOfRide.complete(tx, rideId);
    else await recordLateCancellation(tx, rideId);
    return true;
  });
  if (!closed) throw new AppError("CONFLICT", TRIP_MESSAGES.notActive);
  return toDriverRide(await findOwnRideOrFail(db, rideId, driverId, TRIP_MESSAGES.notDriver));
}

/**
 * A driver's edit and cancellation of one trip, whole: the change, then the search told
 * (`onRideChanged`), and after a cancellation its bookings' money following. PATCH
 * /api/rides/:id and /cancel use them, and a weekly series for each of its trips
 * (app.ts hands them in).
 */
export function tripCommands(
  rideBookings: Pick<RideBookings, "complete" | "follow">,
  onRideChanged: (rideId: string) => Promise<void>,
) {
  return {
    async update(db: Database, driverId: string, rideId: string, input: UpdateRide): Promise<DriverRide> {
      const ride = await updateRide(db, driverId, rideId, input);
      await onRideChanged(ride.id);
      return ride;
    },
    async cancel(db: Database, driverId: string, rideId: string): Promise<DriverRide> {
      const ride = await closeRide(db, driverId, rideId, "cancelled", rideBookings);
      await onRideChanged(ride.id);
      await rideBookings.follow(ride.id);
      return ride;
    },
  };
}

/**
 * The public view of these rides, whatever their status (a rider's booking still shows
 * its cancelled or completed ride), as `viewerId` reads their notes; the bookings feature
 * asks for them (app.ts hands it in).
 */
export async function findPublicRides(
  db: Database,
  rideIds: readonly string[],
  viewerId: string,
): Promise<PublicRide[]> {
  const [rows, readings] = await Promise.all([
    findRidesByIds(db, rideIds),
    findRideReadingsFor(db, viewerId, rideIds),
  ]);
  return rows.map((row) => toPublicRide(row, readings.get(row.id)));
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
