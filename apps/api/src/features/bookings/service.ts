import { maskFreeText } from "@campusride/shared/domain/contact-masking";
import { formatPhone } from "@campusride/shared/domain/phone";
import { bookingPriceOf } from "@campusride/shared/domain/payments";
import { requestExpiresAt } from "@campusride/shared/domain/request-expiry";
import { isApprovedInstantly, mayJoinTrip } from "@campusride/shared/domain/trip-preferences";
import { isSpotTooFar } from "@campusride/shared/domain/trip-spots";
import {
  BOOKING_MESSAGES,
  IDEMPOTENCY_MESSAGES,
  notEnoughSeatsMessage,
  PICKUP_PROPOSAL_MESSAGES,
  TRIP_MESSAGES,
  WOMEN_ONLY_MESSAGES,
} from "@campusride/shared/messages";
import type {
  Booking,
  BookingScope,
  CreatedBooking,
  createBookingInputSchema,
  RiderBooking,
  TripRequests,
} from "@campusride/shared/schemas/bookings";
import type { BookingPayment } from "@campusride/shared/schemas/payments";
import type { PublicRide } from "@campusride/shared/schemas/rides";
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import type { BookingRow, NewBookingRow } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { nowMs } from "../../lib/clock.ts";
import type { Money } from "../payments/money.ts";
import type { RecordRideDayEvent } from "./day.ts";
import { asReturnLegRefusal, assertOtherRide, assertReturnLeg, returnRequestKey } from "./round-trip.ts";
import { findRideDay, noShowDisputeOf, toTripDay } from "./day-queries.ts";
import {
  findBookingByIdempotencyKey,
  findBookingForDriver,
  findBookingForReader,
  findRideForBooking,
  findRideOfBooking,
  findRiderBooking,
  insertBooking,
  listRequestsOfRide,
  listRiderBookings,
  lockPaidRequest,
  lockRideOfBooking,
  approvePendingRequest,
  cancelConfirmedBooking,
  completeApprovedBookings,
  markRequestPaid,
  settlePendingBooking,
  takeSeats,
  toBooking,
  insertRequest,
} from "./queries.ts";

/*
 * A booking's lifecycle, top to bottom: a rider requests seats (createBooking); a card
 * request is paid for (recordPaymentAuthorised, from the provider's notice or the rider's
 * return from its page) and only then reaches its driver; the driver approves
 * (approveBooking) or rejects it, or an instant-booking trip approves it at once; the
 * rider may withdraw it or cancel the seat (cancelBooking); the driver marks a rider who
 * did not come (markRiderNoShow); the driver completes the trip, which completes its
 * confirmed seats (completeRideBookings), or cancels it, and the money of its bookings
 * follows (followClosedRide); unanswered requests expire (expiry.ts). Each step calls
 * the money module (features/payments/money.ts) and decides the next from its plain
 * answers; the money module never calls back (docs/decisions/0046-bookings-own-their-lifecycle.md).
 */

type CreateBooking = z.output<typeof createBookingInputSchema>;

/** A booking id from the URL; anything that is not a UUID names no booking (404, not 400). */
function assertBookingId(value: string): void {
  if (!z.uuid().safeParse(value).success) throw new AppError("NOT_FOUND", BOOKING_MESSAGES.notFound);
}

/**
 * A rider's seat request on an active ride that has not left, not their own, for no more
 * seats than are left; pending until the driver answers, or, on an instant-booking trip,
 * approved at once in the same transaction as the driver's approval would (the seats
 * taken by one guarded statement; seats short → 409 and nothing is written). A women-only
 * trip is requested only by riders whose profile asks for women-only trips, and never
 * approved at once: its driver decides after seeing the rider's profile. With
 * `returnRideId` (a round trip) the same seats on the ride back are requested in the same
 * transaction, by the same path: either leg refused, nothing is written; each is then
 * answered, paid and cancelled on its own. With an idempotency key, a repeat of the
 * request returns the booking (or two) the first one made.
 */
