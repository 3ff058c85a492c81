import { routeLabel } from "@campusride/shared/domain/route-label";
import { PAYMENT_MESSAGES } from "@campusride/shared/messages";
import type { PayoutItem, PayoutsResponse } from "@campusride/shared/schemas/payments";
import { AppError } from "../../lib/app-error.ts";
import { runOperation, type MoneyContext } from "./operations.ts";
import {
  findAccountEmail,
  findDueDriverShares,
  findPayoutAccount,
  insertPayoutAccount,
  listDriverShares,
  listStartedPayouts,
  planOperation,
  updatePayoutAccount,
  type DriverShareRow,
} from "./queries.ts";
import { operationKey, paymentMethodOf, ProviderRefusedError, ProviderUnavailableError } from "./provider.ts";

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** A driver's share as the payouts page lists it: scheduled, paid, or taken at pickup. */
function toPayoutItem(row: DriverShareRow, payoutDelayHours: number): PayoutItem {
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
      const created = await provider.createPayoutAccount({
        email: (await findAccountEmail(ctx.db, driverId)) ?? "",
        userId: driverId,
        idempotencyKey: operationKey(driverId, "payout-account"),
      });
      await insertPayoutAccount(ctx.db, driverId, created.id);
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
  for (const share of await findDueDriverShares(ctx.db, payoutDelayHours)) {
    await ctx.db.transaction((tx) => planOperation(tx, share.bookingId, "payout", share.dueCents));
  }
  let paid = 0;
  for (const operationId of await listStartedPayouts(ctx.db)) {
    if ((await runOperation(ctx, operationId)) === "succeeded") paid += 1;
  }
  return paid;
}
