import { routeLabel } from "@campusride/shared/domain/route-label";
import { LIMITS } from "@campusride/shared/limits";
import { PAYMENT_MESSAGES } from "@campusride/shared/messages";
import type { PayoutItem, PayoutsResponse } from "@campusride/shared/schemas/payments";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { payoutAccounts, user } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { runOperation, type MoneyContext } from "./operations.ts";
import { planOperation } from "./queries.ts";
import { operationKey, paymentMethodOf, ProviderRefusedError, ProviderUnavailableError } from "./provider.ts";

interface PayoutRow {
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

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * The driver's share of each booking of theirs that settled (a ride that happened, a rider
 * who did not show up, a late cancellation), with its payout: newest first, at most 100.
 */
async function listDriverShares(db: Database, driverId: string): Promise<PayoutRow[]> {
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
    limit ${LIMITS.list}`)) as unknown as { rows: PayoutRow[] };
  return result.rows;
}

function toPayoutItem(row: PayoutRow, payoutDelayHours: number): PayoutItem {
  const settledAt = asDate(row.settled_at);
  const isPickup = row.method === "pay_at_pickup";
  const isPaid = Number(row.paid) >= Number(row.earned);
  return {
    bookingId: row.booking_id,
    rideId: row.ride_id,
    route: routeLabel(row.departure_city, row.destination_city),
    departureAt: asDate(row.departure_at).toISOString(),
    amountCents: Number(row.earned),
    status: isPickup ? "at_pickup" : isPaid ? "paid" : "scheduled",
    availableAt: isPickup
      ? null
      : new Date(settledAt.getTime() + payoutDelayHours * 3600 * 1000).toISOString(),
    paidAt: isPickup ? settledAt.toISOString() : row.paid_at ? asDate(row.paid_at).toISOString() : null,
  };
}

async function findPayoutAccount(db: Database, driverId: string) {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, driverId));
  return row;
}

/**
 * The driver's payout settings and history. An account still being set up is asked about
 * at the provider, so coming back from its onboarding shows the new state before its webhook.
 */
export async function readPayouts(
  ctx: MoneyContext,
  driverId: string,
  payoutDelayHours: number,
): Promise<PayoutsResponse> {
  let account = await findPayoutAccount(ctx.db, driverId);
  if (account && !account.payoutsEnabled && ctx.provider) {
    try {
      const state = await ctx.provider.getPayoutAccount(account.stripeAccountId);
      await updatePayoutAccount(ctx.db, account.stripeAccountId, state);
      account = { ...account, ...state };
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
    }
  }
  const items = (await listDriverShares(ctx.db, driverId)).map((row) => toPayoutItem(row, payoutDelayHours));
  const sumOf = (match: (item: PayoutItem) => boolean) =>
    items.filter(match).reduce((total, item) => total + item.amountCents, 0);
  return {
    method: paymentMethodOf(ctx.provider),
    account: {
      status: !account ? "not_set_up" : account.payoutsEnabled ? "enabled" : "incomplete",
    },
    pendingCents: sumOf((item) => item.status === "scheduled"),
    paidCents: sumOf((item) => item.status !== "scheduled"),
    items,
  };
}

export async function updatePayoutAccount(
  db: Database,
  stripeAccountId: string,
  state: { detailsSubmitted: boolean; payoutsEnabled: boolean },
): Promise<void> {
  await db
    .update(payoutAccounts)
    .set({ ...state, updatedAt: new Date() })
    .where(eq(payoutAccounts.stripeAccountId, stripeAccountId));
}

/**
 * The provider's onboarding page for the driver's payout account, made on first use (one
 * account per driver: the key and the table's primary key see to it).
 */
export async function startPayoutOnboarding(
  ctx: MoneyContext,
  driverId: string,
  publicUrl: string,
): Promise<{ url: string }> {
  if (!ctx.provider) throw new AppError("BAD_REQUEST", PAYMENT_MESSAGES.cardOnly);
  const provider = ctx.provider;
  try {
    let account = await findPayoutAccount(ctx.db, driverId);
    if (!account) {
      const [owner] = await ctx.db.select({ email: user.email }).from(user).where(eq(user.id, driverId));
      const created = await provider.createPayoutAccount({
        email: owner?.email ?? "",
        userId: driverId,
        idempotencyKey: operationKey(driverId, "payout-account"),
      });
      await ctx.db
        .insert(payoutAccounts)
        .values({ userId: driverId, stripeAccountId: created.id })
        .onConflictDoNothing();
      account = await findPayoutAccount(ctx.db, driverId);
    }
    const returnUrl = `${publicUrl}/dashboard/payouts`;
    return { url: await provider.payoutOnboardingUrl(account!.stripeAccountId, returnUrl, returnUrl) };
  } catch (error) {
    if (error instanceof ProviderUnavailableError) {
      throw new AppError("UNAVAILABLE", PAYMENT_MESSAGES.providerUnavailable, { cause: error });
    }
    if (error instanceof ProviderRefusedError)
      throw new AppError("CONFLICT", error.message, { cause: error });
    throw error;
  }
}

/**
 * Pays out, by card, each driver's share that settled at least `payoutDelayHours` ago and
 * is still owed, to drivers whose payout account is ready: one transfer per booking, with
 * the booking's payout key, so a repeated run pays nothing twice. Returns how many were paid.
 */
export async function payOutDueShares(ctx: MoneyContext, payoutDelayHours: number): Promise<number> {
  if (!ctx.provider) return 0;
  const due = (await ctx.db.execute(sql`
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
          <= now() - make_interval(secs => ${payoutDelayHours * 3600})
    limit 100`)) as unknown as { rows: Array<{ booking_id: string; due: number | string }> };
  let paid = 0;
  for (const row of due.rows) {
    await ctx.db.transaction((tx) => planOperation(tx, row.booking_id, "payout", Number(row.due)));
  }
  const started = (await ctx.db.execute(sql`
    select id from payment_operations where kind = 'payout' and state = 'started' order by created_at limit 100`)) as unknown as {
    rows: Array<{ id: string }>;
  };
  for (const operation of started.rows) {
    if ((await runOperation(ctx, operation.id)) === "succeeded") paid += 1;
  }
  return paid;
}
