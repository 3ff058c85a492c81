import type {
  EmailPreferences,
  NotificationPreferences,
  NotificationPreferencesInput,
  PushPreferences,
} from "@campusride/shared/schemas/notifications";
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

/** …and every push (the push sender reads it the same way: features/push/queries.ts). */
const EVERY_PUSH: PushPreferences = { ...EVERY_EMAIL, rideDay: true };

function toPreferences(row: NotificationPreferencesRow | undefined): NotificationPreferences {
  if (!row) return { email: { ...EVERY_EMAIL }, push: { ...EVERY_PUSH } };
  return {
    email: {
      newRequest: row.emailNewRequest,
      requestAnswered: row.emailRequestAnswered,
      tripChanged: row.emailTripChanged,
      reminder: row.emailReminder,
      message: row.emailMessage,
      rideAlert: row.emailRideAlert,
    },
    push: {
      newRequest: row.pushNewRequest,
      requestAnswered: row.pushRequestAnswered,
      tripChanged: row.pushTripChanged,
      reminder: row.pushReminder,
      message: row.pushMessage,
      rideAlert: row.pushRideAlert,
      rideDay: row.pushRideDay,
    },
  };
}

/** Which emails and pushes the user wants. */
export async function getNotificationPreferences(
  db: Database,
  userId: string,
): Promise<NotificationPreferences> {
  return toPreferences(await findNotificationPreferences(db, userId));
}

/**
 * Saves every kind at once (the form sends them all; without `push`, the push choices stay
 * as they are): one upsert, so two tabs saving together leave one of their choices whole,
 * never a mix. Events from the next transaction on are mailed and pushed by the new
 * choice; an email already queued is still sent.
 */
export async function saveNotificationPreferences(
  db: Database,
  userId: string,
  { email, push }: NotificationPreferencesInput,
): Promise<NotificationPreferences> {
  const values = {
    emailNewRequest: email.newRequest,
    emailRequestAnswered: email.requestAnswered,
    emailTripChanged: email.tripChanged,
    emailReminder: email.reminder,
    emailMessage: email.message,
    emailRideAlert: email.rideAlert,
    ...(push && {
      pushNewRequest: push.newRequest,
      pushRequestAnswered: push.requestAnswered,
      pushTripChanged: push.tripChanged,
      pushReminder: push.reminder,
      pushMessage: push.message,
      pushRideAlert: push.rideAlert,
      pushRideDay: push.rideDay,
    }),
  };
  return toPreferences(await upsertNotificationPreferences(db, userId, values));
}