export async function createBooking(
  db: Database,
  money: Money,
  riderId: string,
  input: CreateBooking,
  idempotencyKey: string | undefined,
): Promise<{ booking: CreatedBooking; created: boolean }> {
  if (idempotencyKey) {
    const earlier = await findBookingByIdempotencyKey(db, riderId, idempotencyKey);
    if (earlier) return replayed(db, riderId, earlier, input, idempotencyKey);
  }
  const outbound = await prepareRequest(db, money, riderId, input, idempotencyKey);
  const isInstant = isApprovedInstantly({
    preferences: outbound.ride,
    instantBooking: outbound.ride.instantBooking,
  });
  if (!input.returnRideId && (!isInstant || outbound.values.awaitingPayment)) {
    // a request that waits for an answer: one statement, when the ride is still as checked
    const placed = await insertRequest(db, outbound.values, outbound.ride, money.paymentOfRequest);
    if (placed.booking) return { booking: toBooking(placed.booking), created: true };
    if (placed.rideOpen) return refusedRequest(db, riderId, input, idempotencyKey);
  }
  const back = input.returnRideId
    ? await prepareReturnRequest(db, money, riderId, input, input.returnRideId, outbound.ride, idempotencyKey)
    : undefined;
  // the ride out is locked before the ride back, which leaves later: two round trips on the
  // same rides lock them in the same order
  const rows = await db.transaction(async (tx) => {
    const first = await placeRequest(tx, money, riderId, input.rideId, outbound.values);
    if (!first || !back) return first ? { first } : undefined;
    const second = await placeRequest(tx, money, riderId, back.rideId, back.values).catch(
      (error: unknown) => {
        throw asReturnLegRefusal(error);
      },
    );
    // a live request of the rider's on the ride back already: nothing of the pair stays
    if (!second) throw asReturnLegRefusal(new AppError("CONFLICT", BOOKING_MESSAGES.alreadyRequested));
    return { first, second };
  });
  if (rows) {
    const booking = toBooking(rows.first);
    return {
      booking: rows.second ? { ...booking, returnBooking: toBooking(rows.second) } : booking,
      created: true,
    };
  }
  return refusedRequest(db, riderId, input, idempotencyKey);
}

/**
 * A request a unique index refused: the same key's first request got there in the
 * meantime (its answer again), or the rider already holds a live request on this ride.
 */
async function refusedRequest(
  db: Database,
  riderId: string,
  input: CreateBooking,
  idempotencyKey: string | undefined,
): Promise<{ booking: CreatedBooking; created: false }> {
  const earlier = idempotencyKey ? await findBookingByIdempotencyKey(db, riderId, idempotencyKey) : undefined;
  if (earlier) return replayed(db, riderId, earlier, input, idempotencyKey);
  throw new AppError("CONFLICT", BOOKING_MESSAGES.alreadyRequested);
}

type RideForBooking = NonNullable<Awaited<ReturnType<typeof findRideForBooking>>>;

/**
 * The checks of a request made before its transaction (the ride open to this rider, not
 * their own, women-only, seats, the proposed spot) and the row it would insert.
 */
async function prepareRequest(
  db: Database,
  money: Money,
  riderId: string,
  input: CreateBooking,
  idempotencyKey: string | undefined,
): Promise<{ ride: RideForBooking; values: NewBookingRow }> {
  const ride = await findRideForBooking(db, input.rideId, riderId);
  // a block either way: the trip reads as gone, as it does on its page (no probing for blocks)
  if (!ride || !isOpenToRequests(ride)) throw new AppError("NOT_FOUND", BOOKING_MESSAGES.rideUnavailable);
  if (ride.driverId === riderId) throw new AppError("FORBIDDEN", BOOKING_MESSAGES.ownRide);
  if (!mayJoinTrip(ride, ride.riderWantsWomenOnly)) {
    throw new AppError("FORBIDDEN", BOOKING_MESSAGES.womenOnly);
  }
  if (input.seatsRequested > ride.seatsRemaining) throw notEnoughSeats();
  const proposal = input.pickupProposal;
  if (proposal && isSpotTooFar(proposal, { lat: ride.originLat, lng: ride.originLng })) {
    throw new AppError("VALIDATION", PICKUP_PROPOSAL_MESSAGES.tooFar, {
      fields: { pickupProposal: PICKUP_PROPOSAL_MESSAGES.tooFar },
    });
  }
  const price = bookingPriceOf(money.method, ride.pricePerSeatCents, input.seatsRequested);
  const values: NewBookingRow = {
    rideId: input.rideId,
    riderId,
    seatsRequested: input.seatsRequested,
    bagsCount: input.bagsCount,
    // the rider's total: CampusRide's fee on top by card, waived when paid to the driver at pickup
    totalPriceCents: price.driverPriceCents,
    priceCents: price.totalCents,
    status: "pending",
    // the driver reads the note before approving: contact details hidden, instant booking too
    notes: maskFreeText(input.notes),
    // another pickup spot, for the driver to accept or not (docs/product/ride-day.md#proposed-pickup-spot);
    // its note is read before approving too: contact details hidden
    ...(proposal
      ? {
          proposedPickupLabel: proposal.label,
          proposedPickupLat: proposal.lat,
          proposedPickupLng: proposal.lng,
          proposedPickupNote: maskFreeText(proposal.note),
          proposedPickupStatus: "proposed" as const,
        }
      : {}),
    idempotencyKey: idempotencyKey ?? null,
    awaitingPayment: money.isAwaitingPaymentAtRequest,
  };
  return { ride, values };
}

