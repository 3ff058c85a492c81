import { formatPhone } from "@campusride/shared/domain/phone";
import { LIMITS } from "@campusride/shared/limits";
import type {
  Booking,
  BookingScope,
  BookingStatus,
  PickupProposal,
  TripRequest,
} from "@campusride/shared/schemas/bookings";
import { and, asc, desc, eq, getTableColumns, inArray, ne, not, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  bookings,
  profiles,
  reviews,
  rides,
  type BookingRow,
  type NewBookingRow,
} from "../../db/schema/index.ts";
import { blockedEitherWay } from "../../db/blocks.ts";
import { isLiveAccount } from "../../db/live-accounts.ts";
import { now, nowSql } from "../../lib/clock.ts";
import { shownFirstName, shownLastName } from "../../lib/deleted-user.ts";

/** The rider's proposed pickup spot, or null (none, or hidden: a block between the two). */
function pickupProposalOf(row: BookingRow): PickupProposal | null {
  const { proposedPickupLabel: label, proposedPickupLat: lat, proposedPickupLng: lng } = row;
  const status = row.proposedPickupStatus;
  if (label === null || lat === null || lng === null || status === null) return null;
  return { label, lat, lng, note: row.proposedPickupNote, status };
}

/**
 * A booking as its rider and the ride's driver read it; `blocked` (either has blocked the
 * other) hides the rider's proposed pickup spot (docs/product/ride-day.md#who-sees-it).
 */
export function toBooking(row: BookingRow, { blocked = false } = {}): Booking {
  return {
    id: row.id,
    rideId: row.rideId,
    riderId: row.riderId,
    seatsRequested: row.seatsRequested,
    bagsCount: row.bagsCount,
    totalPriceCents: row.totalPriceCents,
    priceCents: row.priceCents,
    status: row.status,
    notes: row.notes,
    pickupProposal: blocked ? null : pickupProposalOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
    pickedUpAt: row.pickedUpAt?.toISOString() ?? null,
    noShowAt: row.noShowAt?.toISOString() ?? null,
    noShowOverturnedAt: row.noShowOverturnedAt?.toISOString() ?? null,
  };
}

/**
 * What a seat request needs to know about the ride: given the rider, whether it is closed
 * to them (a block either way, or a driver no longer live) and whether they ask for
 * women-only trips. With `lock`, the ride's row is
 * locked until the transaction ends.
 */
export async function findRideForBooking(
  db: Database,
  rideId: string,
  riderId?: string,
  { lock = false } = {},
) {
  const query = db
    .select({
      driverId: rides.driverId,
      isClosed:
        riderId === undefined
          ? sql<boolean>`false`
          : sql<boolean>`(${blockedEitherWay(rides.driverId, riderId)} or not ${isLiveAccount(rides.driverId)})`,
      // whether the rider's profile asks for women-only trips
      riderWantsWomenOnly:
        riderId === undefined
          ? sql<boolean>`false`
          : sql<boolean>`coalesce((select p.women_only_trips from profiles p where p.id = ${riderId}), false)`,
      status: rides.status,
      departureAt: rides.departureAt,
      seatsRemaining: sql<number>`${rides.availableSeats} - ${rides.seatsTaken}`.mapWith(Number),
      pricePerSeatCents: rides.pricePerSeatCents,
      womenOnly: rides.womenOnly,
      instantBooking: rides.instantBooking,
      originLat: rides.originLat,
      originLng: rides.originLng,
      // a round trip's two legs must go opposite ways
      departureCity: rides.departureCity,
      destinationCity: rides.destinationCity,
      destinationLat: rides.destinationLat,
      destinationLng: rides.destinationLng,
    })
    .from(rides)
    .where(eq(rides.id, rideId))
    .$dynamic();
  // not FOR UPDATE: a booking's trigger writing a notification of this ride holds a key-share lock on it
  const [row] = await (lock ? query.for("no key update") : query);
  return row;
}

/**
 * Locks the row of the booking's ride until the transaction ends. Every transaction that
 * writes a ride's bookings and its seats locks the ride's row first (a request locks it
 * before inserting), so two of them never wait for each other in opposite orders. The
 * lock is FOR NO KEY UPDATE, the one an UPDATE of the ride takes: a booking's status
 * change elsewhere writes a notification naming the ride (a key-share lock on its row),
 * which FOR UPDATE would block while that change holds the booking.
 */
