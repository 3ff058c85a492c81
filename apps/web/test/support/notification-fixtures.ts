import {
  notificationPath,
  notificationText,
  type NotificationData,
} from "@campusride/shared/domain/notifications";
import type { Notification, NotificationsPage } from "@campusride/shared/schemas/notifications";

export const RIDE_ID = "3c9e1f20-5a7b-4d8c-9e0f-1a2b3c4d5e6f";
export const BOOKING_ID = "8c3e5a70-2b4d-4f6a-9b0c-1d2e3f4a5b6c";

const trip: NotificationData = {
  from: "Gainesville",
  to: "Tampa",
  departureDate: "2030-03-15",
  departureTime: "16:05:00",
  riderFirstName: "Riley",
  seats: 2,
  driverFirstName: "Dana",
};

/** A notification as the API and the stream send it; its text and path made as the server makes them. */
export function notificationOf(overrides: Partial<Notification> = {}): Notification {
  const type = overrides.type ?? "booking_requested";
  const rideId = overrides.rideId ?? RIDE_ID;
  const bookingId = overrides.bookingId === undefined ? BOOKING_ID : overrides.bookingId;
  return {
    id: "7",
    type,
    rideId,
    bookingId,
    text: notificationText(type, trip),
    path: notificationPath({ type, rideId, bookingId }),
    readAt: null,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

export function pageOf(
  notifications: Notification[],
  overrides: Partial<NotificationsPage> = {},
): NotificationsPage {
  return {
    notifications,
    unreadCount: notifications.filter((notification) => !notification.readAt).length,
    hasMore: false,
    ...overrides,
  };
}
