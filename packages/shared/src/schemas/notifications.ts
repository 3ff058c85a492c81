import { z } from "zod";
import { EMAIL_KINDS, NOTIFICATION_TYPES, PUSH_KINDS } from "../domain/notifications.ts";

/**
 * A notification as the API and the live stream send it: the event, its text and where
 * it leads. The id is a decimal string (a 64-bit sequence), also the stream's event id.
 */
export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  /** The trip it is about; null for an event of the user's account (their license's review). */
  rideId: z.uuid().nullable(),
  bookingId: z.uuid().nullable(),
  text: z.string(),
  path: z.string(),
  readAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATIONS_PAGE = 30;

/** GET /api/notifications?before=<id>: the newest first, a page at a time. */
export const notificationsQuerySchema = z.object({
  before: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
});

export const notificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int(),
  /** Whether older ones exist (ask again with before = the last id). */
  hasMore: z.boolean(),
});
export type NotificationsPage = z.infer<typeof notificationsResponseSchema>;

/** POST /api/notifications/read: these ids, or without ids every one of the user's. */
export const markReadInputSchema = z.object({
  ids: z
    .array(z.string().regex(/^\d{1,18}$/))
    .min(1)
    .max(100)
    .optional(),
});
export type MarkReadInput = z.infer<typeof markReadInputSchema>;
export const markReadResponseSchema = z.object({ unreadCount: z.number().int() });

/** GET/PUT /api/notifications/preferences: which emails the user wants. */
export const emailPreferencesSchema = z.object(
  Object.fromEntries(EMAIL_KINDS.map((kind) => [kind, z.boolean()])) as Record<
    (typeof EMAIL_KINDS)[number],
    z.ZodBoolean
  >,
);
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;
/** Which push notifications the user wants on the devices they subscribed. */
export const pushPreferencesSchema = z.object(
  Object.fromEntries(PUSH_KINDS.map((kind) => [kind, z.boolean()])) as Record<
    (typeof PUSH_KINDS)[number],
    z.ZodBoolean
  >,
);
export type PushPreferences = z.infer<typeof pushPreferencesSchema>;
/** The answer holds both; a PUT without `push` keeps the push choices as they are. */
export const preferencesSchema = z.object({ email: emailPreferencesSchema, push: pushPreferencesSchema });
export const preferencesInputSchema = preferencesSchema.extend({ push: pushPreferencesSchema.optional() });
export type NotificationPreferencesInput = z.infer<typeof preferencesInputSchema>;
export type NotificationPreferences = z.infer<typeof preferencesSchema>;

/**
 * The live stream's event names (`event:` lines). `notification`: data is a notification
 * (with an id: a reconnect replays what was missed). `change`: data is a streamChange,
 * not replayed: something the user did elsewhere (another tab), or a new message in one
 * of their threads (sent by either side: both sides' open threads show it at once).
 * `rides`: data is a streamRides, sent to every stream and not replayed: trips whose seats,
 * time or status changed, whoever changed them, so that every view showing one reads it again.
 */
export const STREAM_EVENTS = { notification: "notification", change: "change", rides: "rides" } as const;

export const streamChangeSchema = z.discriminatedUnion("change", [
  z.object({ change: z.literal("ride_created"), rideId: z.uuid() }),
  z.object({ change: z.literal("message"), conversationId: z.uuid() }),
]);
export type StreamChange = z.infer<typeof streamChangeSchema>;

export const streamRidesSchema = z.object({ rideIds: z.array(z.uuid()) });
export type StreamRides = z.infer<typeof streamRidesSchema>;