/**
 * A round trip's return request: the same seats, bags and notes on the ride back (the
 * proposed pickup spot is the ride out's), through the same checks, said of the return
 * trip; the ride back must go the other way and leave after the ride out.
 */
async function prepareReturnRequest(
  db: Database,
  money: Money,
  riderId: string,
  input: CreateBooking,
  returnRideId: string,
  outbound: RideForBooking,
  idempotencyKey: string | undefined,
) {
  assertOtherRide(input.rideId, returnRideId);
  const leg = { ...input, rideId: returnRideId, pickupProposal: undefined, returnRideId: undefined };
  const prepared = await prepareRequest(db, money, riderId, leg, returnRequestKey(idempotencyKey)).catch(
    (error: unknown) => {
      throw asReturnLegRefusal(error);
    },
  );
  assertReturnLeg(outbound, prepared.ride);
  return { rideId: returnRideId, values: prepared.values };
}

/**
 * Inserts a request (on an instant-booking trip also approves it), inside `tx`, after
 * locking the ride and asking again what may have been committed since the checks: a block
 * or the driver's deactivation, the trip cancelled or gone, instant booking turned on or
 * off (seats are taken by one guarded statement). A request never lands on a trip whose
 * riders were already told it is cancelled. The request and approval triggers tell the
 * driver a rider booked and the rider the seat is theirs, as a driver's approval does.
 * Undefined when a unique index refused it (the same key, or a live request already).
 */
async function placeRequest(
  tx: Database,
  money: Money,
  riderId: string,
  rideId: string,
  values: NewBookingRow,
): Promise<BookingRow | undefined> {
  const locked = await findRideForBooking(tx, rideId, riderId, { lock: true });
  if (!locked || !isOpenToRequests(locked)) {
    throw new AppError("NOT_FOUND", BOOKING_MESSAGES.rideUnavailable);
  }
  const requested = await insertBooking(tx, values);
  if (!requested) return requested;
  await money.requested(tx, requested);
  // a card request is approved on an instant-booking trip once its payment is authorised;
  // a women-only trip's driver sees every rider's profile first, whatever the setting
  const isInstant = isApprovedInstantly({ preferences: locked, instantBooking: locked.instantBooking });
  if (!isInstant || requested.awaitingPayment) return requested;
  const approved = await settlePendingBooking(tx, requested.id, "approved");
  if (!approved) throw new AppError("CONFLICT", BOOKING_MESSAGES.notPending);
  await takeSeatsOrRefuse(tx, approved);
  await money.approved(tx, approved);
  return approved;
}

/**
 * A rider's request as another feature makes it (each trip of a weekly series): the very
 * request of POST /api/bookings with the app's money, and the receipt of seats taken at
 * once (app.ts hands it in).
 */
export function seatRequester(money: Money) {
  return {
    request: (db: Database, riderId: string, input: CreateBooking) =>
      createBooking(db, money, riderId, input, undefined),
    receipt: (bookingIds: string[]) => money.receipt(bookingIds),
  };
}

/** An active trip yet to leave, neither blocked between the two nor of a driver no longer live. */
function isOpenToRequests(ride: { isClosed: boolean; status: string; departureAt: Date }): boolean {
  return !ride.isClosed && ride.status === "active" && ride.departureAt.getTime() > nowMs();
}

