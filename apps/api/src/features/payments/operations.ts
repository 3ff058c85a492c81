import {
  confirmTransfers,
  payoutTransfers,
  releaseTransfers,
  type BookingPrice,
  type LedgerTransfer,
} from "@campusride/shared/domain/payments";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.ts";
import {
  bookings,
  paymentOperations,
  payments,
  payoutAccounts,
  rides,
  type PaymentOperationRow,
} from "../../db/schema/index.ts";
import { recordTransfers } from "./ledger.ts";
import {
  operationKey,
  ProviderRefusedError,
  ProviderUnavailableError,
  type CardProvider,
} from "./provider.ts";

type OperationKind = PaymentOperationRow["kind"];

/** What the payments code needs to reach the database, the card provider and the log. */
export interface MoneyContext {
  db: Database;
  provider: CardProvider | null;
  log: FastifyBaseLogger;
  /**
   * Approves a pending request and takes its seats, guarded as the driver's approval is;
   * false when it can no longer be approved. The bookings feature answers (app.ts hands it in).
   */
  approvePending: (tx: Database, bookingId: string) => Promise<boolean>;
  /** Sends the receipts of these bookings that are due (see receipt-email.ts). */
  sendReceipts?: (bookingIds: readonly string[]) => Promise<void>;
}

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
      updatedAt: new Date(),
    })
    .where(and(eq(paymentOperations.id, operationId), eq(paymentOperations.state, "started")));
}

/** Notes why an attempt could not reach the provider; the operation stays started. */
async function noteUnreachable(db: Database, operationId: string, error: string): Promise<void> {
  await db
    .update(paymentOperations)
    .set({ error, updatedAt: new Date() })
    .where(and(eq(paymentOperations.id, operationId), eq(paymentOperations.state, "started")));
}

/**
 * Claims a started operation for one attempt, in its own short statement: a fresh one (no
 * attempt yet) at once, one tried before only once `leaseMs` has passed since, so two runs
 * (in two instances) do not make the call side by side. Undefined when it is not to run now.
 */
async function claimOperation(
  db: Database,
  operationId: string,
  leaseMs: number,
): Promise<PaymentOperationRow | undefined> {
  const [row] = await db
    .update(paymentOperations)
    .set({ attempts: sql`${paymentOperations.attempts} + 1`, updatedAt: new Date() })
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
async function findOperationBooking(tx: Database, bookingId: string) {
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

type OperationBooking = NonNullable<Awaited<ReturnType<typeof findOperationBooking>>>;

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
      await outcome.write?.(tx);
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

/** What the provider did: the ledger's entries, and (a recovered capture) what else to write with them. */
interface ProviderOutcome {
  ref: string;
  transfers: LedgerTransfer[];
  write?: (tx: Database) => Promise<void>;
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
      return recoverCapture(ctx, operation, booking);
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
 * taken. Taken: the approval is finished now if the request can still be approved, and
 * otherwise the rider is refunded in full. Not taken: the attempt is over (the driver
 * may approve again, with the same key).
 */
async function recoverCapture(
  ctx: MoneyContext,
  operation: PaymentOperationRow,
  booking: OperationBooking,
): Promise<ProviderOutcome> {
  const intent = await ctx.provider!.getPaymentIntent(booking.paymentIntentId!);
  if (intent.status !== "succeeded") throw new ProviderRefusedError(`capture not made (${intent.status})`);
  const transfers = confirmTransfers("card", priceOf(booking));
  return {
    ref: intent.id,
    transfers,
    write: async (tx) => {
      const [now] = await tx
        .select({ status: bookings.status })
        .from(bookings)
        .where(eq(bookings.id, operation.bookingId));
      if (now?.status !== "pending") return;
      const isApproved = await approveInSavepoint(ctx, tx, operation.bookingId);
      if (!isApproved) await planOperation(tx, operation.bookingId, "refund", booking.totalCents);
      ctx.log.info({ bookingId: operation.bookingId, isApproved }, "an interrupted capture was reconciled");
    },
  };
}

/** The approval, in a savepoint: refused (seats gone, expired, trip closed), nothing of it stays. */
async function approveInSavepoint(ctx: MoneyContext, tx: Database, bookingId: string): Promise<boolean> {
  try {
    await tx.transaction(async (savepoint) => {
      if (!(await ctx.approvePending(savepoint, bookingId))) throw new ApprovalRefused();
    });
    return true;
  } catch (error) {
    if (error instanceof ApprovalRefused) return false;
    throw error;
  }
}

class ApprovalRefused extends Error {}

async function findPayoutAccountId(tx: Database, driverId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: payoutAccounts.stripeAccountId })
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.userId, driverId), eq(payoutAccounts.payoutsEnabled, true)));
  return row?.id;
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
