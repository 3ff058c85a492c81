import {
  confirmTransfers,
  driverCancellationTransfers,
  ledgerBalances,
  riderCancellationRefundCents,
  riderCancellationTransfers,
  settleTransfers,
  type LedgerTransfer,
} from "@campusride/shared/domain/payments";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { bookings, payments, rides } from "../../db/schema/index.ts";
import { readLedger, recordTransfers, toTransfer } from "./ledger.ts";
import { RECEIPT_WINDOW_HOURS } from "./receipt-email.ts";
import {
  listStartedOperations,
  planOperation,
  runOperation,
  sendReceiptsQuietly,
  type MoneyContext,
} from "./operations.ts";

/** A booking with what its money depends on: its status, its ride's, its payment. */
async function findBookingMoney(tx: Database, bookingId: string, { lock = false } = {}) {
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

/**
 * Makes sure a booking has its payment row. Bookings made before payments existed were
 * paid at pickup: they get a pay-at-pickup row, so their money is counted like any other.
 */
export async function ensurePayment(
  tx: Database,
  booking: { id: string; priceCents: number | null; totalPriceCents: number },
  method: "pay_at_pickup" | "card" = "pay_at_pickup",
): Promise<void> {
  await tx
    .insert(payments)
    .values({ bookingId: booking.id, method, amountCents: booking.priceCents ?? booking.totalPriceCents })
    .onConflictDoNothing();
}

/**
 * What the booking's money still has to do, given where the booking and its trip stand.
 * Card: an authorisation on a request that will not ride (or whose trip closed first) is
 * released; a charge on a trip its driver cancelled is refunded in full; a ride that
 * happened is settled between the driver and CampusRide, and so is a no-show once its
 * trip is completed (a no-show on a trip then cancelled is refunded). At pickup the same,
 * without a provider: the total becomes owed at approval, forgiven when the driver
 * cancels, settled once the ride happened; a no-show's total stays owed, never collected.
 */
async function followBooking(ctx: MoneyContext, tx: Database, bookingId: string): Promise<void> {
  let booking = await findBookingMoney(tx, bookingId, { lock: true });
  if (!booking) return;
  if (!booking.method) {
    await ensurePayment(tx, {
      id: bookingId,
      priceCents: booking.riderPriceCents,
      totalPriceCents: booking.driverPriceCents,
    });
    booking = await findBookingMoney(tx, bookingId, { lock: true });
    if (!booking?.method) return;
  }
  const price = { driverPriceCents: booking.driverPriceCents, totalCents: booking.totalCents! };
  const entries = (await readLedger(tx, bookingId)).map(toTransfer);
  const hasStep = (step: LedgerTransfer["step"]) => entries.some((entry) => entry.step === step);
  const balances = () => ledgerBalances(entries);
  const write = async (transfers: LedgerTransfer[]) => {
    await recordTransfers(tx, bookingId, transfers);
    entries.push(...transfers);
  };
  const isConfirmed =
    booking.status === "approved" || booking.status === "completed" || booking.status === "no_show";
  const isRideCancelled = booking.rideStatus === "cancelled";
  const isNoShow = booking.status === "no_show";
  const hasRideHappened = booking.status === "completed" || (isNoShow && booking.rideStatus === "completed");
  const isSeatOnCancelledTrip = (booking.status === "approved" || isNoShow) && isRideCancelled;
  // a confirmed seat cancelled by its rider (or with their account) and not yet refunded:
  // the Terms as they stood when it was cancelled (the booking's last change)
  const isCancelledUnrefunded = booking.status === "cancelled" && hasStep("capture") && !hasStep("refund");

  if (booking.method === "pay_at_pickup") {
    if (isConfirmed && !hasStep("owe")) await write(confirmTransfers("pay_at_pickup", price));
    if (isSeatOnCancelledTrip && !hasStep("refund") && balances().pickup_due > 0) {
      await write(driverCancellationTransfers("pay_at_pickup", price));
    }
    if (booking.status === "completed" && !hasStep("settle") && balances().pickup_due > 0) {
      await write(settleTransfers("pay_at_pickup", price));
    }
    if (booking.status === "cancelled" && hasStep("owe") && !hasStep("refund")) {
      await write(riderCancellationTransfers("pay_at_pickup", price, booking.departureAt, booking.updatedAt));
    }
    return;
  }
  const willNotRide =
    (!isConfirmed && booking.status !== "pending") ||
    (booking.status === "pending" && booking.rideStatus !== "active");
  if (balances().hold > 0 && (willNotRide || isRideCancelled)) {
    await planOperation(tx, bookingId, "release", balances().hold);
  }
  if (isSeatOnCancelledTrip && balances().escrow > 0) {
    await planOperation(tx, bookingId, "refund", balances().escrow);
  }
  if (hasRideHappened && !hasStep("settle") && balances().escrow > 0) {
    await write(settleTransfers("card", price));
  }
  if (isCancelledUnrefunded && balances().escrow > 0) {
    const refund = riderCancellationRefundCents(price, booking.departureAt, booking.updatedAt);
    await planOperation(tx, bookingId, "refund", refund);
  }
}

/**
 * Brings bookings' money up to date with their status (see followBooking), then runs the
 * provider calls that leaves started. Called after each change that may move money, and
 * by the sweep for anything a stopped process left behind; safe to run any number of times.
 */
export async function followBookings(ctx: MoneyContext, bookingIds: readonly string[]): Promise<void> {
  for (const bookingId of bookingIds) {
    await ctx.db.transaction((tx) => followBooking(ctx, tx, bookingId));
    for (const operation of await listStartedOperations(ctx.db, { bookingId })) {
      await runOperation(ctx, operation.id);
    }
  }
}

/** The bookings of a ride (all of them: its status decides what their money does). */
export async function followRide(ctx: MoneyContext, rideId: string): Promise<void> {
  const rows = await ctx.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.rideId, rideId));
  await followBookings(
    ctx,
    rows.map((row) => row.id),
  );
}

