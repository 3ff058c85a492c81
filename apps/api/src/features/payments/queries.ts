import type { LedgerTransfer, PaymentMethod } from "@campusride/shared/domain/payments";
import { LIMITS } from "@campusride/shared/limits";
import { and, asc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import {
  bookings,
  ledgerEntries,
  paymentOperations,
  payments,
  payoutAccounts,
  rides,
  stripeEvents,
  user,
  type LedgerEntryRow,
  type PaymentOperationRow,
} from "../../db/schema/index.ts";
import { isLiveAccount } from "../../db/live-accounts.ts";
import { now, nowSql } from "../../lib/clock.ts";
import { operationKey } from "./provider.ts";

/** What the money of a booking is computed from: its id and its two prices (bookings' own columns). */
export interface BookingFacts {
  id: string;
  /** What the rider pays, fee included (bookings.price_cents; none on bookings older than payments). */
  priceCents: number | null;
  /** The driver's price for the seats (bookings.total_price_cents). */
  totalPriceCents: number;
}

type OperationKind = PaymentOperationRow["kind"];

// --- the ledger ---

/**
 * Appends a booking's transfers to the ledger. A step between two accounts is written
 * once per booking (ledger_entries_once_idx): a step taken again writes nothing.
 */
export async function recordTransfers(
  db: Database,
  bookingId: string,
  transfers: readonly LedgerTransfer[],
  providerRef: string | null = null,
): Promise<void> {
  if (transfers.length === 0) return;
  await db
    .insert(ledgerEntries)
    .values(
      transfers.map((transfer) => ({
        bookingId,
        step: transfer.step,
        fromAccount: transfer.from,
        toAccount: transfer.to,
        amountCents: transfer.amountCents,
        providerRef,
      })),
    )
    .onConflictDoNothing();
}

/**
 * Appends a booking's transfers in one statement, only when its payment is `method` for
 * `amountCents` (the step's rule decided them from these): true when it wrote them, false
 * when the payment is otherwise (or missing), or the steps were written already.
 */
export async function recordTransfersIfPaid(
  tx: Database,
  bookingId: string,
  payment: { method: PaymentMethod; amountCents: number },
  transfers: readonly LedgerTransfer[],
): Promise<boolean> {
  if (transfers.length === 0) return false;
  const rows = sql.join(
    transfers.map(
      (transfer) =>
        sql`(${transfer.step}::ledger_step, ${transfer.from}::ledger_account, ${transfer.to}::ledger_account, ${transfer.amountCents}::integer)`,
    ),
    sql`, `,
  );
  const result = (await tx.execute(sql`
    insert into ${ledgerEntries} (booking_id, step, from_account, to_account, amount_cents)
    select p.booking_id, t.step, t.from_account, t.to_account, t.amount_cents
    from ${payments} p, (values ${rows}) as t (step, from_account, to_account, amount_cents)
    where p.booking_id = ${bookingId} and p.method = ${payment.method} and p.amount_cents = ${payment.amountCents}
    on conflict do nothing
    returning id`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

export function toTransfer(row: LedgerEntryRow): LedgerTransfer {
  return { step: row.step, from: row.fromAccount, to: row.toAccount, amountCents: row.amountCents };
}

/** A booking's entries, oldest first. */
export async function readLedger(db: Database, bookingId: string): Promise<LedgerEntryRow[]> {
  return db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.bookingId, bookingId))
    .orderBy(asc(ledgerEntries.id));
}

// --- payments ---

export async function findPayment(db: Database, bookingId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.bookingId, bookingId));
  return row;
}

/**
 * Makes sure a booking has its payment row. Bookings made before payments existed were
 * paid at pickup: they get a pay-at-pickup row, so their money is counted like any other.
 */
export async function ensurePayment(
  tx: Database,
  booking: BookingFacts,
  method: PaymentMethod = "pay_at_pickup",
): Promise<void> {
  await tx
    .insert(payments)
    .values({ bookingId: booking.id, method, amountCents: booking.priceCents ?? booking.totalPriceCents })
    .onConflictDoNothing();
}

/**
 * A new request's payment as part of the request's own statement (as ensurePayment writes
 * it): `requested` names what inserted the booking (a `returning *` of it).
 */
