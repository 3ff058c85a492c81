import {
  confirmTransfers,
  driverCancellationTransfers,
  ledgerBalances,
  riderCancellationRefundCents,
  riderCancellationTransfers,
  settleTransfers,
  type LedgerTransfer,
} from "@campusride/shared/domain/payments";
import type { Database } from "../../db/client.ts";
import { runOperation, sendReceiptsQuietly, type MoneyContext } from "./operations.ts";
import {
  ensurePayment,
  findBookingMoney,
  findLaggingBookings,
  findUnsentReceipts,
  listBookingsOfRide,
  listStartedOperations,
  planOperation,
  readLedger,
  recordTransfers,
  toTransfer,
} from "./queries.ts";

/**
 * What the booking's money still has to do, given where the booking and its trip stand.
 * Card: an authorisation on a request that will not ride (or whose trip closed first) is
 * released; a charge on a trip its driver cancelled is refunded in full; a ride that
 * happened is settled between the driver and CampusRide, and so is a no-show once its
 * trip is completed (a no-show on a trip then cancelled is refunded). At pickup the same,
 * without a provider: the total becomes owed at approval, forgiven when the driver
 * cancels, settled once the ride happened; a no-show's total stays owed, never collected.
 */
async function followBooking(tx: Database, bookingId: string): Promise<void> {
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
    await ctx.db.transaction((tx) => followBooking(tx, bookingId));
    for (const operation of await listStartedOperations(ctx.db, { bookingId })) {
      await runOperation(ctx, operation.id);
    }
  }
}

/** The bookings of a ride (all of them: its status decides what their money does). */
export async function followRide(ctx: MoneyContext, rideId: string): Promise<void> {
  await followBookings(ctx, await listBookingsOfRide(ctx.db, rideId));
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