function notEnoughSeats(): AppError {
  return new AppError("CONFLICT", BOOKING_MESSAGES.notEnoughSeats, {
    fields: { seatsRequested: BOOKING_MESSAGES.notEnoughSeats },
  });
}

/**
 * The first answer again, for a repeat of the same request (with its return leg's, for a
 * round trip); a key reused for another one is refused.
 */
async function replayed(
  db: Database,
  riderId: string,
  earlier: BookingRow,
  input: CreateBooking,
  idempotencyKey: string | undefined,
): Promise<{ booking: CreatedBooking; created: false }> {
  const back = await findBookingByIdempotencyKey(db, riderId, returnRequestKey(idempotencyKey) ?? "");
  const isSameRequest =
    earlier.rideId === input.rideId &&
    earlier.seatsRequested === input.seatsRequested &&
    earlier.bagsCount === input.bagsCount &&
    back?.rideId === input.returnRideId;
  if (!isSameRequest) throw new AppError("IDEMPOTENCY_KEY_REUSED", IDEMPOTENCY_MESSAGES.keyReused);
  const booking = toBooking(earlier);
  return { booking: back ? { ...booking, returnBooking: toBooking(back) } : booking, created: false };
}

/**
 * The driver approves a pending request. In one transaction, in one statement
 * (approvePendingRequest): the ride's row is locked first (as a new request on the ride
 * locks it), the booking moves from pending (guarded by its status) and the seats are
 * taken from the locked row, or nothing is; then the rider's money moves (a capture
 * refused rolls all of it back). A request already approved answers as it stands: the
 * driver's approval repeated (a retry after a lost answer) changes nothing. Otherwise the
 * driver is told why not: not theirs (404), expired, answered already, the trip no longer
 * active or gone, or how many seats are left (409).
 */
export async function approveBooking(
  db: Database,
  money: Money,
  driverId: string,
  bookingId: string,
): Promise<Booking> {
  assertBookingId(bookingId);
  if (money.method === "card") {
    // the capture is written down before the approving transaction
    const found = await findBookingForDriver(db, bookingId, driverId);
    if (isApprovedAlready(found)) return toBooking(found!.booking);
    await money.beforeApproval(db, assertApprovable(found).booking);
  }
  const approved = await db.transaction(async (tx) => {
    const row = await approvePendingRequest(tx, bookingId, driverId);
    if (!row) return undefined;
    // past its time but not yet reached by the expiry job: expired all the same (all of it rolled back)
    if (isPastExpiry({ ...row.booking, status: "pending" }, row.departureAt)) {
      throw new AppError("CONFLICT", BOOKING_MESSAGES.expired);
    }
    // the rider's money moves in the same transaction: a capture refused rolls all of it back
    await money.approved(tx, row.booking);
    return row.booking;
  });
  if (approved) return toBooking(approved);
  const found = await findBookingForDriver(db, bookingId, driverId);
  if (isApprovedAlready(found)) return toBooking(found!.booking);
  const { booking } = assertApprovable(found);
  // pending on an active trip: it left, or the seats are not there
  throw seatsRefusal(await findRideForBooking(db, booking.rideId), booking.seatsRequested);
}

type DriversBooking = Awaited<ReturnType<typeof findBookingForDriver>>;

/** A request of the driver's already approved: a repeated approval answers with it. */
function isApprovedAlready(found: DriversBooking): boolean {
  return found?.booking.status === "approved";
}

/** A request on the driver's own active trip that is still waiting for an answer, paid for if by card. */
function assertApprovable(found: DriversBooking): NonNullable<DriversBooking> {
  if (!found || found.booking.awaitingPayment) throw new AppError("NOT_FOUND", BOOKING_MESSAGES.notFound);
  // past its time but not yet reached by the expiry job: expired all the same
  if (found.booking.status === "expired" || isPastExpiry(found.booking, found.departureAt)) {
    throw new AppError("CONFLICT", BOOKING_MESSAGES.expired);
  }
  if (found.booking.status !== "pending") throw new AppError("CONFLICT", BOOKING_MESSAGES.notPending);
  if (found.rideStatus !== "active") throw new AppError("CONFLICT", TRIP_MESSAGES.notActive);
  return found;
}