export function paymentOfRequestSql(requested: SQL, method: PaymentMethod): SQL {
  return sql`insert into ${payments} (booking_id, method, amount_cents)
    select id, ${method}::payment_method, coalesce(price_cents, total_price_cents) from ${requested}
    on conflict do nothing`;
}

/** The authorised PaymentIntent of a card payment. */
export async function setPaymentIntent(tx: Database, bookingId: string, paymentIntentId: string) {
  await tx
    .update(payments)
    .set({ paymentIntentId, failure: null, updatedAt: now() })
    .where(eq(payments.bookingId, bookingId));
}

export async function setCheckoutSession(db: Database, bookingId: string, checkoutSessionId: string) {
  await db
    .update(payments)
    .set({ checkoutSessionId, updatedAt: now() })
    .where(eq(payments.bookingId, bookingId));
}

/** A failed attempt to pay (a decline), kept to show the rider. */
export async function setPaymentFailure(db: Database, bookingId: string, message: string): Promise<void> {
  await db
    .update(payments)
    .set({ failure: message.slice(0, 300), updatedAt: now() })
    .where(and(eq(payments.bookingId, bookingId), eq(payments.method, "card")));
}

/** A booking as its rider sees it for paying: ids, amounts, the trip. */
export async function findRiderPayment(db: Database, riderId: string, bookingId: string) {
  // an id from the URL that is not a UUID names no booking (the column is a uuid)
  if (!z.uuid().safeParse(bookingId).success) return undefined;
  const [row] = await db
    .select({
      status: bookings.status,
      awaitingPayment: bookings.awaitingPayment,
      seats: bookings.seatsRequested,
      rideStatus: rides.status,
      departureAt: rides.departureAt,
      from: rides.departureCity,
      to: rides.destinationCity,
      method: payments.method,
      amountCents: payments.amountCents,
      checkoutSessionId: payments.checkoutSessionId,
      email: user.email,
    })
    .from(bookings)
    .innerJoin(rides, eq(rides.id, bookings.rideId))
    .innerJoin(payments, eq(payments.bookingId, bookings.id))
    .innerJoin(user, eq(user.id, bookings.riderId))
    .where(and(eq(bookings.id, bookingId), eq(bookings.riderId, riderId)));
  return row;
}

/** A booking its rider or its ride's driver may read, with its payment (none before its first step). */
export async function findBookingPayment(db: Database, userId: string, bookingId: string) {
  if (!z.uuid().safeParse(bookingId).success) return undefined;
  const [row] = await db
    .select({
      id: bookings.id,
      riderId: bookings.riderId,
      status: bookings.status,
      awaitingPayment: bookings.awaitingPayment,
      seats: bookings.seatsRequested,
      driverPriceCents: bookings.totalPriceCents,
      riderPriceCents: bookings.priceCents,
      pricePerSeatCents: rides.pricePerSeatCents,
      rideStatus: rides.status,
      departureAt: rides.departureAt,
      method: payments.method,
      amountCents: payments.amountCents,
      failure: payments.failure,
      checkoutSessionId: payments.checkoutSessionId,
    })
    .from(bookings)
    .innerJoin(rides, eq(rides.id, bookings.rideId))
    .leftJoin(payments, eq(payments.bookingId, bookings.id))
    .where(
      and(
        eq(bookings.id, bookingId),
        // a request its rider has not paid for is not the driver's to see yet
        or(
          eq(bookings.riderId, userId),
          and(eq(rides.driverId, userId), eq(bookings.awaitingPayment, false)),
        ),
      ),
    );
  return row;
}

export type FoundPayment = NonNullable<Awaited<ReturnType<typeof findBookingPayment>>>;

/** A booking with what its money depends on: its status, its ride's, its payment. */
export async function findBookingMoney(tx: Database, bookingId: string, { lock = false } = {}) {
  const query = tx
    .select({
      status: bookings.status,
      updatedAt: bookings.updatedAt,
      rideStatus: rides.status,
      departureAt: rides.departureAt,
      driverPriceCents: bookings.totalPriceCents,
      riderPriceCents: bookings.priceCents,
      method: payments.method,
      totalCents: payments.amountCents,
    })
    .from(bookings)
    .innerJoin(rides, eq(rides.id, bookings.rideId))
    .leftJoin(payments, eq(payments.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId))
    .$dynamic();
  const [row] = await (lock ? query.for("no key update", { of: bookings }) : query);
  return row;
}