export async function lockRideOfBooking(tx: Database, bookingId: string): Promise<void> {
  await tx
    .select({ id: rides.id })
    .from(rides)
    .where(
      eq(rides.id, sql`(select ${bookings.rideId} from ${bookings} where ${bookings.id} = ${bookingId})`),
    )
    .for("no key update");
}

/** The driver of a booking's ride. */
export function findRideOfBooking(db: Database, bookingId: string) {
  return db
    .select({ driverId: rides.driverId })
    .from(bookings)
    .innerJoin(rides, eq(rides.id, bookings.rideId))
    .where(eq(bookings.id, bookingId));
}

/**
 * A request whose payment was just authorised, with what decides its next step (its
 * trip's instant booking and women-only settings), held for this transaction.
 */
export async function lockPaidRequest(tx: Database, bookingId: string) {
  const [row] = await tx
    .select({ booking: bookings, instantBooking: rides.instantBooking, womenOnly: rides.womenOnly })
    .from(bookings)
    .innerJoin(rides, eq(rides.id, bookings.rideId))
    .where(eq(bookings.id, bookingId))
    .for("no key update", { of: bookings });
  return row;
}

/** A card request is paid for: it goes to its driver. */
export async function markRequestPaid(tx: Database, bookingId: string): Promise<void> {
  await tx
    .update(bookings)
    .set({ awaitingPayment: false, updatedAt: now() })
    .where(eq(bookings.id, bookingId));
}

export async function findBookingByIdempotencyKey(
  db: Database,
  riderId: string,
  key: string,
): Promise<BookingRow | undefined> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.riderId, riderId), eq(bookings.idempotencyKey, key)));
  return row;
}

/**
 * Inserts a request; undefined when a unique index refused it: the rider's idempotency
 * key was used already, or the rider already holds a live request on this ride.
 */
export async function insertBooking(db: Database, values: NewBookingRow): Promise<BookingRow | undefined> {
  const [row] = await db.insert(bookings).values(values).onConflictDoNothing().returning();
  return row;
}

/**
 * A seat request in one statement: the ride's row locked first (as every write of a ride's
 * bookings locks it) only while it is still open to this rider (active, yet to leave, no
 * block either way, its driver live) with the instant booking and women-only settings the
 * checks saw; the request inserted (a unique index refusing it inserts nothing); `payment`
 * the money's row of it, from `requested`. `rideOpen` false: the ride no longer as checked,
 * nothing written.
 */
export async function insertRequest(
  db: Database,
  values: NewBookingRow,
  seen: { instantBooking: boolean; womenOnly: boolean },
  payment: (requested: SQL) => SQL,
): Promise<{ rideOpen: boolean; booking: BookingRow | undefined }> {
  const columns = getTableColumns(bookings);
  const given = Object.entries(values).flatMap(([field, value]) => {
    const column = columns[field as keyof typeof columns];
    return value === undefined ? [] : [{ column, value: value as unknown }];
  });
  const names = sql.join(
    given.map(({ column }) => sql.identifier(column.name)),
    sql`, `,
  );
  const selected = sql.join(
    given.map(({ column, value }) => sql`${sql.param(value, column)}::${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    with ride as (
      select r.id from rides r
      where r.id = ${values.rideId} and r.status = 'active' and r.departure_at > ${nowSql()}
        and not ${blockedEitherWay(sql`r.driver_id`, values.riderId)} and ${isLiveAccount(sql`r.driver_id`)}
        and r.instant_booking = ${seen.instantBooking} and r.women_only = ${seen.womenOnly}
      for no key update
    ), requested as (
      insert into bookings (${names}) select ${selected} from ride
      on conflict do nothing
      returning *
    ), payment as (${payment(sql`requested`)})
    select exists (select 1 from ride) as ride_open, requested.*
    from (select 1) as one left join requested on true`)) as unknown as { rows: Record<string, unknown>[] };
  const [raw] = result.rows;
  return { rideOpen: raw?.ride_open === true, booking: raw?.id ? bookingRowOf(raw) : undefined };
}