/**
 * The rider's payment for a request was authorised (told by the provider's notice, or
 * found when the rider comes back from the provider's page). The provider is asked rather
 * than the message believed. In one transaction: the authorisation enters the ledger
 * (once: a second notice writes nothing) and the request goes to its driver. A second
 * authorisation of a paid request is let go; a request on an instant-booking trip is
 * approved at once (never on a women-only trip); a request that ended meanwhile has its
 * hold let go (the money follows its status).
 */
export async function recordPaymentAuthorised(
  db: Database,
  money: Money,
  bookingId: string,
  paymentIntentId: string,
): Promise<void> {
  const intent = await money.askAuthorisation(bookingId, paymentIntentId);
  if (!intent) return;
  const { authorisation, isInstant } = await db.transaction(async (tx) => {
    const row = await lockPaidRequest(tx, bookingId);
    if (!row) return { authorisation: "none" as const, isInstant: false };
    const authorisation = await money.recordAuthorisation(tx, row.booking, intent);
    const isWaiting = row.booking.status === "pending" && row.booking.awaitingPayment;
    if (authorisation !== "held" || !isWaiting) return { authorisation, isInstant: false };
    await markRequestPaid(tx, bookingId);
    return {
      authorisation,
      isInstant: isApprovedInstantly({ preferences: row, instantBooking: row.instantBooking }),
    };
  });
  if (authorisation === "extra") await money.releaseExtraAuthorisation(bookingId, intent);
  if (isInstant) {
    await approveInstantRequest(db, money, bookingId);
    await money.receipt([bookingId]);
  }
  await money.follow([bookingId]);
}

/**
 * A card request on an instant-booking trip, once its payment is authorised: approved as
 * the driver's approval would (capture included). Seats gone meanwhile leave it pending
 * for the driver to answer.
 */
async function approveInstantRequest(db: Database, money: Money, bookingId: string): Promise<void> {
  const [ride] = await findRideOfBooking(db, bookingId);
  if (!ride) return;
  try {
    await approveBooking(db, money, ride.driverId, bookingId);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== "CONFLICT") throw error;
  }
}

/**
 * Requests whose card was charged by an approval that never committed (the process
 * stopped, or the provider's answer was lost; the money's reconciliation found the charge):
 * approved now if they still can be, with their receipt; otherwise (seats gone, expired,
 * trip closed) all of the charge goes back. Returns how many it finished.
 */
export async function finishChargedRequests(db: Database, money: Money): Promise<number> {
  const bookingIds = await money.findChargedRequests();
  for (const bookingId of bookingIds) {
    const outcome = await db.transaction(async (tx) => {
      // the ride first, as an approval locks it; then the request, which another run may have finished
      await lockRideOfBooking(tx, bookingId);
      const row = await lockPaidRequest(tx, bookingId);
      if (!row || !["pending", "expired", "rejected"].includes(row.booking.status)) return "finished";
      if (row.booking.status === "pending" && (await approveInSavepoint(tx, bookingId))) return "approved";
      await money.refundCharged(tx, bookingId);
      return "refunded";
    });
    if (outcome === "approved") await money.receipt([bookingId]);
    await money.follow([bookingId]);
  }
  return bookingIds.length;
}

/** The approval of a pending request, in a savepoint: refused (seats gone, expired, trip closed), nothing of it stays. */
async function approveInSavepoint(tx: Database, bookingId: string): Promise<boolean> {
  try {
    await tx.transaction(async (savepoint) => {
      if (!(await approvePending(savepoint, bookingId))) throw new ApprovalRefused();
    });
    return true;
  } catch (error) {
    if (error instanceof ApprovalRefused) return false;
    throw error;
  }
}

class ApprovalRefused extends Error {}

/** Approves a pending request and takes its seats, inside `tx`; false when it can no longer be approved. */
async function approvePending(tx: Database, bookingId: string): Promise<boolean> {
  await lockRideOfBooking(tx, bookingId);
  const approved = await settlePendingBooking(tx, bookingId, "approved");
  if (!approved) return false;
  // the caller rolls its savepoint back on false: nothing of the approval stays
  const ride = await findRideForBooking(tx, approved.rideId);
  if (!ride || isPastExpiry({ ...approved, status: "pending" }, ride.departureAt)) return false;
  return takeSeats(tx, approved.rideId, approved.seatsRequested);
}

/**
 * A booking's payment, for its rider or its driver. A rider back from the provider's page
 * before its webhook has the Checkout asked directly, and a paid request moves on at once
 * (their receipt page polls while it waits).
 */
