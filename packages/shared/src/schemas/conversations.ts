import { z } from "zod";
import { MESSAGE_MAX_LENGTH } from "../domain/conversations.ts";
import { CONVERSATION_MESSAGES } from "../messages.ts";
import { sanitizeText } from "../sanitize.ts";

/**
 * A message's text: markup stripped and trimmed, then 1–2,000 characters. The raw text
 * is capped too (generously: markup is stripped first) so no one posts megabytes.
 */
export const messageBodySchema = z
  .string({ error: CONVERSATION_MESSAGES.bodyRequired })
  .max(MESSAGE_MAX_LENGTH * 4, CONVERSATION_MESSAGES.bodyTooLong)
  .transform((value) => sanitizeText(value, Number.MAX_SAFE_INTEGER))
  .pipe(
    z
      .string()
      .min(1, CONVERSATION_MESSAGES.bodyRequired)
      .max(MESSAGE_MAX_LENGTH, CONVERSATION_MESSAGES.bodyTooLong),
  );

/** POST /api/rides/:rideId/messages and POST /api/conversations/:id/messages. */
export const sendMessageInputSchema = z.object({ body: messageBodySchema });
export type SendMessageInput = z.input<typeof sendMessageInputSchema>;

/** One message as both sides see it: the body as stored (masked before an approved booking). */
export const messageSchema = z.object({
  id: z.uuid(),
  conversationId: z.uuid(),
  senderId: z.string(),
  body: z.string(),
  /** Contact details were hidden from the body when it was sent. */
  masked: z.boolean(),
  /** When the recipient read it. */
  readAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type Message = z.infer<typeof messageSchema>;

const personSchema = z.object({ id: z.string(), firstName: z.string(), lastName: z.string() });

/** A thread's ride, as the inbox names it. */
export const conversationRideSchema = z.object({
  id: z.uuid(),
  departureCity: z.string(),
  destinationCity: z.string(),
  departureDate: z.string(),
  departureTime: z.string(),
  status: z.enum(["active", "completed", "cancelled"]),
});

/** A thread between a ride's driver and one rider, as one of the two sees it. */
export const conversationSchema = z.object({
  id: z.uuid(),
  rideId: z.uuid(),
  ride: conversationRideSchema,
  riderId: z.string(),
  driverId: z.string(),
  /** The other person of the thread. */
  otherUser: personSchema,
  lastMessage: z.object({ body: z.string(), senderId: z.string(), createdAt: z.iso.datetime() }).nullable(),
  /** The other person's messages the user has not read. */
  unreadCount: z.number().int(),
  /** False after a block, or once the other account is closed: the thread is read-only. */
  canSend: z.boolean(),
  lastMessageAt: z.iso.datetime(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** GET /api/conversations: newest first, at most 100. */
export const conversationsResponseSchema = z.object({ conversations: z.array(conversationSchema) });

/** GET /api/conversations/unread-count: the other sides' unread messages across threads. */
export const unreadCountResponseSchema = z.object({ unreadCount: z.number().int() });

/** GET /api/conversations/:id: the thread and its newest messages, oldest first. */
export const conversationThreadSchema = z.object({
  conversation: conversationSchema,
  messages: z.array(messageSchema),
  /** Older messages exist than the ones sent (the thread shows the newest 100). */
  hasEarlier: z.boolean(),
  /** The other person's phone: only once a booking between them on this ride is approved. */
  counterpartPhone: z.string().nullable(),
});
export type ConversationThread = z.infer<typeof conversationThreadSchema>;

/** The answer of the first message of a thread, and of opening one: the thread with the message. */
export const startConversationResponseSchema = z.object({
  conversation: conversationSchema,
  message: messageSchema,
});

/** POST /api/rides/:rideId/riders/:riderId/conversation: the driver's thread with a rider, opened or found. */
export const openConversationResponseSchema = z.object({ conversation: conversationSchema });
