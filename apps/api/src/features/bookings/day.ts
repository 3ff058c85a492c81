import {
  DRIVER_NO_SHOW_AFTER_MINUTES,
  NO_SHOW_DISPUTE_HOURS,
  RIDE_DAY_OPENS_MINUTES,
  RIDER_NO_SHOW_AFTER_MINUTES,
  type RideDayEventKind,
} from "@campusride/shared/domain/ride-day";
import { BOOKING_MESSAGES, NO_SHOW_MESSAGES, TRIP_MESSAGES } from "@campusride/shared/messages";
import type { Booking, TripDay } from "@campusride/shared/schemas/bookings";
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { nowMs } from "../../lib/clock.ts";
import type { Money } from "../payments/money.ts";
import {
  findApprovedSeat,
  findRideDay,
  insertNoShowDispute,
  listApprovedSeats,
  markDriverNoShow,
  markNoShow,
  markPickedUp,
  markRideStarted,
  notifyOfDay,
  toTripDay,
} from "./day-queries.ts";
import { findBookingForDriver, findBookingForReader, findRiderBooking, toBooking } from "./queries.ts";

/*
 * The trip's day as the bookings see it (docs/product/ride-day.md#start-drop-off-and-no-shows):
 * the driver starts the trip with the riders in the car, marks a rider who did not come
 * (markRiderNoShow), the rider disputes it; a rider reports a driver who did not come,
 * which ends the trip as the driver's cancellation does. The departure that counts is the
 * announced one: departure + the driver's delay.
 */

/** Adds an entry to the trip's day timeline in the change's transaction (the ride-day feature's; app.ts hands it in). */
export type RecordRideDayEvent = (
  tx: Database,
  event: { rideId: string; bookingId?: string | null; actorId: string; kind: RideDayEventKind },
) => Promise<unknown>;

const MINUTE_MS = 60 * 1000;

/** The departure that counts: the planned one moved by the driver's announced lateness. */
export function movedDepartureMs(ride: { departureAt: Date; delayMinutes: number }): number {
  return ride.departureAt.getTime() + ride.delayMinutes * MINUTE_MS;
}

function assertUuid(value: string, message: string): void {
  if (!z.uuid().safeParse(value).success) throw new AppError("NOT_FOUND", message);
}

/**
 * The driver starts their trip, from RIDE_DAY_OPENS_MINUTES before the departure that
 * counts, ticking the approved riders in the car: in one transaction the ride's start
 * (once: a second start is refused), each tick and the timeline's entries.
 */
export async function startRide(
  db: Database,
  record: RecordRideDayEvent,
  driverId: string,
  rideId: string,
  pickedUp: readonly string[],
): Promise<TripDay> {
  assertUuid(rideId, TRIP_MESSAGES.notFoundOrForbidden);
  const ride = await findRideDay(db, rideId);
  if (!ride) throw new AppError("NOT_FOUND", TRIP_MESSAGES.notFoundOrForbidden);
  if (ride.driverId !== driverId) throw new AppError("FORBIDDEN", NO_SHOW_MESSAGES.startNotDriver);
  if (ride.startedAt) throw new AppError("CONFLICT", NO_SHOW_MESSAGES.startAlready);
  if (ride.status !== "active") throw new AppError("CONFLICT", TRIP_MESSAGES.notActive);
  if (nowMs() < movedDepartureMs(ride) - RIDE_DAY_OPENS_MINUTES * MINUTE_MS) {
    throw new AppError("CONFLICT", NO_SHOW_MESSAGES.startTooEarly);
  }
  const ticked = [...new Set(pickedUp)];
  const seats = await listApprovedSeats(db, rideId);
  const approved = new Set(seats.map((seat) => seat.id));
  if (ticked.some((id) => !approved.has(id))) {
    throw new AppError("VALIDATION", NO_SHOW_MESSAGES.startUnknownRiders, {
      fields: { pickedUp: NO_SHOW_MESSAGES.startUnknownRiders },
    });
  }
  await db.transaction(async (tx) => {
    if (!(await markRideStarted(tx, rideId))) throw new AppError("CONFLICT", NO_SHOW_MESSAGES.startAlready);
    const marked = await markPickedUp(tx, rideId, ticked);
    // a seat cancelled or marked meanwhile is not in the car: start again from the list
    if (marked.length !== ticked.length) {
      throw new AppError("CONFLICT", NO_SHOW_MESSAGES.startUnknownRiders);
    }
    await record(tx, { rideId, actorId: driverId, kind: "started" });
    for (const { id } of marked) {
      await record(tx, { rideId, bookingId: id, actorId: driverId, kind: "picked_up" });
    }
    // every approved rider hears the trip has started
    for (const seat of seats) {
      await notifyOfDay(tx, {
        userId: seat.riderId,
        type: "ride_day_status",
        rideId,
        bookingId: seat.id,
        extra: { dayKind: "started" },
      });
    }
  });
  const started = await findRideDay(db, rideId);
  return toTripDay(started!);
}