/** The bookings of a ride (all of them: its status decides what their money does). */
export async function listBookingsOfRide(db: Database, rideId: string): Promise<string[]> {
  const rows = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.rideId, rideId));
  return rows.map((row) => row.id);
}

/**
 * The bookings whose money lags behind their status: a confirmed seat of an older
 * booking with no payment yet, a hold on a request that will not ride, a charge or an
 * amount owed on a trip cancelled or happened, a cancelled seat not yet refunded.
 */
export async function findLaggingBookings(db: Database): Promise<string[]> {
  const result = (await db.execute(sql`
    with balances as (
      select booking_id,
        sum(case when to_account = 'hold' then amount_cents when from_account = 'hold' then -amount_cents else 0 end) as hold,
        sum(case when to_account = 'escrow' then amount_cents when from_account = 'escrow' then -amount_cents else 0 end) as escrow,
        sum(case when to_account = 'pickup_due' then amount_cents when from_account = 'pickup_due' then -amount_cents else 0 end) as pickup_due,
        bool_or(step = 'owe') as has_owe,
        bool_or(step = 'refund') as has_refund,
        bool_or(step = 'settle') as has_settle
      from ledger_entries group by booking_id)
    select b.id from bookings b
    join rides r on r.id = b.ride_id
    left join payments p on p.booking_id = b.id
    left join balances l on l.booking_id = b.id
    where (p.booking_id is null and b.status in ('approved', 'completed', 'no_show'))
      or (p.method = 'pay_at_pickup' and b.status in ('approved', 'completed', 'no_show') and not coalesce(l.has_owe, false))
      or (coalesce(l.hold, 0) > 0 and (b.status not in ('pending', 'approved') or r.status <> 'active'))
      or ((coalesce(l.escrow, 0) > 0 or coalesce(l.pickup_due, 0) > 0) and (
            (b.status = 'completed' and not coalesce(l.has_settle, false))
            or (b.status = 'no_show' and p.method = 'card' and r.status = 'completed' and not coalesce(l.has_settle, false))
            or (b.status = 'cancelled' and not coalesce(l.has_refund, false))
            or (b.status in ('approved', 'no_show') and r.status = 'cancelled' and not coalesce(l.has_refund, false))))
      -- a booking whose provider call was refused needs a person, not another run
      and not exists (select 1 from payment_operations po where po.booking_id = b.id and po.state = 'failed')
    order by b.updated_at
    limit 100`)) as unknown as { rows: Array<{ id: string }> };
  return result.rows.map((row) => row.id);
}

/**
 * Requests whose card was charged but whose approval never committed (the capture's
 * answer was lost, and the reconciliation found the money taken): charged, never
 * confirmed, no refund made or written down, nothing of theirs still being tried.
 */
export async function findChargedRequests(db: Database): Promise<string[]> {
  const result = (await db.execute(sql`
    select b.id from bookings b
    where b.status in ('pending', 'expired', 'rejected')
      and exists (select 1 from ledger_entries le where le.booking_id = b.id and le.step = 'capture')
      and not exists (select 1 from ledger_entries le where le.booking_id = b.id and le.step = 'refund')
      and not exists (select 1 from payment_operations po where po.booking_id = b.id
        and (po.state = 'started' or po.kind = 'refund'))
    order by b.updated_at
    limit 100`)) as unknown as { rows: Array<{ id: string }> };
  return result.rows.map((row) => row.id);
}

/**
 * A receipt is sent only for a seat whose money moved (captured, or owed at pickup) this
 * recently: a ledger given late to an old booking sends none. The reconciliation looks for
 * unsent receipts within the same window.
 */
export const RECEIPT_WINDOW_HOURS = 24;

/**
 * Confirmed seats whose receipt has not gone out: the process that committed the
 * approval stopped before sending it (sendReceipts decides which are still due).
 */
export async function findUnsentReceipts(db: Database): Promise<string[]> {
  const result = (await db.execute(sql`
    select p.booking_id as id from payments p
    join bookings b on b.id = p.booking_id
    where p.receipt_sent_at is null and b.status = 'approved'
      and exists (select 1 from ledger_entries le where le.booking_id = p.booking_id
        and le.step in ('capture', 'owe') and le.created_at > ${nowSql()} - make_interval(hours => ${RECEIPT_WINDOW_HOURS}))
    order by b.updated_at
    limit 100`)) as unknown as { rows: Array<{ id: string }> };
  return result.rows.map((row) => row.id);
}

