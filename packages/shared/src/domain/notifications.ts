import { CREATE_TRIP_PATH, conversationPath, PROFILE_PATH, requestRidePath, reviewsPath } from "../paths.ts";
import { clockTime, shortCalendarDay } from "./local-time.ts";
import { NO_SHOW_DISPUTE_HOURS, type RideDayEventKind, RIDER_STATUSES } from "./ride-day.ts";
import { routeLabel } from "./route-label.ts";

/**
 * Every event another user is told of (the notifications table's types). A trip's
 * creation is told to no one else: the live stream only lets the driver's other tabs
 * know (STREAM_EVENTS.change).
 */
export const NOTIFICATION_TYPES = [
  "ride_time_changed",
  "ride_cancelled",
  "ride_completed",
  "ride_reminder",
  "booking_requested",
  "booking_approved",
  "booking_rejected",
  "booking_cancelled",
  // a pending request left unanswered, a message, a saved search's new ride, a review
  "booking_expired",
  "message_received",
  "ride_alert",
  "review_received",
  // the driver's license was verified or not accepted (no trip: rideId is null)
  "license_verified",
  "license_rejected",
  // the trip's day (docs/product/ride-day.md): a status the other side set (data.dayKind),
  // a rider marked as a no-show, the admin's answer to their dispute, a driver reported as
  // not having come, the driver's answer to a proposed pickup spot
  "ride_day_status",
  "no_show_marked",
  "no_show_dispute_decided",
  "driver_no_show",
  "pickup_proposal_answered",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * What a notification's texts need, captured by the database trigger when the event
 * happened (a later edit of the trip does not rewrite what the user was told).
 */
export interface NotificationData {
  /** The trip's departure and destination cities (absent for a license's review: no trip). */
  from?: string;
  to?: string;
  /** YYYY-MM-DD and HH:MM(:SS), local to Florida. */
  departureDate?: string;
  departureTime?: string;
  /** ride_time_changed: the time before the change. */
  previousTime?: string;
  /** booking_*: the rider's first name and the seats asked for. */
  riderFirstName?: string;
  seats?: number;
  /** The driver's first name (events a rider hears of). */
  driverFirstName?: string;
  /** message_received: the thread and the sender's first name. */
  conversationId?: string;
  senderFirstName?: string;
  /** review_received: the first name of who reviewed the user. */
  reviewerFirstName?: string;
  /** ride_day_status: what was set, and the minutes of a running late. */
  dayKind?: RideDayEventKind;
  minutes?: number;
  /** no_show_dispute_decided: whether the no-show stands (upheld) or was overturned. */
  outcome?: "upheld" | "overturned";
  /** pickup_proposal_answered: whether the driver accepted the rider's proposed spot. */
  accepted?: boolean;
  /** ride_reminder of a rider: their pickup spot (the accepted proposal, else the trip's), if any. */
  pickupSpot?: { label: string; lat: number; lng: number; note: string | null };
}

/** The kinds of email a user can turn off on /profile; each type mails at most one kind. */
export const EMAIL_KINDS = [
  "newRequest",
  "requestAnswered",
  "tripChanged",
  "reminder",
  "message",
  "rideAlert",
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** The email kind of each type; the others are in-app only. */
export const EMAIL_KIND_OF: Partial<Record<NotificationType, EmailKind>> = {
  booking_requested: "newRequest",
  booking_approved: "requestAnswered",
  booking_rejected: "requestAnswered",
  booking_expired: "requestAnswered",
  message_received: "message",
  ride_alert: "rideAlert",
  ride_cancelled: "tripChanged",
  ride_time_changed: "tripChanged",
  ride_reminder: "reminder",
};

/**
 * The kinds of push notification a user can turn off on /profile: the email kinds, and the
 * trip's day (docs/product/ride-day.md), which is never mailed.
 */
export const PUSH_KINDS = [...EMAIL_KINDS, "rideDay"] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** The push kind of each type; the others stay in the bell. */
export const PUSH_KIND_OF: Partial<Record<NotificationType, PushKind>> = {
  ...EMAIL_KIND_OF,
  ride_day_status: "rideDay",
  no_show_marked: "rideDay",
  no_show_dispute_decided: "rideDay",
  driver_no_show: "rideDay",
  pickup_proposal_answered: "rideDay",
};

/**
 * A message notification's email waits this long, and is not sent if the message was read
 * by then: the messages feature passes it to campusride_notify_user, and the preferences
 * on /profile name it.
 */
export const MESSAGE_EMAIL_DELAY_MINUTES = 10;

/** Labels of the email preferences on /profile. */
export const EMAIL_KIND_LABELS: Record<EmailKind, string> = {
  newRequest: "A rider requests a seat on my trip",
  requestAnswered: "A driver approves or declines my request",
  tripChanged: "A trip I booked is cancelled or its time changes",
  reminder: "A reminder the day before a trip",
  message: `A message I have not read for ${MESSAGE_EMAIL_DELAY_MINUTES} minutes`,
  rideAlert: "A new ride matches one of my ride alerts",
};

/** Labels of the push preferences on /profile. */
export const PUSH_KIND_LABELS: Record<PushKind, string> = {
  ...EMAIL_KIND_LABELS,
  message: "A new message",
  rideDay: "The trip's day: on the way, at the pickup, running late, no-shows",
};

function seatsText(count: number | undefined): string {
  return count === 1 ? "1 seat" : `${count ?? 0} seats`;
}

/** "Gainesville → Orlando", written as every screen writes a route. */
export function routeText(data: Pick<NotificationData, "from" | "to">): string {
  return routeLabel(data.from ?? "", data.to ?? "");
}

/** The events of the user's own account rather than of a trip: they carry no trip (rideId null). */
const ACCOUNT_EVENTS = {
  license_verified: "Your driver license is verified: you can now offer trips",
  license_rejected: "Your driver license was not accepted: open your profile to upload a new one",
} as const satisfies Partial<Record<NotificationType, string>>;

function isAccountEvent(type: NotificationType): type is keyof typeof ACCOUNT_EVENTS {
  return type in ACCOUNT_EVENTS;
}

/** The one-line text of a notification, in the bell, the stream and the email subject. */
export function notificationText(type: NotificationType, data: NotificationData): string {
  if (isAccountEvent(type)) return ACCOUNT_EVENTS[type];
  const route = routeText(data);
  const day = shortCalendarDay(data.departureDate ?? "");
  const time = clockTime(data.departureTime ?? "");
  const rider = data.riderFirstName ?? "A rider";
  const driver = data.driverFirstName ?? "Your driver";
  switch (type) {
    case "ride_time_changed":
      return `${route} on ${day} now leaves at ${time}${data.previousTime ? ` (was ${clockTime(data.previousTime)})` : ""}`;
    case "ride_cancelled":
      return `The driver cancelled ${route} on ${day} at ${time}`;
    case "ride_completed":
      return `Your ride ${route} on ${day} at ${time} is complete`;
    case "ride_reminder":
      return `Reminder: ${route} leaves on ${day} at ${time}`;
    case "booking_requested":
      return `New request from ${rider} for ${seatsText(data.seats)} on ${route}, ${day} at ${time}`;
    case "booking_approved":
      return `Your request for ${route} on ${day} at ${time} was approved`;
    case "booking_rejected":
      return `Your request for ${route} on ${day} at ${time} was rejected`;
    case "booking_cancelled":
      return `${rider} cancelled their request for ${route} on ${day} at ${time}`;
    case "booking_expired":
      return `Your request for ${route} on ${day} at ${time} expired without an answer`;
    case "message_received":
      return `New message from ${data.senderFirstName ?? "your trip"} about ${route} on ${day}`;
    case "ride_alert":
      return `New ride for your alert: ${route} on ${day} at ${time}`;
    case "review_received":
      return `${data.reviewerFirstName ?? "Someone"} reviewed you for ${route} on ${day}: leave yours to see it`;
    case "ride_day_status":
      return rideDayText(data, route, time);
    case "no_show_marked":
      return `You were marked as a no-show for ${route} on ${day}: you can dispute it within ${NO_SHOW_DISPUTE_HOURS} hours`;
    case "no_show_dispute_decided":
      return data.outcome === "overturned"
        ? `Your no-show for ${route} on ${day} was overturned after review`
        : `Your no-show for ${route} on ${day} stands after review`;
    case "driver_no_show":
      return `A rider reported that you did not come for ${route} on ${day}: every rider is refunded`;
    case "pickup_proposal_answered":
      return data.accepted
        ? `${driver} accepted your pickup spot for ${route} on ${day}`
        : `${driver} keeps their own pickup spot for ${route} on ${day}`;
  }
}

/** A status of the trip's day, as the other side hears of it. */
function rideDayText(data: NotificationData, route: string, time: string): string {
  const driver = data.driverFirstName ?? "Your driver";
  const rider = data.riderFirstName ?? "A rider";
  switch (data.dayKind) {
    case "on_my_way":
      return `${driver} is on the way to the pickup for ${route}`;
    case "driver_running_late":
      return `${driver} is running ${data.minutes ?? 0} min late: ${route} now leaves at ${time}`;
    case "at_pickup":
      return `${driver} is at the pickup for ${route}`;
    case "rider_here":
      return `${rider} is at the pickup for ${route}`;
    case "rider_running_late":
      return `${rider} is running ${data.minutes ?? 0} min late for ${route}`;
    case "started":
      return `${route} has started`;
    case "dropped_off":
      return `${route} is finished: you can now leave a review`;
    default:
      return `Update on ${route}`;
  }
}

/** Types a driver hears of about their own trip; the rest reach riders (reminders reach both). */
const DRIVER_SIDE = new Set<NotificationType>(["booking_requested", "booking_cancelled", "driver_no_show"]);

/** A status a rider set reaches the driver. */
function reachesDriver(type: NotificationType, data?: Pick<NotificationData, "dayKind">): boolean {
  if (DRIVER_SIDE.has(type)) return true;
  const kind = data?.dayKind;
  return (
    type === "ride_day_status" && kind !== undefined && (RIDER_STATUSES as readonly string[]).includes(kind)
  );
}

/**
 * Where a notification leads in the app: the driver to the trip's requests, the rider to
 * the booking. A reminder leads whoever it reaches to their side of the trip.
 */
export function notificationPath(notification: {
  type: NotificationType;
  rideId: string | null;
  bookingId: string | null;
  data?: Pick<NotificationData, "conversationId" | "dayKind">;
}): string {
  if (notification.type === "license_verified") return CREATE_TRIP_PATH;
  if (notification.type === "license_rejected" || notification.rideId === null) return PROFILE_PATH;
  if (notification.type === "message_received" && notification.data?.conversationId) {
    return conversationPath(notification.data.conversationId);
  }
  if (notification.type === "ride_alert") return requestRidePath(notification.rideId);
  if (notification.type === "review_received") return reviewsPath(notification.rideId);
  if (reachesDriver(notification.type, notification.data) || !notification.bookingId) {
    return `/dashboard/trip-requests/${notification.rideId}`;
  }
  return `/dashboard/ride-confirmation/${notification.bookingId}`;
}