/**
 * The driver marks a confirmed rider who did not come: only one who never said "I'm here"
 * and was not picked up, and only RIDER_NO_SHOW_AFTER_MINUTES after the departure that
 * counts (and before the trip is completed, which settles its confirmed seats). In one
 * transaction: the booking's no-show, the timeline's entry and the rider's notification.
 * By card the seat's money is kept (settled with the trip's completion); at pickup the
 * total is never collected, and the no-show counts on the rider's profile.
 */
export async function markRiderNoShow(
  db: Database,
  money: Money,
  record: RecordRideDayEvent,
  driverId: string,
  bookingId: string,
): Promise<Booking> {
  assertUuid(bookingId, BOOKING_MESSAGES.notFound);
  const found = await findBookingForDriver(db, bookingId, driverId);
  if (!found) throw new AppError("NOT_FOUND", BOOKING_MESSAGES.notFound);
  const { booking } = found;
  if (booking.status !== "approved") throw new AppError("CONFLICT", BOOKING_MESSAGES.noShowNotConfirmed);
  if (found.rideStatus !== "active") throw new AppError("CONFLICT", TRIP_MESSAGES.notActive);
  if (booking.checkedInAt) throw new AppError("CONFLICT", NO_SHOW_MESSAGES.noShowCheckedIn);
  if (booking.pickedUpAt) throw new AppError("CONFLICT", NO_SHOW_MESSAGES.noShowPickedUp);
  const ride = (await findRideDay(db, booking.rideId))!;
  if (nowMs() < movedDepartureMs(ride) + RIDER_NO_SHOW_AFTER_MINUTES * MINUTE_MS) {
    throw new AppError("CONFLICT", NO_SHOW_MESSAGES.noShowTooEarly);
  }
  const marked = await db.transaction(async (tx) => {
    const row = await markNoShow(tx, bookingId);
    if (!row) return row;
    await record(tx, { rideId: row.rideId, bookingId, actorId: driverId, kind: "no_show" });
    await notifyOfDay(tx, { userId: row.riderId, type: "no_show_marked", rideId: row.rideId, bookingId });
    return row;
  });
  if (!marked) {
    // checked in, picked up or no longer confirmed meanwhile: say which
    const now = await findRiderBooking(db, bookingId, booking.riderId);
    if (now?.checkedInAt) throw new AppError("CONFLICT", NO_SHOW_MESSAGES.noShowCheckedIn);
    if (now?.pickedUpAt) throw new AppError("CONFLICT", NO_SHOW_MESSAGES.noShowPickedUp);
    throw new AppError("CONFLICT", BOOKING_MESSAGES.noShowNotConfirmed);
  }
  await money.follow([marked.id]);
  return toBooking(marked);
}

