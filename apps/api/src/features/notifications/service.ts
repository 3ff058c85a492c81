import { NOTIFICATIONS_PAGE, type NotificationsPage } from "@campusride/shared/schemas/notifications";
import type { Database } from "../../db/client.ts";
import { countUnread, findNotificationPage, markNotificationsRead } from "./queries.ts";
import { toNotification } from "./to-notification.ts";

/** The bell's list: a page of the user's notifications, newest first, and how many are unread. */
export async function listNotifications(
  db: Database,
  userId: string,
  before: string | undefined,
): Promise<NotificationsPage> {
  // one more than a page tells whether older ones exist
  const [rows, unreadCount] = await Promise.all([
    findNotificationPage(db, userId, before, NOTIFICATIONS_PAGE + 1),
    countUnread(db, userId),
  ]);
  return {
    notifications: rows.slice(0, NOTIFICATIONS_PAGE).map(toNotification),
    unreadCount,
    hasMore: rows.length > NOTIFICATIONS_PAGE,
  };
}

/** Marks the user's own notifications read (these ids, or all); ids of others are ignored. */
export async function markRead(
  db: Database,
  userId: string,
  ids: readonly string[] | undefined,
): Promise<{ unreadCount: number }> {
  await markNotificationsRead(db, userId, ids);
  return { unreadCount: await countUnread(db, userId) };
}
