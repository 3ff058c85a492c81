import {
  confirmTransfers,
  payoutTransfers,
  releaseTransfers,
  type BookingPrice,
  type LedgerTransfer,
} from "@campusride/shared/domain/payments";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.ts";
import type { PaymentOperationRow } from "../../db/schema/index.ts";
import { ProviderRefusedError, ProviderUnavailableError, type CardProvider } from "./provider.ts";
import {
  claimOperation,
  findOperationBooking,
  findPayoutAccountId,
  finishOperation,
  lockStartedOperation,
  noteUnreachable,
  recordTransfers,
  type OperationBooking,
} from "./queries.ts";

/** What the payments code needs to reach the database, the card provider and the log. */
export interface MoneyContext {
  db: Database;
  provider: CardProvider | null;
  log: FastifyBaseLogger;
  /** Sends the receipts of these bookings that are due (see receipt-email.ts). */
  sendReceipts?: (bookingIds: readonly string[]) => Promise<void>;
}

export function priceOf(booking: Pick<OperationBooking, "driverPriceCents" | "totalCents">): BookingPrice {
  return { driverPriceCents: booking.driverPriceCents, totalCents: booking.totalCents };
}

/**
 * Runs a started operation to its end. The attempt is claimed first (see claimOperation),
 * the provider is asked with the operation's key outside any transaction (a slow provider
 * holds no row and no connection), then one transaction writes the ledger and marks the
 * operation done, once: it waits for the operation's row and finds it started no more when
 * another run got there first. When the provider cannot be reached the operation stays
 * started for a later run; when it refuses, the operation is marked failed and logged.
 */
export async function runOperation(
  ctx: MoneyContext,
  operationId: string,
  leaseMs = 30_000,
): Promise<"succeeded" | "failed" | "skipped" | "unavailable"> {
  if (!ctx.provider) return "skipped";
  const operation = await claimOperation(ctx.db, operationId, leaseMs);
  if (!operation) return "skipped";
  try {
    const booking = await findOperationBooking(ctx.db, operation.bookingId);
    if (!booking?.paymentIntentId && operation.kind !== "payout") {
      throw new ProviderRefusedError("the booking has no payment intent");
    }
    const outcome = await callProvider(ctx, operation, booking!);
    return await ctx.db.transaction(async (tx) => {
      if (!(await lockStartedOperation(tx, operation.id, { wait: true }))) return "skipped";
      await recordTransfers(tx, operation.bookingId, outcome.transfers, outcome.ref);
      await finishOperation(tx, operation.id, { state: "succeeded", providerRef: outcome.ref });
      return "succeeded";
    });
  } catch (error) {
    if (error instanceof ProviderUnavailableError) {
      await noteUnreachable(ctx.db, operationId, error.message);
      ctx.log.warn(
        { operationId, err: error },
        "payment provider unreachable; the operation is retried later",
      );
      return "unavailable";
    }
    if (error instanceof ProviderRefusedError) {
      await ctx.db.transaction((tx) =>
        finishOperation(tx, operationId, { state: "failed", error: error.message }),
      );
      ctx.log.error({ operationId, err: error }, "payment provider refused an operation");
      return "failed";
    }
    throw error;
  }
}

/** What the provider did: its reference, and the ledger's entries. */
interface ProviderOutcome {
  ref: string;
  transfers: LedgerTransfer[];
}

async function callProvider(
  ctx: MoneyContext,
  operation: PaymentOperationRow,
  booking: OperationBooking,
): Promise<ProviderOutcome> {
  const provider = ctx.provider!;
  const paymentIntentId = booking.paymentIntentId!;
  switch (operation.kind) {
    case "release": {
      const intent = await cancelAuthorisation(provider, paymentIntentId, operation.idempotencyKey);
      return { ref: intent.id, transfers: releaseTransfers(operation.amountCents) };
    }
    case "refund": {
      const refund = await provider.refund(paymentIntentId, operation.amountCents, operation.idempotencyKey);
      return { ref: refund.id, transfers: refundTransfersOf(booking, operation.amountCents) };
    }
    case "payout": {
      const accountId = await findPayoutAccountId(ctx.db, booking.driverId);
      if (!accountId) throw new ProviderRefusedError("the driver has no payout account");
      const transfer = await provider.transfer({
        accountId,
        amountCents: operation.amountCents,
        bookingId: operation.bookingId,
        idempotencyKey: operation.idempotencyKey,
      });
      return { ref: transfer.id, transfers: payoutTransfers(operation.amountCents) };
    }
    case "capture":
      return recoverCapture(ctx, booking);
  }
}

/**
 * Lets an authorisation go; one Stripe has already cancelled (it expired, or a run before
 * this one cancelled it and its answer was lost) counts as let go.
 */
async function cancelAuthorisation(provider: CardProvider, paymentIntentId: string, key: string) {
  try {
    return await provider.cancelAuthorisation(paymentIntentId, key);
  } catch (error) {
    if (!(error instanceof ProviderRefusedError)) throw error;
    const intent = await provider.getPaymentIntent(paymentIntentId);
    if (intent.status === "canceled") return intent;
    throw error;
  }
}

/**
 * A refund's entries: the amount back to the rider, and on a booking its rider cancelled
 * (late: the refund is not all of it), the rest of what was charged kept for the driver.
 * The rider's cancellation decided it, whatever happened to the trip after.
 */
function refundTransfersOf(booking: OperationBooking, refundCents: number): LedgerTransfer[] {
  const transfers: LedgerTransfer[] = [
    { step: "refund", from: "escrow", to: "rider", amountCents: refundCents },
  ];
  const kept = booking.totalCents - refundCents;
  if (booking.status === "cancelled" && kept > 0) {
    transfers.push({ step: "settle", from: "escrow", to: "driver", amountCents: kept });
  }
  return transfers;
}

/**
 * A capture left started: the approval that asked for it did not commit (the process
 * stopped, or the provider's answer was lost). The provider says whether the money was
 * taken. Taken: the capture enters the ledger, and the request it was for is the bookings'
 * lifecycle's to finish (approved if it still can be, else refunded in full: see
 * features/bookings/service.ts, finishChargedRequests). Not taken: the attempt is over (the
 * driver may approve again, with the same key).
 */
async function recoverCapture(ctx: MoneyContext, booking: OperationBooking): Promise<ProviderOutcome> {
  const intent = await ctx.provider!.getPaymentIntent(booking.paymentIntentId!);
  if (intent.status !== "succeeded") throw new ProviderRefusedError(`capture not made (${intent.status})`);
  return { ref: intent.id, transfers: confirmTransfers("card", priceOf(booking)) };
}

/** Sends the receipts due; the approval has committed, so a mail failure is only logged. */
export async function sendReceiptsQuietly(ctx: MoneyContext, bookingIds: readonly string[]): Promise<void> {
  try {
    await ctx.sendReceipts?.(bookingIds);
  } catch (error) {
    // a mail error may quote the recipient's address: its kind only
    ctx.log.warn(
      { error: error instanceof Error ? error.name : "unknown" },
      "a payment receipt could not be sent",
    );
  }
}