/**
 * The rider disputes their no-show within NO_SHOW_DISPUTE_HOURS: a report in the admin
 * queue naming the booking, the driver as the one reported. One dispute per booking (a
 * unique index); the trip's driver is told it is not theirs (403), anyone else learns
 * nothing (404).
 */
export async function disputeNoShow(
  db: Database,
  riderId: string,
  bookingId: string,
  reason: string,
): Promise<{ id: string; message: string }> {
  assertUuid(bookingId, BOOKING_MESSAGES.notFound);
  const booking = await findRiderBooking(db, bookingId, riderId);
  if (!booking) {
    if (await findBookingForReader(db, bookingId, riderId)) {
      throw new AppError("FORBIDDEN", NO_SHOW_MESSAGES.disputeNotNoShow);
    }
    throw new AppError("NOT_FOUND", BOOKING_MESSAGES.notFound);
  }
  if (booking.status !== "no_show" || !booking.noShowAt || booking.noShowOverturnedAt) {
    throw new AppError("CONFLICT", NO_SHOW_MESSAGES.disputeNotNoShow);
  }
  if (nowMs() > booking.noShowAt.getTime() + NO_SHOW_DISPUTE_HOURS * 3600 * 1000) {
    throw new AppError("CONFLICT", NO_SHOW_MESSAGES.disputeTooLate);
  }
  const ride = (await findRideDay(db, booking.rideId))!;
  const report = await insertNoShowDispute(db, {
    bookingId,
    riderId,
    driverId: ride.driverId,
    reason,
  });
  if (!report) throw new AppError("CONFLICT", NO_SHOW_MESSAGES.disputeAlready);
  return { id: report.id, message: NO_SHOW_MESSAGES.disputeSent };
}

/**
 * An approved rider reports that the driver did not come, DRIVER_NO_SHOW_AFTER_MINUTES
 * after the departure that counts, on a trip never started. The trip ends as the
 * driver's late cancellation does (its riders told by the ride's trigger, every seat
 * refunded in full by card and forgiven at pickup by the money's following of a cancelled
 * trip), marked as the driver's no-show; the driver is told. Anyone without a seat: 403.
 */
export async function reportDriverNoShow(
  db: Database,
  record: RecordRideDayEvent,
  riderId: string,
  rideId: string,
): Promise<TripDay> {
  assertUuid(rideId, TRIP_MESSAGES.notFoundOrForbidden);
  const ride = await findRideDay(db, rideId);
  if (!ride) throw new AppError("NOT_FOUND", TRIP_MESSAGES.notFoundOrForbidden);
  if (ride.driverNoShowAt) throw new AppError("CONFLICT", NO_SHOW_MESSAGES.driverNoShowTripEnded);
  const seat = await findApprovedSeat(db, rideId, riderId);
  if (!seat) throw new AppError("FORBIDDEN", NO_SHOW_MESSAGES.driverNoShowNotRider);
  if (ride.startedAt) throw new AppError("CONFLICT", NO_SHOW_MESSAGES.driverNoShowStarted);
  if (ride.status !== "active") throw new AppError("CONFLICT", TRIP_MESSAGES.notActive);
  if (nowMs() < movedDepartureMs(ride) + DRIVER_NO_SHOW_AFTER_MINUTES * MINUTE_MS) {
    throw new AppError("CONFLICT", NO_SHOW_MESSAGES.driverNoShowTooEarly);
  }
  await db.transaction(async (tx) => {
    if (!(await markDriverNoShow(tx, rideId, riderId))) {
      throw new AppError("CONFLICT", NO_SHOW_MESSAGES.driverNoShowTripEnded);
    }
    await record(tx, { rideId, bookingId: seat.id, actorId: riderId, kind: "driver_no_show" });
    await notifyOfDay(tx, { userId: ride.driverId, type: "driver_no_show", rideId });
  });
  return toTripDay((await findRideDay(db, rideId))!);
}
