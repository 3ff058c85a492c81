/**
 * The notification centre's queries: the list (whose first page carries the unread
 * count the bell shows) and the email preferences. The live stream and the mark-read
 * mutation change the list.
 */
export const notificationsQueryKeys = {
  all: ["notifications"] as const,
  list: ["notifications", "list"] as const,
  preferences: ["notifications", "preferences"] as const,
};
