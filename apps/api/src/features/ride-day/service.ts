import { DELETED_USER_NAME } from "@campusride/shared/domain/deleted-account";
import {
  DRIVER_STATUSES,
  isRideDayOpen,
  MAX_DRIVER_LATE_MINUTES,
  MAX_DRIVER_LATE_TIMES,
  movedDeparture,
  RIDE_DAY_OPENS_MINUTES,
  rideDayStatusOf,
} from "@campusride/shared/domain/ride-day";
import { RIDE_DAY_MESSAGES } from "@campusride/shared/messages";
import type { RideDay, RideDayStatusInput } from "@campusride/shared/schemas/ride-day";
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { now } from "../../lib/clock.ts";
import {
  addDelay,
  checkIn,
  findApprovedSeat,
  findRideForDay,
  insertRideDayEvent,
  listTimeline,
  notifyDriver,
  notifyRiders,
} from "./queries.ts";

type DayRide = NonNullable<Awaited<ReturnType<typeof findRideForDay>>>;
type Reader = { role: "driver" } | { role: "rider"; bookingId: string; checkedInAt: Date | null };

const notFound = () => new AppError("NOT_FOUND", RIDE_DAY_MESSAGES.notFound);

/**
 * Who the user is on the trip's day: its driver, or a rider with an approved seat and no
 * block with the driver. Anyone else (pending, rejected or cancelled riders, strangers,
 * either side of a block) learns nothing: 404, as for a trip that does not exist.
 */
async function readerOf(db: Database, ride: DayRide | undefined, userId: string): Promise<Reader> {
  if (!ride) throw notFound();
  if (ride.driverId === userId) return { role: "driver" };
  const seat = await findApprovedSeat(db, ride.id, userId);
  if (!seat) throw notFound();
  return { role: "rider", bookingId: seat.id, checkedInAt: seat.checkedInAt };
}

async function findVisibleRide(db: Database, userId: string, rideId: string, lock = false) {
  if (!z.uuid().safeParse(rideId).success) throw notFound();
  const ride = await findRideForDay(db, rideId, lock);
  return { ride: ride!, reader: await readerOf(db, ride, userId) };
}

/** Before a status's body is judged: someone who may not follow the trip's day hears 404. */
export async function assertRideDayVisible(db: Database, userId: string, rideId: string): Promise<void> {
  await findVisibleRide(db, userId, rideId);
}

function nameOf(firstName: string | null, deletedAt: Date | null): string | undefined {
  if (firstName === null) return undefined;
  return deletedAt ? DELETED_USER_NAME : firstName;
}

async function dayView(db: Database, ride: DayRide, reader: Reader): Promise<RideDay> {
  const rows = await listTimeline(db, ride.id, reader);
  const opensAt = new Date(ride.departureAt.getTime() - RIDE_DAY_OPENS_MINUTES * 60_000);
  return {
    status: rideDayStatusOf(
      ride.status,
      rows.map((row) => row.kind),
    ),
    opensAt: opensAt.toISOString(),
    departureAt: movedDeparture(ride.departureAt, ride.delayMinutes).toISOString(),
    delayMinutes: ride.delayMinutes,
    lateCount: ride.lateCount,
    canSetStatus: ride.status === "active" && isRideDayOpen(ride.departureAt, now()),
    myRole: reader.role,
    ...(reader.role === "rider"
      ? { bookingId: reader.bookingId, checkedIn: reader.checkedInAt !== null }
      : {}),
    events: rows.map((row) => {
      const riderFirstName = nameOf(row.riderFirstName, row.riderDeletedAt);
      return {
        id: row.id,
        kind: row.kind,
        minutes: row.minutes,
        actorFirstName: nameOf(row.actorFirstName, row.actorDeletedAt) ?? DELETED_USER_NAME,
        ...(riderFirstName === undefined ? {} : { riderFirstName }),
        createdAt: row.createdAt.toISOString(),
      };
    }),
  };
}

/** GET /api/rides/:id/day: the trip's live status and timeline, for its driver and approved riders. */
export async function readRideDay(db: Database, userId: string, rideId: string): Promise<RideDay> {
  const { ride, reader } = await findVisibleRide(db, userId, rideId);
  return dayView(db, ride, reader);
}

const isDriverStatus = (status: RideDayStatusInput["status"]) =>
  (DRIVER_STATUSES as readonly string[]).includes(status);

/** The trip's day is open: from RIDE_DAY_OPENS_MINUTES before departure until it is completed or cancelled. */
function assertOpen(ride: DayRide): void {
  if (ride.status === "completed") throw new AppError("CONFLICT", RIDE_DAY_MESSAGES.completed);
  if (ride.status === "cancelled") throw new AppError("CONFLICT", RIDE_DAY_MESSAGES.cancelled);
  if (!isRideDayOpen(ride.departureAt, now())) throw new AppError("CONFLICT", RIDE_DAY_MESSAGES.notOpenYet);
}

/** At most MAX_DRIVER_LATE_TIMES announcements and MAX_DRIVER_LATE_MINUTES in all. */
function assertMayRunLate(ride: DayRide, minutes: number): void {
  if (ride.lateCount >= MAX_DRIVER_LATE_TIMES) throw new AppError("CONFLICT", RIDE_DAY_MESSAGES.tooManyLate);
  if (ride.delayMinutes + minutes > MAX_DRIVER_LATE_MINUTES) {
    throw new AppError(
      "CONFLICT",
      RIDE_DAY_MESSAGES.tooMuchLate(MAX_DRIVER_LATE_MINUTES - ride.delayMinutes),
    );
  }
}

/**
 * POST /api/rides/:id/day/status (docs/product/ride-day.md#live-status). The driver's
 * statuses are the driver's, a rider's are an approved rider's (else 403); only while the
 * day is open (else 409). A driver running late moves the departure riders see (the
 * trip's own departure stays as it was); a rider's "I'm here" checks their seat in. One
 * transaction, the ride's row locked, so taps at once are counted one after the other:
 * the timeline's entry, the change and the other side's notifications commit together.
 */
export async function setRideDayStatus(
  db: Database,
  userId: string,
  rideId: string,
  input: RideDayStatusInput,
): Promise<RideDay> {
  const { status, minutes } = input;
  await db.transaction(async (tx) => {
    const { ride, reader } = await findVisibleRide(tx, userId, rideId, true);
    const byDriver = isDriverStatus(status);
    if (byDriver && reader.role !== "driver") throw new AppError("FORBIDDEN", RIDE_DAY_MESSAGES.driverOnly);
    if (!byDriver && reader.role !== "rider") throw new AppError("FORBIDDEN", RIDE_DAY_MESSAGES.riderOnly);
    assertOpen(ride);
    if (reader.role === "driver") {
      if (status === "driver_running_late") {
        assertMayRunLate(ride, minutes!);
        await addDelay(tx, ride.id, minutes!);
      }
      await insertRideDayEvent(tx, { rideId: ride.id, actorId: userId, kind: status, minutes });
      await notifyRiders(tx, ride.id, status, minutes);
      return;
    }
    if (status === "rider_here") await checkIn(tx, reader.bookingId, now());
    await insertRideDayEvent(tx, {
      rideId: ride.id,
      bookingId: reader.bookingId,
      actorId: userId,
      kind: status,
      minutes,
    });
    await notifyDriver(tx, reader.bookingId, status, minutes);
  });
  return readRideDay(db, userId, rideId);
}
