import { maskContactDetails } from "@campusride/shared/domain/contact-masking";
import {
  MESSAGE_MAX_LENGTH,
  MESSAGE_RATE_LIMITS,
  THREAD_MESSAGES_LIMIT,
} from "@campusride/shared/domain/conversations";
import { formatPhone } from "@campusride/shared/domain/phone";
import { mayJoinTrip } from "@campusride/shared/domain/trip-preferences";
import { LIMITS } from "@campusride/shared/limits";
import { BOOKING_MESSAGES, CONVERSATION_MESSAGES } from "@campusride/shared/messages";
import type { Conversation, ConversationThread, Message } from "@campusride/shared/schemas/conversations";
import { z } from "zod";
import { addAttempt, counterKey, type Counter } from "../../db/attempt-counters.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import {
  announceMessage,
  countUnreadMessages,
  findConversationOf,
  findRideForQuestion,
  hasRequestOnRide,
  insertMessage,
  listConversationsOf,
  listThreadMessages,
  lockConversationForSending,
  markThreadRead,
  openConversation,
  toMessage,
} from "./queries.ts";
import { nowMs } from "../../lib/clock.ts";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const isUuid = (value: string) => z.uuid().safeParse(value).success;

function conversationNotFound(): AppError {
  return new AppError("NOT_FOUND", CONVERSATION_MESSAGES.notFound);
}

/**
 * Counts the message against the sender's limits (per student, never per address: a
 * campus shares one) and refuses it with the wait when one is used up.
 */
async function assertMaySend(db: Database, senderId: string): Promise<void> {
  const limits: Array<Counter & { message: string }> = [
    {
      key: counterKey("messages-minute", senderId),
      max: MESSAGE_RATE_LIMITS.perMinute,
      windowMs: MINUTE_MS,
      message: CONVERSATION_MESSAGES.rateLimitedMinute,
    },
    {
      key: counterKey("messages-day", senderId),
      max: MESSAGE_RATE_LIMITS.perDay,
      windowMs: DAY_MS,
      message: CONVERSATION_MESSAGES.rateLimitedDay,
    },
  ];
  const states = await addAttempt(db, limits);
  // the day's limit speaks first: waiting a minute would not help
  for (const state of [...states].reverse()) {
    if (state.count <= state.max) continue;
    const seconds = Math.max(1, Math.ceil((state.resetAt.getTime() - Date.now()) / 1000));
    const { message } = limits.find((limit) => limit.key === state.key) ?? limits[0]!;
    throw new AppError("RATE_LIMITED", message, { headers: { "retry-after": String(seconds) } });
  }
}

/**
 * Writes one message in the thread, inside the caller's transaction: refused after a
 * block or once the other account is closed; contact details masked while no booking
 * between the two on this ride is approved. The recipient is told in the same
 * transaction (the notification and the live change go out on commit).
 */
async function writeMessage(
  tx: Database,
  conversationId: string,
  senderId: string,
  body: string,
): Promise<Message> {
  const thread = await lockConversationForSending(tx, conversationId, senderId);
  if (!thread) throw conversationNotFound();
  if (!thread.canSend) throw new AppError("FORBIDDEN", CONVERSATION_MESSAGES.blocked);
  const { text, masked } = thread.isApproved ? { text: body, masked: false } : maskContactDetails(body);
  // the mask is longer than most of what it hides: the stored text must still fit
  if (text.length > MESSAGE_MAX_LENGTH) {
    throw new AppError("VALIDATION", CONVERSATION_MESSAGES.tooLongMasked, {
      fields: { body: CONVERSATION_MESSAGES.tooLongMasked },
    });
  }
  const row = await insertMessage(tx, { conversationId, senderId, body: text, masked });
  await announceMessage(tx, {
    conversationId,
    senderId,
    recipientId: thread.recipientId,
    rideId: thread.rideId,
  });
  return toMessage(row);
}

/** The thread as one of its two people sees it; anyone else, or an id that is no UUID: 404. */
async function findOwnConversation(db: Database, conversationId: string, userId: string) {
  const found = isUuid(conversationId) ? await findConversationOf(db, conversationId, userId) : undefined;
  if (!found) throw conversationNotFound();
  return found;
}

async function readConversation(db: Database, conversationId: string, userId: string): Promise<Conversation> {
  return (await findOwnConversation(db, conversationId, userId)).conversation;
}

/**
 * The ride a rider may write to its driver about: one they can see (active, not left, not
 * women-only unless for them, not the other side of a block) or one they requested a
 * seat on; not their own, and not a closed account's.
 */