export async function readBookingPayment(
  db: Database,
  money: Money,
  userId: string,
  bookingId: string,
): Promise<BookingPayment> {
  const paymentIntentId = await money.completedCheckout(userId, bookingId);
  if (paymentIntentId) await recordPaymentAuthorised(db, money, bookingId, paymentIntentId);
  return money.readBookingPayment(userId, bookingId);
}

/**
 * Takes the seats of a booking just approved, inside the approving transaction; when the
 * seats are not there it throws (409, saying how many are left), which rolls the
 * approval back. The driver's approve and an instant booking both take seats here.
 */
async function takeSeatsOrRefuse(tx: Database, approved: BookingRow): Promise<void> {
  if (await takeSeats(tx, approved.rideId, approved.seatsRequested)) return;
  throw seatsRefusal(await findRideForBooking(tx, approved.rideId), approved.seatsRequested);
}

/** Why a ride could not take a request's seats: no longer active, left, or the seats left. */
function seatsRefusal(ride: RideForBooking | undefined, seatsRequested: number): AppError {
  if (!ride || ride.status !== "active") return new AppError("CONFLICT", TRIP_MESSAGES.notActive);
  if (ride.departureAt.getTime() <= nowMs()) return new AppError("CONFLICT", TRIP_MESSAGES.departed);
  return new AppError("CONFLICT", notEnoughSeatsMessage(ride.seatsRemaining, seatsRequested));
}

/**
 * The driver rejects a pending request; no seat was taken, none is freed. Rejected
 * already, it answers as it stands (a repeat changes nothing, tells no one again).
 */
export function rejectBooking(
  db: Database,
  money: Money,
  driverId: string,
  bookingId: string,
): Promise<Booking> {
  return rejectPending(db, money, driverId, bookingId);
}

/** Files the driver's report of a rider not eligible for a women-only trip, in the rejection's transaction. */
export type ReportIneligibleRider = (tx: Database, driverId: string, riderId: string) => Promise<string>;

/**
 * A women-only trip's driver rejects a pending request and reports its rider as not
 * eligible, in one transaction: both or neither. 409 on a trip that is not women-only.
 */
export function rejectIneligibleRider(
  db: Database,
  money: Money,
  driverId: string,
  bookingId: string,
  report: ReportIneligibleRider,
): Promise<Booking> {
  return rejectPending(db, money, driverId, bookingId, report);
}

async function rejectPending(
  db: Database,
  money: Money,
  driverId: string,
  bookingId: string,
  report?: ReportIneligibleRider,
): Promise<Booking> {
  assertBookingId(bookingId);
  const found = await findBookingForDriver(db, bookingId, driverId);
  if (!found || found.booking.awaitingPayment) throw new AppError("NOT_FOUND", BOOKING_MESSAGES.notFound);
  if (report && !found.womenOnly) throw new AppError("CONFLICT", WOMEN_ONLY_MESSAGES.notWomenOnlyTrip);
  // a plain rejection repeated (a retry after a lost answer) answers with it; a report is never filed twice
  if (!report && found.booking.status === "rejected") return toBooking(found.booking);
  const rejected = report
    ? await db.transaction(async (tx) => {
        const row = await settlePendingBooking(tx, bookingId, "rejected");
        if (row) await report(tx, driverId, row.riderId);
        return row;
      })
    : await settlePendingBooking(db, bookingId, "rejected");
  if (!rejected) {
    const current = await findRiderBooking(db, bookingId, found.booking.riderId);
    // rejected meanwhile by the driver's other attempt: the same answer
    if (!report && current?.status === "rejected") return toBooking(current);
    throw notPendingError(current);
  }
  // a card authorisation is let go
  await money.follow([rejected.id]);
  return toBooking(rejected);
}

/**
 * The rider withdraws a pending request, or cancels a confirmed seat on a trip
 * that has not left: its seats are freed and the money follows the Terms (in full 24 h or
 * more before departure, half later), all in one transaction guarded by the status. The
 * trip's driver, who reads the booking, is told (403) that cancelling it is the rider's.
 * Cancelled already, it answers as it stands: a repeat refunds and tells no one again.
 */