/**
 * The bookings whose money lags behind their status: a confirmed seat of an older
 * booking with no payment yet, a hold on a request that will not ride, a charge or an
 * amount owed on a trip cancelled or happened, a cancelled seat not yet refunded.
 */
async function findLaggingBookings(db: Database): Promise<string[]> {
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
 * Confirmed seats whose receipt has not gone out: the process that committed the
 * approval stopped before sending it (sendReceipts decides which are still due).
 */
async function findUnsentReceipts(db: Database): Promise<string[]> {
  const result = (await db.execute(sql`
    select p.booking_id as id from payments p
    join bookings b on b.id = p.booking_id
    where p.receipt_sent_at is null and b.status = 'approved'
      and exists (select 1 from ledger_entries le where le.booking_id = p.booking_id
        and le.step in ('capture', 'owe') and le.created_at > now() - make_interval(hours => ${RECEIPT_WINDOW_HOURS}))
    order by b.updated_at
    limit 100`)) as unknown as { rows: Array<{ id: string }> };
  return result.rows.map((row) => row.id);
}

/**
 * The reconciliation run, in every instance: provider calls a stopped process left
 * started (each held by one run at a time, so several instances make each call once,
 * with its idempotency key), then the bookings whose money lags behind their status,
 * then the receipts a stopped process never sent. Returns how many bookings and
 * operations it looked at.
 */
export async function reconcileMoney(ctx: MoneyContext, staleForMs: number): Promise<number> {
  // an operation left started this long is the run's to finish (an approval's capture ends sooner)
  const stale = await listStartedOperations(ctx.db, { staleForMs });
  for (const operation of stale) await runOperation(ctx, operation.id, staleForMs);
  const lagging = await findLaggingBookings(ctx.db);
  await followBookings(ctx, lagging);
  // each receipt is claimed before it is sent: a request sending it now sends it once all the same
  const unsent = await findUnsentReceipts(ctx.db);
  await sendReceiptsQuietly(ctx, unsent);
  return stale.length + lagging.length + unsent.length;
}
