import { todayLocal } from "@campusride/shared/domain/local-time";
import { mayJoinTrip } from "@campusride/shared/domain/trip-preferences";
import { SERIES_MAX_MONTHS } from "@campusride/shared/domain/ride-series";
import {
  BOOKING_MESSAGES,
  IDEMPOTENCY_MESSAGES,
  SERIES_MESSAGES,
  TRIP_MESSAGES,
} from "@campusride/shared/messages";
import type { Booking } from "@campusride/shared/schemas/bookings";
import {
  latestSeriesEnd,
  type CreateRideSeries,
  type RequestRideSeriesResult,
  type RideSeries,
  type RideSeriesWithRides,
  type UpdateRideSeries,
} from "@campusride/shared/schemas/ride-series";
import type { PublicRide } from "@campusride/shared/schemas/rides";
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { now } from "../../lib/clock.ts";
import type { TripOffer } from "../../lib/new-trip.ts";
import { makeOccurrenceBatch } from "./occurrences.ts";
import { assertNoOverlap, scheduledDates } from "./overlap.ts";
import {
  findSeries,
  findSeriesByIdempotencyKey,
  findViewerOfSeries,
  insertSeries,
  listDriverSeries,
  listUpcomingOccurrences,
  lockLiveSeriesDriver,
  repriceTripWithoutRiders,
  toRideSeries,
  updateActiveSeries,
  type SeriesRow,
} from "./queries.ts";

/**
 * What a series does to its trips through the rides feature, whose rules it follows
 * (app.ts hands them in): each trip is an ordinary trip.
 */
export interface SeriesTrips {
  /** The public view of these rides as the viewer reads them (the rides feature's). */
  findRides(db: Database, rideIds: readonly string[], viewerId: string): Promise<PublicRide[]>;
  /** Trips were made or changed and committed: the search shows them, ride alerts hear of them. */
  onRidesChanged(rideIds: readonly string[]): Promise<void>;
  /** PATCH /api/rides/:id's edit of one trip, under its rules (the search told). */
  update(
    db: Database,
    driverId: string,
    rideId: string,
    input: { availableSeats?: number; notes?: string; departureTime?: string },
  ): Promise<unknown>;
  /** POST /api/rides/:id/cancel's cancellation of one trip: its riders told, their money following. */
  cancel(db: Database, driverId: string, rideId: string): Promise<unknown>;
}

/** A rider's seat request, as POST /api/bookings makes it (the bookings feature's). */
export interface SeatRequests {
  request(
    db: Database,
    riderId: string,
    input: { rideId: string; seatsRequested: number; bagsCount: number; notes?: string },
  ): Promise<{ booking: Booking; created: boolean }>;
  /** After seats were taken at once (instant booking): the riders' receipts. */
  receipt(bookingIds: string[]): Promise<void>;
}

/** A series id from the URL; anything that is not a UUID names no series (404, not 400). */
function isSeriesId(value: string): boolean {
  return z.uuid().safeParse(value).success;
}

function fieldError(code: "VALIDATION", field: string, message: string): AppError {
  return new AppError(code, message, { fields: { [field]: message } });
}

async function withUpcomingRides(
  db: Database,
  trips: SeriesTrips,
  row: SeriesRow,
  viewerId: string,
): Promise<RideSeriesWithRides> {
  const upcoming = await listUpcomingOccurrences(db, row.id);
  const rides = await trips.findRides(
    db,
    upcoming.map((ride) => ride.id),
    viewerId,
  );
  const order = new Map(upcoming.map((ride, index) => [ride.id, index]));
  rides.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  return { series: toRideSeries(row), rides };
}

async function reread(db: Database, seriesId: string): Promise<SeriesRow> {
  const row = await findSeries(db, seriesId);
  if (!row) throw new AppError("NOT_FOUND", SERIES_MESSAGES.notFound);
  return row;
}