export async function cancelBooking(
  db: Database,
  money: Money,
  riderId: string,
  bookingId: string,
): Promise<Booking> {
  assertBookingId(bookingId);
  const withdrawn = await settlePendingBooking(db, bookingId, "cancelled", riderId);
  if (withdrawn) {
    await money.follow([withdrawn.id]);
    return toBooking(withdrawn);
  }
  const current = await findRiderBooking(db, bookingId, riderId);
  if (!current) {
    // the trip's driver reads the booking too: they hear what is theirs to do, not that it is missing
    const seen = await findBookingForReader(db, bookingId, riderId);
    if (seen) throw new AppError("FORBIDDEN", BOOKING_MESSAGES.driverCannotCancel);
    throw new AppError("NOT_FOUND", BOOKING_MESSAGES.notFound);
  }
  // cancelled already by its rider (a retry after a lost answer): answered as it stands
  if (current.status === "cancelled") return toBooking(current);
  if (current.status !== "approved") throw notPendingError(current, BOOKING_MESSAGES.cancelNotActive);
  const ride = await findRideForBooking(db, current.rideId);
  if (!ride || ride.status !== "active") throw new AppError("CONFLICT", TRIP_MESSAGES.notActive);
  if (ride.departureAt.getTime() <= nowMs()) throw new AppError("CONFLICT", BOOKING_MESSAGES.cancelDeparted);
  const cancelled = await db.transaction(async (tx) => {
    await lockRideOfBooking(tx, bookingId);
    const row = await cancelConfirmedBooking(tx, bookingId, riderId);
    if (row) await money.riderCancelled(tx, row, ride.departureAt);
    return row;
  });
  if (!cancelled) {
    const latest = await findRiderBooking(db, bookingId, riderId);
    if (latest?.status === "cancelled") return toBooking(latest);
    throw new AppError("CONFLICT", BOOKING_MESSAGES.cancelNotActive);
  }
  await money.follow([cancelled.id]);
  return toBooking(cancelled);
}

/**
 * The driver completes their trip once it has left (the rides feature's closeRide, which
 * calls this inside the transaction that closes the ride's row, through the bookings
 * plugin's `app.rideBookings`): its confirmed seats become completed, and the ride's price
 * becomes what its driver earned from them. No-shows stay no-shows; pending requests stay
 * pending on a trip no longer active, where they can no longer be approved. A trip its
 * driver cancels changes none of its bookings: its riders read 'Ride Cancelled' from the
 * trip's status. The trip's timeline gets its "dropped off" entry.
 */
export async function completeRideBookings(
  tx: Database,
  record: RecordRideDayEvent,
  rideId: string,
): Promise<void> {
  await completeApprovedBookings(tx, rideId);
  // the trip's day ends: "dropped off" on its timeline (docs/product/ride-day.md#start-drop-off-and-no-shows)
  const ride = await findRideDay(tx, rideId);
  if (ride) await record(tx, { rideId, actorId: ride.driverId, kind: "dropped_off" });
}

/**
 * After a trip was completed or cancelled by its driver (committed, and the search told):
 * the money of each of its bookings follows where the booking and the trip now stand. A
 * completed seat is settled between the driver and CampusRide (by card, a no-show's too);
 * on a cancelled trip a charged seat is refunded in full and one owed at pickup forgiven;
 * an authorisation on a request that will no longer ride is let go.
 */
export async function followClosedRide(money: Money, rideId: string): Promise<void> {
  await money.followRide(rideId);
}

/** Why a request could not be answered or withdrawn: it expired, or it was settled already. */
function notPendingError(current: BookingRow | undefined, message: string = BOOKING_MESSAGES.notPending) {
  return new AppError("CONFLICT", current?.status === "expired" ? BOOKING_MESSAGES.expired : message);
}

/** Pending past its 12 hours on a trip yet to leave (once it has left, the driver hears that instead). */
function isPastExpiry(booking: BookingRow, departureAt: Date): boolean {
  const now = nowMs();
  return (
    booking.status === "pending" &&
    departureAt.getTime() > now &&
    requestExpiresAt(booking.createdAt, departureAt).getTime() <= now
  );
}

/**
 * A ride's requests for its driver's requests screen: pending, approved (completed too),
 * rejected, and expired (requests not answered in time, kept apart from the driver's rejections).
 */
