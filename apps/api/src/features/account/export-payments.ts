import { asc, eq, or } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { bookings, ledgerEntries, payments, payoutAccounts, rides } from "../../db/schema/index.ts";

/**
 * The money of the user's bookings, as a rider and on their trips as a driver: how each
 * was paid and every ledger entry; and whether they have a payout account (never its id).
 */
export async function paymentsOf(db: Database, userId: string) {
  const rows = await db
    .select({
      bookingId: bookings.id,
      role: rides.driverId,
      method: payments.method,
      totalCents: payments.amountCents,
      entry: ledgerEntries,
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(rides, eq(rides.id, bookings.rideId))
    .leftJoin(ledgerEntries, eq(ledgerEntries.bookingId, payments.bookingId))
    .where(or(eq(bookings.riderId, userId), eq(rides.driverId, userId)))
    .orderBy(asc(payments.createdAt), asc(ledgerEntries.id));
  const byBooking = new Map<
    string,
    { bookingId: string; as: "rider" | "driver"; method: string; totalCents: number; entries: object[] }
  >();
  for (const row of rows) {
    const booking = byBooking.get(row.bookingId) ?? {
      bookingId: row.bookingId,
      as: row.role === userId ? ("driver" as const) : ("rider" as const),
      method: row.method,
      totalCents: row.totalCents,
      entries: [],
    };
    byBooking.set(row.bookingId, booking);
    if (row.entry) {
      booking.entries.push({
        step: row.entry.step,
        from: row.entry.fromAccount,
        to: row.entry.toAccount,
        amountCents: row.entry.amountCents,
        at: row.entry.createdAt.toISOString(),
      });
    }
  }
  const [account] = await db
    .select({ payoutsEnabled: payoutAccounts.payoutsEnabled, since: payoutAccounts.createdAt })
    .from(payoutAccounts)
    .where(eq(payoutAccounts.userId, userId));
  return {
    payments: [...byBooking.values()],
    payoutAccount: account
      ? { payoutsEnabled: account.payoutsEnabled, since: account.since.toISOString() }
      : null,
  };
}