/**
 * Claims the receipts still due among these bookings, by setting receipt_sent_at in one
 * statement (two instances never claim one twice): not sent yet, the seat's money moved
 * within RECEIPT_WINDOW_HOURS, and the seat confirmed on a trip still to come for a live
 * rider. Returns the bookings claimed.
 */
export async function claimReceipts(db: Database, bookingIds: readonly string[]): Promise<string[]> {
  const present = nowSql();
  const claimed = await db
    .update(payments)
    .set({ receiptSentAt: now() })
    .where(
      and(
        inArray(payments.bookingId, [...bookingIds]),
        isNull(payments.receiptSentAt),
        sql`exists (select 1 from ${ledgerEntries} le where le.booking_id = ${payments.bookingId}
          and le.step in ('capture', 'owe')
          and le.created_at > ${present} - make_interval(hours => ${RECEIPT_WINDOW_HOURS}))`,
        // a seat on a trip still to come: never a receipt for an old booking given its ledger late
        sql`exists (select 1 from ${bookings} b join ${rides} r on r.id = b.ride_id
          where b.id = ${payments.bookingId} and b.status = 'approved' and r.departure_at > ${present}
            and ${isLiveAccount(sql`b.rider_id`)})`,
      ),
    )
    .returning({ bookingId: payments.bookingId });
  return claimed.map((row) => row.bookingId);
}

/** What a booking's receipt says: the seats and their prices, the trip, how it is paid, the rider's address. */
export async function findReceiptFacts(db: Database, bookingId: string) {
  const [row] = await db
    .select({
      booking: bookings,
      ride: rides,
      method: payments.method,
      total: payments.amountCents,
      email: user.email,
    })
    .from(bookings)
    .innerJoin(rides, eq(rides.id, bookings.rideId))
    .innerJoin(payments, eq(payments.bookingId, bookings.id))
    .innerJoin(user, eq(user.id, bookings.riderId))
    .where(eq(bookings.id, bookingId));
  return row;
}

/** Gives a receipt's claim back (its send failed): the next run sends it. */
export async function releaseReceiptClaim(db: Database, bookingId: string): Promise<void> {
  await db.update(payments).set({ receiptSentAt: null }).where(eq(payments.bookingId, bookingId));
}

// --- provider calls written down (payment_operations) ---

/**
 * An operation's updated_at times its attempts (the lease between two runs, when a run
 * takes over one left started): elapsed time, measured on the database's own clock on both
 * sides (it stamps new rows too), never on the server clock a test moves forward.
 */
const operationStamp = sql`now()`;

/**
 * Writes down a provider call to make for a booking, with its idempotency key, in the
 * transaction that decided it. A kind already written down for the booking is left as it is.
 */
export async function planOperation(
  tx: Database,
  bookingId: string,
  kind: OperationKind,
  amountCents: number,
): Promise<void> {
  if (amountCents <= 0) return;
  await tx
    .insert(paymentOperations)
    .values({ bookingId, kind, amountCents, idempotencyKey: operationKey(bookingId, kind) })
    .onConflictDoNothing();
}

/** The capture an approval is about to make, written down first; a failed attempt is started again. */
export async function planCapture(db: Database, bookingId: string, amountCents: number): Promise<void> {
  await db
    .insert(paymentOperations)
    .values({
      bookingId,
      kind: "capture",
      amountCents,
      idempotencyKey: operationKey(bookingId, "capture"),
    })
    .onConflictDoUpdate({
      target: [paymentOperations.bookingId, paymentOperations.kind],
      set: { state: "started", error: null, updatedAt: operationStamp },
      where: sql`${paymentOperations.state} = 'failed'`,
    });
}

/** A booking's capture, held for this transaction. */
export async function lockCapture(tx: Database, bookingId: string) {
  const [operation] = await tx
    .select()
    .from(paymentOperations)
    .where(and(eq(paymentOperations.bookingId, bookingId), eq(paymentOperations.kind, "capture")))
    .for("update");
  return operation;
}