export async function listRideRequests(db: Database, rideId: string): Promise<Omit<TripRequests, "ride">> {
  const requests = await listRequestsOfRide(db, rideId);
  const ride = await findRideDay(db, rideId);
  return {
    ...(ride ? { day: toTripDay(ride) } : {}),
    pending: requests.filter((request) => request.status === "pending"),
    approved: requests.filter(
      (request) =>
        request.status === "approved" || request.status === "completed" || request.status === "no_show",
    ),
    rejected: requests.filter((request) => request.status === "rejected"),
    expired: requests.filter((request) => request.status === "expired"),
  };
}

/**
 * The public view of rides by id, any status, with their notes as the viewer reads them
 * (as written once their seat is confirmed); the rides feature answers (app.ts hands it in).
 */
export type FindPublicRides = (
  db: Database,
  rideIds: readonly string[],
  viewerId: string,
) => Promise<PublicRide[]>;

async function withRides(
  db: Database,
  viewerId: string,
  rows: BookingRow[],
  findRides: FindPublicRides,
  blocked: ReadonlySet<string> = new Set(),
): Promise<RiderBooking[]> {
  const rides = new Map(
    (await findRides(db, [...new Set(rows.map((row) => row.rideId))], viewerId)).map((ride) => [
      ride.id,
      ride,
    ]),
  );
  return rows.flatMap((row) => {
    const ride = rides.get(row.rideId);
    return ride ? [{ ...toBooking(row, { blocked: blocked.has(row.id) }), ride }] : [];
  });
}

/**
 * My Rides: the rider's own requests with their rides, upcoming or past & cancelled, each
 * saying whether the rider has reviewed its driver.
 */
export async function listMyBookings(
  db: Database,
  riderId: string,
  scope: BookingScope,
  findRides: FindPublicRides,
): Promise<RiderBooking[]> {
  const rows = await listRiderBookings(db, riderId, scope);
  const reviewed = new Set(rows.filter((row) => row.reviewWritten).map((row) => row.booking.id));
  const delays = new Map(rows.map((row) => [row.booking.id, row.departureDelayMinutes]));
  const blocked = new Set(rows.filter((row) => row.blocked).map((row) => row.booking.id));
  const listed = await withRides(
    db,
    riderId,
    rows.map((row) => row.booking),
    findRides,
    blocked,
  );
  return listed.map((booking) => ({
    ...booking,
    reviewWritten: reviewed.has(booking.id),
    ...withDelay(delays.get(booking.id)),
  }));
}

/** A confirmed seat's moved departure (the trip's day): only when the driver announced lateness. */
function withDelay(minutes: number | null | undefined): { departureDelayMinutes?: number } {
  return minutes ? { departureDelayMinutes: minutes } : {};
}

/**
 * One booking with its ride, for its rider or the ride's driver (docs/product/bookings.md#who-sees-a-booking); anyone else
 * learns nothing about it (404).
 */
export async function getBooking(
  db: Database,
  userId: string,
  bookingId: string,
  findRides: FindPublicRides,
): Promise<RiderBooking> {
  assertBookingId(bookingId);
  const found = await findBookingForReader(db, bookingId, userId);
  const hidden = new Set(found?.blocked ? [found.booking.id] : []);
  const [booking] = found ? await withRides(db, userId, [found.booking], findRides, hidden) : [];
  if (!booking) throw new AppError("NOT_FOUND", BOOKING_MESSAGES.notFound);
  const withDay = await withTripDay(db, userId, booking);
  const shown = {
    ...withDay,
    ...(found?.tripHidden ? { tripHidden: true } : {}),
    ...withDelay(found?.departureDelayMinutes),
  };
  return found?.driverPhone ? { ...shown, driverPhone: formatPhone(found.driverPhone) } : shown;
}

/**
 * Read alone by its rider, a confirmed seat (or a no-show) carries its trip's day, and a
 * no-show whether it was disputed (docs/product/ride-day.md#start-drop-off-and-no-shows).
 */
async function withTripDay(db: Database, userId: string, booking: RiderBooking): Promise<RiderBooking> {
  const isConfirmed = ["approved", "completed", "no_show"].includes(booking.status);
  if (booking.riderId !== userId || !isConfirmed) return booking;
  const ride = await findRideDay(db, booking.rideId);
  return {
    ...booking,
    ...(ride ? { day: toTripDay(ride) } : {}),
    ...(booking.status === "no_show" ? await noShowDisputeOf(db, booking.id) : {}),
  };
}