/** The first answer again, for a repeat of the same schedule; a key reused for another one is refused. */
function assertSameSeries(earlier: SeriesRow, input: CreateRideSeries): void {
  const isSame =
    earlier.startsOn === input.startsOn &&
    earlier.endsOn === input.endsOn &&
    earlier.departureTime.slice(0, 5) === input.departureTime &&
    earlier.weekdays.join() === input.weekdays.join() &&
    earlier.template.departureCity === input.departureCity &&
    earlier.template.destinationCity === input.destinationCity;
  if (!isSame) throw new AppError("IDEMPOTENCY_KEY_REUSED", IDEMPOTENCY_MESSAGES.keyReused);
}

/**
 * A driver's weekly series (docs/product/recurring-rides.md): checked (a first date not
 * past, at least one trip in its range, no trip overlapping another of theirs), then in
 * one transaction the series and its trips of the next four weeks, each an ordinary trip
 * told to the search and ride alerts once committed. With an idempotency key, a repeat
 * returns the series the first one made.
 */
export async function createSeries(
  db: Database,
  trips: SeriesTrips,
  driverId: string,
  input: CreateRideSeries,
  idempotencyKey: string | undefined,
): Promise<{ result: RideSeriesWithRides; created: boolean }> {
  const replay = async (earlier: SeriesRow) => {
    assertSameSeries(earlier, input);
    return { result: await withUpcomingRides(db, trips, earlier, driverId), created: false };
  };
  if (idempotencyKey) {
    const earlier = await findSeriesByIdempotencyKey(db, driverId, idempotencyKey);
    if (earlier) return replay(earlier);
  }
  const today = todayLocal(now());
  if (input.startsOn < today) throw fieldError("VALIDATION", "startsOn", SERIES_MESSAGES.startsPast);
  if (input.endsOn > latestSeriesEnd(input.startsOn)) {
    throw fieldError("VALIDATION", "endsOn", SERIES_MESSAGES.tooLong(SERIES_MAX_MONTHS));
  }
  const { weekdays, departureTime, startsOn, endsOn, ...offer } = input;
  const template: TripOffer = offer;
  const schedule = { weekdays, departureTime, from: startsOn, through: endsOn, template };
  if (scheduledDates(schedule).length === 0) {
    throw fieldError("VALIDATION", "weekdays", SERIES_MESSAGES.noDates);
  }
  await assertNoOverlap(db, driverId, schedule);

  const made = await db.transaction(async (tx) => {
    if (!(await lockLiveSeriesDriver(tx, driverId)))
      throw new AppError("FORBIDDEN", TRIP_MESSAGES.onlyDrivers);
    const seriesId = await insertSeries(tx, {
      driverId,
      weekdays,
      departureTime,
      startsOn,
      endsOn,
      template,
      idempotencyKey: idempotencyKey ?? null,
    });
    if (!seriesId) return undefined;
    const { rideIds } = await makeOccurrenceBatch(tx, seriesId);
    return { seriesId, rideIds };
  });
  // no id: the same key's first request made its series in the meantime
  if (!made) {
    const earlier = await findSeriesByIdempotencyKey(db, driverId, idempotencyKey ?? "");
    if (!earlier) throw new AppError("CONFLICT", SERIES_MESSAGES.createFailed);
    return replay(earlier);
  }
  await trips.onRidesChanged(made.rideIds);
  const row = await reread(db, made.seriesId);
  return { result: await withUpcomingRides(db, trips, row, driverId), created: true };
}

export async function listMySeries(db: Database, driverId: string): Promise<RideSeries[]> {
  return (await listDriverSeries(db, driverId)).map(toRideSeries);
}

/**
 * A series and its upcoming trips for any signed-in student, as its trips are shown: not
 * to anyone blocked either way with its driver, a women-only one not to those it is not
 * for (404, as if it did not exist).
 */
export async function getSeries(
  db: Database,
  trips: SeriesTrips,
  seriesId: string,
  viewerId: string,
): Promise<RideSeriesWithRides> {
  return withUpcomingRides(db, trips, await findVisibleSeries(db, seriesId, viewerId), viewerId);
}

