import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import {
  profiles,
  tripMailOptOuts,
  tripShareContactTokens,
  tripShareContacts,
  tripShares,
} from "../../db/schema/index.ts";

/**
 * Holds the address until the transaction ends: two users asking one address at once
 * are counted one after the other, so the address's daily limit holds.
 */
export async function lockRecipient(tx: Database, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`trip-share-contact:${email}`}))`);
}

export async function isOptedOut(db: Database, email: string): Promise<boolean> {
  const [row] = await db.select().from(tripMailOptOuts).where(eq(tripMailOptOuts.email, email));
  return row !== undefined;
}

export async function findContact(db: Database, userId: string, email: string) {
  const [row] = await db
    .select()
    .from(tripShareContacts)
    .where(and(eq(tripShareContacts.userId, userId), eq(tripShareContacts.email, email)));
  return row;
}

/** Confirmation mails sent since `since`: by the user, and to the address whoever asked. */
export async function countConfirmationsSince(db: Database, userId: string, email: string, since: Date) {
  const [row] = await db
    .select({
      byUser: sql<number>`count(*) filter (where ${tripShareContacts.userId} = ${userId})`.mapWith(Number),
      toAddress: sql<number>`count(*) filter (where ${tripShareContacts.email} = ${email})`.mapWith(Number),
    })
    .from(tripShareContacts)
    .where(gt(tripShareContacts.requestedAt, since));
  return { byUser: row?.byUser ?? 0, toAddress: row?.toAddress ?? 0 };
}

/** Records a confirmation mail to the user's contact now (a new contact, or a reminder). */
export async function markConfirmationRequested(
  db: Database,
  userId: string,
  email: string,
): Promise<string> {
  const [row] = await db
    .insert(tripShareContacts)
    .values({ userId, email })
    .onConflictDoUpdate({
      target: [tripShareContacts.userId, tripShareContacts.email],
      set: { requestedAt: sql`now()` },
    })
    .returning({ id: tripShareContacts.id });
  return row!.id;
}

/** Puts the record back as it was before a confirmation mail that could not be sent. */
export async function undoConfirmationRequest(
  db: Database,
  contactId: string,
  previousRequestedAt: Date | undefined,
): Promise<void> {
  if (previousRequestedAt) {
    await db
      .update(tripShareContacts)
      .set({ requestedAt: previousRequestedAt })
      .where(eq(tripShareContacts.id, contactId));
  } else {
    await db.delete(tripShareContacts).where(eq(tripShareContacts.id, contactId));
  }
}

export async function insertContactToken(db: Database, contactId: string, tokenHash: string): Promise<void> {
  await db.insert(tripShareContactTokens).values({ contactId, tokenHash });
}

export async function findContactByToken(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      id: tripShareContacts.id,
      userId: tripShareContacts.userId,
      email: tripShareContacts.email,
      confirmedAt: tripShareContacts.confirmedAt,
    })
    .from(tripShareContactTokens)
    .innerJoin(tripShareContacts, eq(tripShareContacts.id, tripShareContactTokens.contactId))
    .where(eq(tripShareContactTokens.tokenHash, tokenHash));
  return row;
}

export async function confirmContact(db: Database, contactId: string): Promise<void> {
  await db
    .update(tripShareContacts)
    .set({ confirmedAt: sql`coalesce(${tripShareContacts.confirmedAt}, now())` })
    .where(eq(tripShareContacts.id, contactId));
}

export async function optOut(db: Database, email: string): Promise<void> {
  await db.insert(tripMailOptOuts).values({ email }).onConflictDoNothing();
}

export async function clearOptOut(db: Database, email: string): Promise<void> {
  await db.delete(tripMailOptOuts).where(eq(tripMailOptOuts.email, email));
}

/** The user's shares to the address still waiting for it to be confirmed (no link made yet). */
export async function findWaitingShares(db: Database, userId: string, email: string) {
  return (
    db
      .select({ id: tripShares.id, rideId: tripShares.rideId })
      .from(tripShares)
      .where(
        and(
          eq(tripShares.userId, userId),
          eq(tripShares.recipientEmail, email),
          isNull(tripShares.tokenHash),
        ),
      )
      // two confirmations at once: the second finds the links made, and mails none twice
      .for("update")
  );
}

export async function setShareToken(db: Database, shareId: string, tokenHash: string): Promise<void> {
  await db.update(tripShares).set({ tokenHash }).where(eq(tripShares.id, shareId));
}

/** The user's emergency contact email, if any. */
export async function findContactEmail(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ email: profiles.emergencyContactEmail })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.email ?? null;
}