/** The started operations of a booking (or of every booking), oldest first. */
export async function listStartedOperations(
  db: Database,
  { bookingId, staleForMs = 0 }: { bookingId?: string; staleForMs?: number },
): Promise<PaymentOperationRow[]> {
  return db
    .select()
    .from(paymentOperations)
    .where(
      and(
        eq(paymentOperations.state, "started"),
        bookingId ? eq(paymentOperations.bookingId, bookingId) : undefined,
        staleForMs > 0
          ? sql`${paymentOperations.updatedAt} <= now() - make_interval(secs => ${staleForMs / 1000})`
          : undefined,
      ),
    )
    .orderBy(paymentOperations.createdAt)
    .limit(100);
}

/**
 * Locks a started operation for this transaction; undefined when it is done, or (unless
 * `wait`) while another transaction holds it.
 */
export async function lockStartedOperation(
  tx: Database,
  operationId: string,
  { wait = false } = {},
): Promise<PaymentOperationRow | undefined> {
  const [row] = await tx
    .select()
    .from(paymentOperations)
    .where(and(eq(paymentOperations.id, operationId), eq(paymentOperations.state, "started")))
    .for("update", wait ? {} : { skipLocked: true });
  return row;
}

export async function finishOperation(
  tx: Database,
  operationId: string,
  outcome: { state: "succeeded"; providerRef: string } | { state: "failed"; error: string },
): Promise<void> {
  await tx
    .update(paymentOperations)
    .set({
      state: outcome.state,
      providerRef: outcome.state === "succeeded" ? outcome.providerRef : null,
      error: outcome.state === "failed" ? outcome.error : null,
      updatedAt: operationStamp,
    })
    .where(and(eq(paymentOperations.id, operationId), eq(paymentOperations.state, "started")));
}

/** Notes why an attempt could not reach the provider; the operation stays started. */
export async function noteUnreachable(db: Database, operationId: string, error: string): Promise<void> {
  await db
    .update(paymentOperations)
    .set({ error, updatedAt: operationStamp })
    .where(and(eq(paymentOperations.id, operationId), eq(paymentOperations.state, "started")));
}

/**
 * Claims a started operation for one attempt, in its own short statement: a fresh one (no
 * attempt yet) at once, one tried before only once `leaseMs` has passed since, so two runs
 * (in two instances) do not make the call side by side. Undefined when it is not to run now.
 */
export async function claimOperation(
  db: Database,
  operationId: string,
  leaseMs: number,
): Promise<PaymentOperationRow | undefined> {
  const [row] = await db
    .update(paymentOperations)
    .set({ attempts: sql`${paymentOperations.attempts} + 1`, updatedAt: operationStamp })
    .where(
      and(
        eq(paymentOperations.id, operationId),
        eq(paymentOperations.state, "started"),
        sql`(${paymentOperations.attempts} = 0
          or ${paymentOperations.updatedAt} <= now() - make_interval(secs => ${leaseMs / 1000}))`,
      ),
    )
    .returning();
  return row;
}

/** What running an operation needs to know about its booking. */
export async function findOperationBooking(tx: Database, bookingId: string) {
  const [row] = await tx
    .select({
      status: bookings.status,
      rideStatus: rides.status,
      driverId: rides.driverId,
      driverPriceCents: bookings.totalPriceCents,
      totalCents: payments.amountCents,
      paymentIntentId: payments.paymentIntentId,
    })
    .from(bookings)
    .innerJoin(rides, eq(rides.id, bookings.rideId))
    .innerJoin(payments, eq(payments.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId));
  return row;
}

export type OperationBooking = NonNullable<Awaited<ReturnType<typeof findOperationBooking>>>;

export async function findPayoutAccountId(tx: Database, driverId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: payoutAccounts.stripeAccountId })
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.userId, driverId), eq(payoutAccounts.payoutsEnabled, true)));
  return row?.id;
}

// --- payouts to drivers ---

export async function findPayoutAccount(db: Database, driverId: string) {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, driverId));
  return row;
}

/** A payout account's state, as the provider tells it. */
export async function updatePayoutAccount(
  db: Database,
  stripeAccountId: string,
  state: { detailsSubmitted: boolean; payoutsEnabled: boolean },
): Promise<void> {
  await db
    .update(payoutAccounts)
    .set({ ...state, updatedAt: now() })
    .where(eq(payoutAccounts.stripeAccountId, stripeAccountId));
}