async function findVisibleSeries(db: Database, seriesId: string, viewerId: string): Promise<SeriesRow> {
  const row = isSeriesId(seriesId) ? await findSeries(db, seriesId) : undefined;
  if (!row) throw new AppError("NOT_FOUND", SERIES_MESSAGES.notFound);
  if (row.driverId === viewerId) return row;
  const viewer = await findViewerOfSeries(db, viewerId, row.driverId);
  const preferences = { womenOnly: row.template.preferences?.womenOnly ?? false };
  if (viewer.isBlocked || !mayJoinTrip(preferences, viewer.womenOnlyTrips)) {
    throw new AppError("NOT_FOUND", SERIES_MESSAGES.notFound);
  }
  return row;
}

async function findOwnSeries(db: Database, seriesId: string, driverId: string): Promise<SeriesRow> {
  const row = isSeriesId(seriesId) ? await findSeries(db, seriesId) : undefined;
  if (!row || row.driverId !== driverId) throw new AppError("NOT_FOUND", SERIES_MESSAGES.notDriver);
  return row;
}

/** 404 unless the series is the driver's own (checked before an edit's body is judged). */
export async function assertOwnSeries(db: Database, driverId: string, seriesId: string): Promise<void> {
  await findOwnSeries(db, seriesId, driverId);
}

/**
 * The driver changes their series: its template and schedule, then each of its trips yet
 * to leave under PATCH /api/rides/:id's rules (seats never below those approved…); a trip
 * whose change those rules refuse is left as it was and listed with the reason. A new
 * price reaches only trips no rider asked for yet. A later last date makes its trips in
 * turn; an earlier one cancels the trips after it (their riders told). A new time or
 * last date must not make a trip overlap another of the driver's (409).
 */
export async function updateSeries(
  db: Database,
  trips: SeriesTrips,
  driverId: string,
  seriesId: string,
  input: UpdateRideSeries,
): Promise<RideSeriesWithRides & { skipped: Array<{ rideId: string; reason: string }> }> {
  const row = await findOwnSeries(db, seriesId, driverId);
  if (row.status !== "active") throw new AppError("CONFLICT", SERIES_MESSAGES.notActive);
  const endsOn = input.endsOn ?? row.endsOn;
  if (endsOn < row.startsOn) throw fieldError("VALIDATION", "endsOn", SERIES_MESSAGES.endsBeforeStart);
  if (endsOn > latestSeriesEnd(row.startsOn)) {
    throw fieldError("VALIDATION", "endsOn", SERIES_MESSAGES.tooLong(SERIES_MAX_MONTHS));
  }
  const departureTime = input.departureTime ?? row.departureTime.slice(0, 5);
  const template: TripOffer = {
    ...row.template,
    ...(input.pricePerSeatCents === undefined ? {} : { pricePerSeatCents: input.pricePerSeatCents }),
    ...(input.availableSeats === undefined ? {} : { availableSeats: input.availableSeats }),
    ...(input.notes === undefined ? {} : { notes: input.notes || undefined }),
  };
  if (input.departureTime !== undefined || input.endsOn !== undefined) {
    const today = todayLocal(now());
    const from = row.startsOn > today ? row.startsOn : today;
    const schedule = { weekdays: row.weekdays, departureTime, from, through: endsOn, template };
    await assertNoOverlap(db, driverId, schedule, seriesId);
  }
  if (!(await updateActiveSeries(db, seriesId, { template, departureTime, endsOn }))) {
    throw new AppError("CONFLICT", SERIES_MESSAGES.notActive);
  }

  const skipped: Array<{ rideId: string; reason: string }> = [];
  const tripChanges = {
    ...(input.availableSeats === undefined ? {} : { availableSeats: input.availableSeats }),
    ...(input.notes === undefined ? {} : { notes: input.notes }),
    ...(input.departureTime === undefined ? {} : { departureTime: input.departureTime }),
  };
  for (const ride of await listUpcomingOccurrences(db, seriesId)) {
    if (ride.departureDate > endsOn) {
      await trips.cancel(db, driverId, ride.id);
      continue;
    }
    if (Object.keys(tripChanges).length > 0) {
      try {
        await trips.update(db, driverId, ride.id, tripChanges);
      } catch (error) {
        if (!(error instanceof AppError) || error.status >= 500) throw error;
        skipped.push({ rideId: ride.id, reason: error.message });
        continue;
      }
    }
    if (input.pricePerSeatCents !== undefined) {
      if (await repriceTripWithoutRiders(db, ride.id, input.pricePerSeatCents)) {
        await trips.onRidesChanged([ride.id]);
      } else {
        skipped.push({ rideId: ride.id, reason: SERIES_MESSAGES.priceHasRiders });
      }
    }
  }
  // a later last date: its trips of the next four weeks are made now
  const { rideIds } = await makeOccurrenceBatch(db, seriesId);
  await trips.onRidesChanged(rideIds);
  return { ...(await withUpcomingRides(db, trips, await reread(db, seriesId), driverId)), skipped };
}