async function findRideToAskAbout(db: Database, riderId: string, rideId: string) {
  const ride = isUuid(rideId) ? await findRideForQuestion(db, rideId, riderId) : undefined;
  const isVisible =
    ride &&
    !ride.isBlocked &&
    (ride.hasBooking ||
      (ride.status === "active" &&
        ride.departureAt.getTime() > nowMs() &&
        mayJoinTrip(ride, Boolean(ride.askerWantsWomenOnly))));
  if (!ride || !isVisible) throw new AppError("NOT_FOUND", BOOKING_MESSAGES.rideUnavailable);
  if (ride.driverId === riderId) throw new AppError("FORBIDDEN", CONVERSATION_MESSAGES.ownRide);
  if (!ride.isDriverOpen) throw new AppError("FORBIDDEN", CONVERSATION_MESSAGES.accountClosed);
  return ride;
}

/** 'Ask the driver': a rider's question about a ride, before (or after) requesting a seat. */
export async function askDriver(
  db: Database,
  riderId: string,
  rideId: string,
  body: string,
): Promise<{ conversation: Conversation; message: Message }> {
  const ride = await findRideToAskAbout(db, riderId, rideId);
  await assertMaySend(db, riderId);
  // the thread opens with its first message, or not at all
  const message = await db.transaction(async (tx) =>
    writeMessage(tx, await openConversation(tx, rideId, riderId, ride.driverId), riderId, body),
  );
  return { conversation: await readConversation(db, message.conversationId, riderId), message };
}

/** The rider's thread with the ride's driver (the booking page's Message button), opened when there is none. */
export async function openRiderConversation(
  db: Database,
  riderId: string,
  rideId: string,
): Promise<Conversation> {
  const ride = await findRideToAskAbout(db, riderId, rideId);
  return readConversation(db, await openConversation(db, rideId, riderId, ride.driverId), riderId);
}

/**
 * The driver's thread with a rider who has requested a seat on the driver's ride (any
 * answer since), opened when there is none yet; nothing is sent.
 */
export async function openDriverConversation(
  db: Database,
  driverId: string,
  rideId: string,
  riderId: string,
): Promise<Conversation> {
  const found =
    isUuid(rideId) && riderId.length <= 100
      ? await hasRequestOnRide(db, rideId, driverId, riderId)
      : undefined;
  // a block either way reads as no request, as the rider's side does: a block is not revealed
  if (!found || found.isBlocked) throw new AppError("NOT_FOUND", CONVERSATION_MESSAGES.notARider);
  const conversationId = await openConversation(db, rideId, riderId, driverId);
  return readConversation(db, conversationId, driverId);
}

/** A message in a thread the user is one of the two people of; anyone else learns nothing (404). */
export async function sendMessage(
  db: Database,
  senderId: string,
  conversationId: string,
  body: string,
): Promise<Message> {
  await findOwnConversation(db, conversationId, senderId);
  await assertMaySend(db, senderId);
  return db.transaction(async (tx) => writeMessage(tx, conversationId, senderId, body));
}

export async function listConversations(db: Database, userId: string): Promise<Conversation[]> {
  return listConversationsOf(db, userId, LIMITS.list);
}

export async function countUnread(db: Database, userId: string): Promise<number> {
  return countUnreadMessages(db, userId);
}

/**
 * A thread with its newest messages, for one of its two people. Still readable after a
 * block (read-only: canSend is false). The other person's phone is shown once a booking
 * between them on this ride is approved.
 */
export async function getThread(
  db: Database,
  userId: string,
  conversationId: string,
): Promise<ConversationThread> {
  const found = await findOwnConversation(db, conversationId, userId);
  const { messages, hasEarlier } = await listThreadMessages(db, conversationId, THREAD_MESSAGES_LIMIT);
  const isPhoneShown = found.isApproved && found.conversation.canSend && found.otherPhone;
  return {
    conversation: found.conversation,
    messages,
    hasEarlier,
    counterpartPhone: isPhoneShown ? formatPhone(found.otherPhone ?? "") : null,
  };
}

/** The user has read the thread: the other side's messages and the thread's notifications. */
export async function markConversationRead(
  db: Database,
  userId: string,
  conversationId: string,
): Promise<number> {
  await findOwnConversation(db, conversationId, userId);
  await markThreadRead(db, conversationId, userId);
  return countUnreadMessages(db, userId);
}
