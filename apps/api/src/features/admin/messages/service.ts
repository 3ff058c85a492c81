import { CONTACT_INBOX_MESSAGES } from "@campusride/shared/messages";
import {
  CONTACT_INBOX_PAGE,
  type AdminContactMessage,
  type ContactInboxFilter,
  type ContactInboxPage,
} from "@campusride/shared/schemas/contact";
import { nextPageCursor, parsePageCursor } from "@campusride/shared/schemas/page-cursor";
import { z } from "zod";
import type { Database } from "../../../db/client.ts";
import { AppError } from "../../../lib/app-error.ts";
import type { MailMessage } from "../../../plugins/mail.ts";
import { contactReplyMessage } from "./emails.ts";
import {
  findContactMessage,
  listContactMessages,
  lockContactMessage,
  markOpenMessageAnswered,
  setAnswer,
  undoReply,
  type ContactMessageRow,
} from "./queries.ts";
import { now } from "../../../lib/clock.ts";

/** A message id from the URL; anything that is not a UUID names no message (404). */
function assertMessageId(value: string): void {
  if (!z.uuid().safeParse(value).success) throw new AppError("NOT_FOUND", CONTACT_INBOX_MESSAGES.notFound);
}

function toAdminMessage(row: NonNullable<ContactMessageRow>): AdminContactMessage {
  const { answeredByFirstName, answeredByLastName, ...message } = row;
  return {
    ...message,
    createdAt: message.createdAt.toISOString(),
    answeredAt: message.answeredAt?.toISOString() ?? null,
    answeredBy:
      message.answeredAt && answeredByFirstName !== null
        ? { firstName: answeredByFirstName, lastName: answeredByLastName ?? "" }
        : null,
  };
}

/** A page of the inbox: open or answered messages, newest first. */
export async function getContactInbox(
  db: Database,
  filter: ContactInboxFilter,
  before: string | undefined,
): Promise<ContactInboxPage> {
  const rows = await listContactMessages(db, filter, before ? parsePageCursor(before) : undefined);
  const messages = rows.map(toAdminMessage);
  const last = messages.at(-1);
  return {
    messages,
    nextBefore: nextPageCursor(
      last && { id: last.id, at: last.createdAt },
      rows.length === CONTACT_INBOX_PAGE,
    ),
  };
}

export async function getContactMessage(db: Database, id: string): Promise<AdminContactMessage> {
  assertMessageId(id);
  const row = await findContactMessage(db, id);
  if (!row) throw new AppError("NOT_FOUND", CONTACT_INBOX_MESSAGES.notFound);
  return toAdminMessage(row);
}

/** Marks an open message answered (e.g. answered by phone); 404 for none, 409 for one already answered. */
export async function markContactMessageAnswered(
  db: Database,
  id: string,
  adminId: string,
): Promise<AdminContactMessage> {
  assertMessageId(id);
  if (!(await markOpenMessageAnswered(db, id, adminId))) {
    await getContactMessage(db, id); // 404 when there is none
    throw new AppError("CONFLICT", CONTACT_INBOX_MESSAGES.alreadyAnswered);
  }
  return getContactMessage(db, id);
}

export interface ContactReply {
  id: string;
  adminId: string;
  reply: string;
  publicUrl: string;
  send: (message: MailMessage) => Promise<void>;
}

/**
 * Replies to a contact message by email. The reply is recorded first (the message is then
 * answered, by this admin, now: a second admin replying meanwhile is refused, 409), then
 * mailed to the sender; a mail that cannot be sent puts the message back as it was and
 * answers 502, so an answered message always had its reply sent. One reply per message;
 * a message marked answered without one may still get it.
 */
export async function replyToContactMessage(db: Database, input: ContactReply): Promise<AdminContactMessage> {
  const { id, adminId, reply } = input;
  assertMessageId(id);
  const claimed = await db.transaction(async (tx) => {
    const row = await lockContactMessage(tx, id);
    if (!row) throw new AppError("NOT_FOUND", CONTACT_INBOX_MESSAGES.notFound);
    if (row.reply !== null) throw new AppError("CONFLICT", CONTACT_INBOX_MESSAGES.alreadyReplied);
    await setAnswer(tx, id, { reply, answeredAt: now(), answeredBy: adminId });
    return row;
  });
  try {
    await input.send(
      contactReplyMessage({
        to: claimed.email,
        name: claimed.name,
        subject: claimed.subject,
        message: claimed.message,
        reply,
        publicUrl: input.publicUrl,
      }),
    );
  } catch (error) {
    const previous = { reply: null, answeredAt: claimed.answeredAt, answeredBy: claimed.answeredBy };
    await undoReply(db, id, { adminId, text: reply }, previous);
    throw new AppError("BAD_GATEWAY", CONTACT_INBOX_MESSAGES.sendFailed, { cause: error });
  }
  return getContactMessage(db, id);
}
