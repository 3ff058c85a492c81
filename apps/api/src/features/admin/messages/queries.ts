import { CONTACT_INBOX_PAGE, type ContactInboxFilter } from "@campusride/shared/schemas/contact";
import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { contactMessages, profiles } from "../../../db/schema/index.ts";
import { now } from "../../../lib/clock.ts";

// to the millisecond, as the page cursor (JSON time) carries it
const createdMs = sql`date_trunc('milliseconds', ${contactMessages.createdAt})`;

const messageColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  subject: contactMessages.subject,
  message: contactMessages.message,
  createdAt: contactMessages.createdAt,
  answeredAt: contactMessages.answeredAt,
  reply: contactMessages.reply,
  answeredByFirstName: profiles.firstName,
  answeredByLastName: profiles.lastName,
};

export type ContactMessageRow = Awaited<ReturnType<typeof findContactMessage>>;

function selectMessages(db: Database) {
  return db
    .select(messageColumns)
    .from(contactMessages)
    .leftJoin(profiles, eq(profiles.id, contactMessages.answeredBy));
}

/** A page of the inbox at one filter, newest first, before the cursor (time, id). */
export async function listContactMessages(
  db: Database,
  filter: ContactInboxFilter,
  before: { at: Date; id: string } | undefined,
) {
  return selectMessages(db)
    .where(
      and(
        filter === "open" ? isNull(contactMessages.answeredAt) : isNotNull(contactMessages.answeredAt),
        before
          ? sql`(${createdMs}, ${contactMessages.id}) < (${before.at.toISOString()}::timestamptz, ${before.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(createdMs), desc(contactMessages.id))
    .limit(CONTACT_INBOX_PAGE);
}

export async function findContactMessage(db: Database, id: string) {
  const [row] = await selectMessages(db).where(eq(contactMessages.id, id));
  return row;
}

/** An open message becomes answered by this admin; false when no open message has this id. */
export async function markOpenMessageAnswered(db: Database, id: string, adminId: string): Promise<boolean> {
  const updated = await db
    .update(contactMessages)
    .set({ answeredAt: now(), answeredBy: adminId })
    .where(and(eq(contactMessages.id, id), isNull(contactMessages.answeredAt)))
    .returning({ id: contactMessages.id });
  return updated.length > 0;
}

/** The message, locked until the transaction ends: whom a reply goes to, and its answer so far. */
export async function lockContactMessage(db: Database, id: string) {
  const [row] = await db
    .select({
      name: contactMessages.name,
      email: contactMessages.email,
      subject: contactMessages.subject,
      message: contactMessages.message,
      reply: contactMessages.reply,
      answeredAt: contactMessages.answeredAt,
      answeredBy: contactMessages.answeredBy,
    })
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
    .for("update");
  return row;
}

/** The answer a message has: the reply sent (null: none) and who answered when (null: open). */
export interface ContactAnswer {
  reply: string | null;
  answeredAt: Date | null;
  answeredBy: string | null;
}

export async function setAnswer(db: Database, id: string, answer: ContactAnswer): Promise<void> {
  await db.update(contactMessages).set(answer).where(eq(contactMessages.id, id));
}

/** Puts back the answer a message had before this admin's reply, if that reply is still the one recorded. */
export async function undoReply(
  db: Database,
  id: string,
  reply: { adminId: string; text: string },
  previous: ContactAnswer,
): Promise<void> {
  await db
    .update(contactMessages)
    .set(previous)
    .where(
      and(
        eq(contactMessages.id, id),
        eq(contactMessages.reply, reply.text),
        eq(contactMessages.answeredBy, reply.adminId),
      ),
    );
}