/** The driver's payout account at the provider, kept once (a second one for the driver is ignored). */
export async function insertPayoutAccount(db: Database, driverId: string, stripeAccountId: string) {
  await db.insert(payoutAccounts).values({ userId: driverId, stripeAccountId }).onConflictDoNothing();
}

/** The address of an account (a payout account is opened with it). */
export async function findAccountEmail(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  return row?.email;
}

export interface DriverShareRow {
  booking_id: string;
  ride_id: string;
  departure_city: string;
  destination_city: string;
  departure_at: Date | string;
  method: "pay_at_pickup" | "card";
  earned: number | string;
  paid: number | string;
  settled_at: Date | string;
  paid_at: Date | string | null;
}

/**
 * The driver's share of each booking of theirs that settled (a ride that happened, a rider
 * who did not show up, a late cancellation), with what was paid out of it: newest first, at most 100.
 */
export async function listDriverShares(db: Database, driverId: string): Promise<DriverShareRow[]> {
  const result = (await db.execute(sql`
    select b.id as booking_id, r.id as ride_id, r.departure_city, r.destination_city,
      r.departure_at, p.method,
      sum(le.amount_cents) filter (where le.step = 'settle' and le.to_account in ('driver', 'driver_paid')) as earned,
      coalesce(sum(le.amount_cents) filter (where le.step = 'payout'), 0) as paid,
      min(le.created_at) filter (where le.step = 'settle') as settled_at,
      max(le.created_at) filter (where le.step = 'payout') as paid_at
    from rides r
    join bookings b on b.ride_id = r.id
    join payments p on p.booking_id = b.id
    join ledger_entries le on le.booking_id = b.id
    where r.driver_id = ${driverId}
    group by b.id, r.id, p.method
    having sum(le.amount_cents) filter (where le.step = 'settle' and le.to_account in ('driver', 'driver_paid')) > 0
    order by min(le.created_at) filter (where le.step = 'settle') desc
    limit ${LIMITS.list}`)) as unknown as { rows: DriverShareRow[] };
  return result.rows;
}

/**
 * Drivers' shares still owed and due: settled at least `payoutDelayHours` ago, to a driver
 * whose payout account is ready, with no payout written down yet; at most 100.
 */
export async function findDueDriverShares(
  db: Database,
  payoutDelayHours: number,
): Promise<Array<{ bookingId: string; dueCents: number }>> {
  const result = (await db.execute(sql`
    select b.id as booking_id, sum(case when le.to_account = 'driver' then le.amount_cents
                                      when le.from_account = 'driver' then -le.amount_cents else 0 end) as due
    from ledger_entries le
    join bookings b on b.id = le.booking_id
    join rides r on r.id = b.ride_id
    join payout_accounts pa on pa.user_id = r.driver_id and pa.payouts_enabled
    where not exists (select 1 from payment_operations po where po.booking_id = b.id and po.kind = 'payout')
    group by b.id
    having sum(case when le.to_account = 'driver' then le.amount_cents
                    when le.from_account = 'driver' then -le.amount_cents else 0 end) > 0
      and min(le.created_at) filter (where le.step = 'settle')
          <= ${nowSql()} - make_interval(secs => ${payoutDelayHours * 3600})
    limit 100`)) as unknown as { rows: Array<{ booking_id: string; due: number | string }> };
  return result.rows.map((row) => ({ bookingId: row.booking_id, dueCents: Number(row.due) }));
}

/** The payouts written down and not made yet, oldest first (at most 100). */
export async function listStartedPayouts(db: Database): Promise<string[]> {
  const result = (await db.execute(sql`
    select id from payment_operations where kind = 'payout' and state = 'started' order by created_at limit 100`)) as unknown as {
    rows: Array<{ id: string }>;
  };
  return result.rows.map((row) => row.id);
}

// --- the provider's notices ---

/** Whether a notice was processed to its end before (a redelivery). */
export async function isNoticeRecorded(db: Database, eventId: string): Promise<boolean> {
  const [seen] = await db.select().from(stripeEvents).where(eq(stripeEvents.id, eventId));
  return Boolean(seen);
}

/** Writes a notice down as processed; false when another delivery got there first. */
export async function recordNotice(db: Database, event: { id: string; type: string }): Promise<boolean> {
  const [recorded] = await db
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return Boolean(recorded);
}