/** A booking on one of the driver's rides, with that ride's status; undefined otherwise. */
export async function findBookingForDriver(db: Database, bookingId: string, driverId: string) {
  const [row] = await db
    .select({
      booking: bookings,
      rideStatus: rides.status,
      departureAt: rides.departureAt,
      womenOnly: rides.womenOnly,
    })
    .from(bookings)
    .innerJoin(rides, eq(rides.id, bookings.rideId))
    .where(and(eq(bookings.id, bookingId), eq(rides.driverId, driverId)));
  return row;
}

export async function findRiderBooking(
  db: Database,
  bookingId: string,
  riderId: string,
): Promise<BookingRow | undefined> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.riderId, riderId)));
  return row;
}

/**
 * Approved (or completed): the rider and the driver see each other's phone,
 * unless one of them has blocked the other since.
 */
const isSeatConfirmed = sql`(${inArray(bookings.status, ["approved", "completed"])}
  and not ${blockedEitherWay(bookings.riderId, rides.driverId)})`;

/**
 * An approved seat whose rider follows the trip's day (docs/product/ride-day.md): they see
 * the departure moved by the lateness the driver announced.
 */
const isSeatToFollow = sql`(${bookings.status} = 'approved'
  and not ${blockedEitherWay(bookings.riderId, rides.driverId)})`;

/**
 * A request that never became a seat, with a block between its rider and the driver: the
 * rider no longer sees the driver's trip (decision 0028), so not this booking either.
 */
const isHiddenFromRider = sql`(${bookings.status} not in ('approved', 'completed')
  and ${blockedEitherWay(bookings.riderId, rides.driverId)})`;

/**
 * A booking its rider or the ride's driver may read (docs/product/bookings.md#who-sees-a-booking); undefined for anyone else,
 * and for the rider of a request hidden by a block. Its rider, once the seat is confirmed,
 * is told the driver's phone.
 */
export async function findBookingForReader(db: Database, bookingId: string, userId: string) {
  const [row] = await db
    .select({
      booking: bookings,
      driverPhone: sql<string | null>`case when ${bookings.riderId} = ${userId} and ${isSeatConfirmed}
        then (select p.phone from ${profiles} p where p.id = ${rides.driverId} and p.deleted_at is null) end`,
      tripHidden: sql<boolean>`(${bookings.riderId} = ${userId}
        and ${blockedEitherWay(bookings.riderId, rides.driverId)})`,
      departureDelayMinutes: sql<number | null>`case when ${bookings.riderId} = ${userId}
        and ${isSeatToFollow} then ${rides.delayMinutes} end`,
      blocked: sql<boolean>`${blockedEitherWay(bookings.riderId, rides.driverId)}`,
    })
    .from(bookings)
    .innerJoin(rides, eq(rides.id, bookings.rideId))
    .where(
      and(
        eq(bookings.id, bookingId),
        or(and(eq(bookings.riderId, userId), not(isHiddenFromRider)), eq(rides.driverId, userId)),
      ),
    );
  return row;
}

/** docs/product/bookings.md#my-rides: upcoming while the ride has not left and neither it nor the request is called off. */
function isUpcoming() {
  return and(
    sql`${rides.departureAt} > ${nowSql()}`,
    eq(rides.status, "active"),
    ne(bookings.status, "cancelled"),
  )!;
}

/**
 * The rider's Upcoming Rides, soonest departure first (the next trip on top), or Past &
 * Cancelled, latest departure first (requests hidden by a block left out); at most 100.
 * Each says whether its rider has reviewed the trip's driver.
 */
export async function listRiderBookings(
  db: Database,
  riderId: string,
  scope: BookingScope,
): Promise<
  { booking: BookingRow; reviewWritten: boolean; departureDelayMinutes: number | null; blocked: boolean }[]
> {
  const isUpcomingScope = scope === "upcoming";
  return db
    .select({
      booking: bookings,
      departureDelayMinutes: sql<number | null>`case when ${isSeatToFollow} then ${rides.delayMinutes} end`,
      blocked: sql<boolean>`${blockedEitherWay(bookings.riderId, rides.driverId)}`,
      reviewWritten: sql<boolean>`exists (select 1 from ${reviews} where ${reviews.rideId} = ${bookings.rideId}
        and ${reviews.authorId} = ${bookings.riderId} and ${reviews.subjectId} = ${rides.driverId})`,
    })
    .from(bookings)
    .innerJoin(rides, eq(rides.id, bookings.rideId))
    .where(
      and(
        eq(bookings.riderId, riderId),
        isUpcomingScope ? isUpcoming() : not(isUpcoming()),
        not(isHiddenFromRider),
      ),
    )
    .orderBy(
      ...(isUpcomingScope
        ? [asc(rides.departureAt), asc(bookings.createdAt)]
        : [desc(rides.departureAt), desc(bookings.createdAt)]),
    )
    .limit(LIMITS.list);
}

