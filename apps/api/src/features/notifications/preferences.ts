import type { EmailPreferences, NotificationPreferences } from "@campusride/shared/schemas/notifications";
import type { Database } from "../../db/client.ts";
import type { NotificationPreferencesRow } from "../../db/schema/index.ts";
import { findNotificationPreferences, upsertNotificationPreferences } from "./queries.ts";

/** A user without a row gets every email (campusride_notify_user reads it the same way: db/functions/). */
const EVERY_EMAIL: EmailPreferences = {
  newRequest: true,
  requestAnswered: true,
  tripChanged: true,
  reminder: true,
  message: true,
  rideAlert: true,
};

function toPreferences(row: NotificationPreferencesRow | undefined): NotificationPreferences {
  if (!row) return { email: { ...EVERY_EMAIL } };
  return {
    email: {
      newRequest: row.emailNewRequest,
      requestAnswered: row.emailRequestAnswered,
      tripChanged: row.emailTripChanged,
      reminder: row.emailReminder,
      message: row.emailMessage,
      rideAlert: row.emailRideAlert,
    },
  };
}

/** Which emails the user wants. */
export async function getNotificationPreferences(
  db: Database,
  userId: string,
): Promise<NotificationPreferences> {
  return toPreferences(await findNotificationPreferences(db, userId));
}

/**
 * Saves every kind at once (the form sends them all): one upsert, so two tabs saving
 * together leave one of their choices whole, never a mix. Events from the next
 * transaction on are mailed by the new choice; an email already queued is still sent.
 */
export async function saveNotificationPreferences(
  db: Database,
  userId: string,
  { email }: NotificationPreferences,
): Promise<NotificationPreferences> {
  const values = {
    emailNewRequest: email.newRequest,
    emailRequestAnswered: email.requestAnswered,
    emailTripChanged: email.tripChanged,
    emailReminder: email.reminder,
    emailMessage: email.message,
    emailRideAlert: email.rideAlert,
  };
  return toPreferences(await upsertNotificationPreferences(db, userId, values));
}
