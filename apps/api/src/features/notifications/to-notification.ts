import {
  notificationPath,
  notificationText,
  NOTIFICATION_TYPES,
  type NotificationData,
  type NotificationType,
} from "@campusride/shared/domain/notifications";
import {
  STREAM_EVENTS,
  type Notification,
  type StreamChange,
  type StreamRides,
} from "@campusride/shared/schemas/notifications";

/** A notification as a row holds it (or the trigger's NOTIFY payload announces it). */
export interface NotificationRecord {
  id: number | string;
  type: NotificationType;
  rideId: string | null;
  bookingId: string | null;
  data: NotificationData;
  readAt: Date | null;
  /** A Date, or the timestamp text of the payload (PostgreSQL's format, which Date reads). */
  createdAt: Date | string;
}

/** The notification as the API and the stream send it: its text and link made from its data. */
export function toNotification(record: NotificationRecord): Notification {
  return {
    id: String(record.id),
    type: record.type,
    rideId: record.rideId,
    bookingId: record.bookingId,
    text: notificationText(record.type, record.data),
    path: notificationPath(record),
    readAt: record.readAt?.toISOString() ?? null,
    createdAt: new Date(record.createdAt).toISOString(),
  };
}

/**
 * One Server-Sent Events message. JSON never holds a raw line break, so the data is one
 * `data:` line; the id is what the browser sends back as Last-Event-ID.
 */
export function notificationFrame(notification: Notification): string {
  return `id: ${notification.id}\nevent: ${STREAM_EVENTS.notification}\ndata: ${JSON.stringify(notification)}\n\n`;
}

/** A change made by the user elsewhere (another tab): no id, so nothing to replay. */
export function changeFrame(change: StreamChange): string {
  return `event: ${STREAM_EVENTS.change}\ndata: ${JSON.stringify(change)}\n\n`;
}

/** Trips that changed, for every stream: no id, so nothing to replay. */
export function ridesFrame(rides: StreamRides): string {
  return `event: ${STREAM_EVENTS.rides}\ndata: ${JSON.stringify(rides)}\n\n`;
}

/** What one payload on campusride_events is for: a user, and what they are sent. */
export interface StreamEvent {
  userId: string;
  /** The notification's id; none for a change. */
  id?: string;
  /** The SSE text; left unmade when the user is not wanted (no stream open here). */
  frame?: string;
}

const KNOWN_TYPES = new Set<string>(NOTIFICATION_TYPES);

/** A change's payload: a trip created (campusride_ride_event), or a message in a thread (the messages feature). */
function toStreamChange(value: Record<string, unknown>): StreamChange | undefined {
  if (value.change === "ride_created" && typeof value.rideId === "string") {
    return { change: "ride_created", rideId: value.rideId };
  }
  if (value.change === "message" && typeof value.conversationId === "string") {
    return { change: "message", conversationId: value.conversationId };
  }
  return undefined;
}

/**
 * Reads a payload of the triggers of db/functions/ (or of a message sent); undefined for anything else (a newer
 * instance's payload, say): it is skipped rather than sent half-understood. The text is
 * made only for a user `isWanted` says is listening.
 */
export function parseStreamEvent(
  payload: string,
  isWanted: (userId: string) => boolean,
): StreamEvent | undefined {
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(payload) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  if (typeof value !== "object" || value === null || typeof value.userId !== "string") return undefined;
  const { userId } = value;
  if (typeof value.change === "string") {
    const change = toStreamChange(value);
    if (!change) return undefined;
    if (!isWanted(userId)) return { userId };
    return { userId, frame: changeFrame(change) };
  }
  if (
    typeof value.id !== "string" ||
    !/^\d{1,18}$/.test(value.id) ||
    typeof value.type !== "string" ||
    !KNOWN_TYPES.has(value.type) ||
    (typeof value.rideId !== "string" && value.rideId !== null) ||
    typeof value.createdAt !== "string" ||
    typeof value.data !== "object" ||
    value.data === null
  ) {
    return undefined;
  }
  if (!isWanted(userId)) return { userId, id: value.id };
  const notification = toNotification({
    id: value.id,
    type: value.type as NotificationType,
    rideId: typeof value.rideId === "string" ? value.rideId : null,
    bookingId: typeof value.bookingId === "string" ? value.bookingId : null,
    data: value.data as NotificationData,
    readAt: null,
    createdAt: value.createdAt,
  });
  return { userId, id: notification.id, frame: notificationFrame(notification) };
}