/**
 * Moves a pending booking to `status`. Guarded by the status, so of an approve, a reject
 * and a cancel racing on one request exactly one wins; undefined for the others.
 */
export async function settlePendingBooking(
  db: Database,
  bookingId: string,
  status: Extract<BookingStatus, "approved" | "rejected" | "cancelled">,
  riderId?: string,
): Promise<BookingRow | undefined> {
  const [row] = await db
    .update(bookings)
    .set({ status, updatedAt: now() })
    .where(
      and(
        eq(bookings.id, bookingId),
        eq(bookings.status, "pending"),
        riderId === undefined ? undefined : eq(bookings.riderId, riderId),
      ),
    )
    .returning();
  return row;
}

/** A booking's row as a statement written in SQL returns it (its columns' names, the driver's values). */
function bookingRowOf(raw: Record<string, unknown>): BookingRow {
  return Object.fromEntries(
    Object.entries(getTableColumns(bookings)).map(([field, column]) => {
      const value = raw[column.name];
      return [field, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
    }),
  ) as BookingRow;
}

/**
 * The driver's approval in one statement: the ride's row locked first (FOR NO KEY UPDATE,
 * as every write of a ride's seats locks it), then the request moved from pending (guarded
 * by its status, read again once the lock is held) only while the locked ride is active,
 * yet to leave and has the seats, and those seats taken from the same locked row. Nothing
 * is written unless all of it is: undefined when the request was not the driver's,
 * not pending, awaiting its payment, or the ride could not take it (the caller asks why).
 * The departure comes back for the request's expiry, a rule of the shared domain.
 */
export async function approvePendingRequest(
  tx: Database,
  bookingId: string,
  driverId: string,
): Promise<{ booking: BookingRow; departureAt: Date } | undefined> {
  const result = (await tx.execute(sql`
    with ride as (
      select r.id, r.status, r.departure_at, r.available_seats - r.seats_taken as seats_left
      from rides r
      where r.id = (select b.ride_id from bookings b where b.id = ${bookingId}) and r.driver_id = ${driverId}
      for no key update
    ), approved as (
      update bookings b set status = 'approved', updated_at = ${nowSql()}
      from ride
      where b.id = ${bookingId} and b.ride_id = ride.id and b.status = 'pending' and not b.awaiting_payment
        and ride.status = 'active' and ride.departure_at > ${nowSql()}
        and ride.seats_left >= b.seats_requested
      returning b.*
    ), seats as (
      update rides r set seats_taken = r.seats_taken + approved.seats_requested, updated_at = ${nowSql()}
      from approved where r.id = approved.ride_id
      returning r.id
    )
    select approved.*, ride.departure_at as ride_departure_at from approved, ride`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const [raw] = result.rows;
  if (!raw) return undefined;
  return {
    booking: bookingRowOf(raw),
    departureAt: new Date(raw.ride_departure_at as string | Date),
  };
}

/**
 * A confirmed seat its rider cancels: approved → cancelled, guarded by the status, and its
 * seats given back to the ride in the same statement's transaction; undefined when the
 * booking was not an approved one of this rider (a second cancel, or the trip completed).
 */
export async function cancelConfirmedBooking(
  tx: Database,
  bookingId: string,
  riderId: string,
): Promise<BookingRow | undefined> {
  const [row] = await tx
    .update(bookings)
    .set({ status: "cancelled", updatedAt: now() })
    .where(
      and(
        eq(bookings.id, bookingId),
        eq(bookings.riderId, riderId),
        eq(bookings.status, "approved"),
        // the trip still to come and not cancelled meanwhile (a driver's cancellation refunds in full)
        sql`exists (select 1 from ${rides} r where r.id = ${bookings.rideId} and r.status = 'active'
          and r.departure_at > ${nowSql()})`,
      ),
    )
    .returning();
  if (!row) return undefined;
  await tx
    .update(rides)
    .set({ seatsTaken: sql`${rides.seatsTaken} - ${row.seatsRequested}`, updatedAt: now() })
    .where(eq(rides.id, row.rideId));
  return row;
}

/**
 * A completed ride's approved requests become completed (they count in the riders'
 * spending), and the ride's price becomes what the driver earned from them (its earnings).
 * No-shows stay as they are.
 */
export async function completeApprovedBookings(tx: Database, rideId: string): Promise<void> {
  const completed = await tx
    .update(bookings)
    .set({ status: "completed", updatedAt: now() })
    .where(and(eq(bookings.rideId, rideId), eq(bookings.status, "approved")))
    .returning({ totalPriceCents: bookings.totalPriceCents });
  const earned = completed.reduce((sum, booking) => sum + booking.totalPriceCents, 0);
  await tx.update(rides).set({ priceCents: earned }).where(eq(rides.id, rideId));
}

/**
 * Takes `seats` on an active ride in one statement that only matches while that many are
 * left: concurrent approvals queue on the ride's row and each re-checks the seats the one
 * before it left, so a ride can never be overbooked (the CHECK constraint is the last
 * line). False when the seats are not there or the ride is no longer active.
 */
export async function takeSeats(db: Database, rideId: string, seats: number): Promise<boolean> {
  const taken = await db
    .update(rides)
    .set({ seatsTaken: sql`${rides.seatsTaken} + ${seats}`, updatedAt: now() })
    .where(
      and(
        eq(rides.id, rideId),
        eq(rides.status, "active"),
        // a rider is never added to a trip that has left
        sql`${rides.departureAt} > ${nowSql()}`,
        sql`${rides.availableSeats} - ${rides.seatsTaken} >= ${seats}`,
      ),
    )
    .returning({ id: rides.id });
  return taken.length > 0;
}

/** The requests on a ride with each rider's public name (never email); the phone of a confirmed rider. */
export async function listRequestsOfRide(db: Database, rideId: string): Promise<TripRequest[]> {
  const rows = await db
    .select({
      booking: bookings,
      firstName: shownFirstName,
      lastName: shownLastName,
      phone: sql<
        string | null
      >`case when ${isSeatConfirmed} and ${profiles.deletedAt} is null then ${profiles.phone} end`,
      blocked: sql<boolean>`${blockedEitherWay(bookings.riderId, rides.driverId)}`,
    })
    .from(bookings)
    .innerJoin(rides, eq(rides.id, bookings.rideId))
    .innerJoin(profiles, eq(profiles.id, bookings.riderId))
    .where(
      and(
        eq(bookings.rideId, rideId),
        inArray(bookings.status, ["pending", "approved", "completed", "rejected", "expired", "no_show"]),
        // a card request the rider has not paid for yet is not the driver's to answer
        eq(bookings.awaitingPayment, false),
      ),
    )
    .orderBy(asc(bookings.createdAt), asc(bookings.id))
    .limit(LIMITS.list);
  return rows.map(({ booking, firstName, lastName, phone, blocked }) => ({
    ...toBooking(booking, { blocked }),
    rider: { id: booking.riderId, firstName, lastName },
    ...(phone ? { riderPhone: formatPhone(phone) } : {}),
  }));
}

/**
 * The driver's answer to a rider's proposed pickup spot: guarded by the proposal still
 * waiting and the booking pending or approved; undefined when either is no longer so.
 */
export async function answerProposal(
  tx: Database,
  bookingId: string,
  accept: boolean,
): Promise<BookingRow | undefined> {
  const [row] = await tx
    .update(bookings)
    .set({ proposedPickupStatus: accept ? "accepted" : "declined", updatedAt: now() })
    .where(
      and(
        eq(bookings.id, bookingId),
        eq(bookings.proposedPickupStatus, "proposed"),
        inArray(bookings.status, ["pending", "approved"]),
      ),
    )
    .returning();
  return row;
}

/** Tells the rider the driver's answer (pickup_proposal_answered, data.accepted), in the answer's transaction. */
export async function notifyProposalAnswered(tx: Database, booking: BookingRow, accept: boolean) {
  await tx.execute(sql`
    select campusride_notify_user(${booking.riderId}, 'pickup_proposal_answered', r.id, ${booking.id}::uuid,
      campusride_trip_data(r) || jsonb_build_object('accepted', ${accept}::boolean))
    from rides r where r.id = ${booking.rideId}::uuid`);
}
