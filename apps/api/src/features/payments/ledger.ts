import type { LedgerTransfer } from "@campusride/shared/domain/payments";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { ledgerEntries, type LedgerEntryRow } from "../../db/schema/index.ts";

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