/**
 * The driver ends their series: no trip is made any more, and each of its trips yet to
 * leave is cancelled as POST /api/rides/:id/cancel cancels one (its riders told, their
 * money following); trips that left or ended stay as they are. Again: the same state.
 */
export async function cancelSeries(
  db: Database,
  trips: SeriesTrips,
  driverId: string,
  seriesId: string,
): Promise<{ series: RideSeries; cancelledRideIds: string[] }> {
  await findOwnSeries(db, seriesId, driverId);
  // first stopped (a job making its trips holds the row: this waits for it, then sees its trips)
  await updateActiveSeries(db, seriesId, { status: "cancelled", cancelledAt: now() });
  const cancelledRideIds: string[] = [];
  for (const ride of await listUpcomingOccurrences(db, seriesId)) {
    try {
      await trips.cancel(db, driverId, ride.id);
      cancelledRideIds.push(ride.id);
    } catch (error) {
      // cancelled or closed in the meantime
      if (!(error instanceof AppError) || error.code !== "CONFLICT") throw error;
    }
  }
  return { series: toRideSeries(await reread(db, seriesId)), cancelledRideIds };
}

/**
 * A rider asks for a seat on every upcoming trip of a series: one ordinary request per
 * trip (POST /api/bookings's rules, each then answered on its own), in one transaction,
 * leaving out the trips they already asked for and those without the seats. None
 * possible → 409 and nothing is written.
 */
export async function requestSeries(
  db: Database,
  trips: SeriesTrips,
  seats: SeatRequests,
  riderId: string,
  seriesId: string,
  input: { seatsRequested: number; bagsCount: number; notes?: string },
): Promise<RequestRideSeriesResult> {
  const row = await findVisibleSeries(db, seriesId, riderId);
  if (row.driverId === riderId) throw new AppError("FORBIDDEN", BOOKING_MESSAGES.ownRide);
  const upcoming = await listUpcomingOccurrences(db, seriesId);
  const result = await db.transaction(async (tx) => {
    const answer: RequestRideSeriesResult = { bookings: [], skipped: [] };
    for (const ride of upcoming) {
      try {
        const { booking } = await seats.request(tx, riderId, { rideId: ride.id, ...input });
        answer.bookings.push(booking);
      } catch (error) {
        const reason = skipReason(error);
        if (!reason) throw error;
        answer.skipped.push({ rideId: ride.id, reason });
      }
    }
    if (answer.bookings.length === 0) throw new AppError("CONFLICT", SERIES_MESSAGES.noneRequestable);
    return answer;
  });
  const approved = result.bookings.filter((booking) => booking.status === "approved");
  await trips.onRidesChanged(approved.map((booking) => booking.rideId));
  if (approved.length > 0) await seats.receipt(approved.map((booking) => booking.id));
  return result;
}

/** Why one trip's request was left out, when it is one a series request passes over; else null. */
function skipReason(error: unknown): "already_requested" | "full" | null {
  if (!(error instanceof AppError) || error.code !== "CONFLICT") return null;
  if (error.message === BOOKING_MESSAGES.alreadyRequested) return "already_requested";
  if (error.message === BOOKING_MESSAGES.notEnoughSeats) return "full";
  return null;
}
