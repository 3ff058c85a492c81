import { TRIP_UPDATES_PATH } from "@campusride/shared/paths";
import type { App } from "../../src/app.ts";
import { tripShareContacts } from "../../src/db/schema/index.ts";

/** The token of a link to the contact's page (…/trip-updates/<token>), found in a mail's text. */
export function contactTokenIn(mailText: string): string {
  const match = new RegExp(`${TRIP_UPDATES_PATH}/([A-Za-z0-9_-]{43})`).exec(mailText);
  if (!match) throw new Error("no link to the contact's page in the mail");
  return match[1]!;
}

/** The contact's answer by the link of a mail: trip mail yes, or never again. */
export function answerTripUpdates(app: App, answer: "confirm" | "stop", token: string) {
  return app.inject({ method: "POST", url: `/api/trip-updates/${answer}`, payload: { token } });
}

/**
 * Records that the person at `email` has confirmed trip mail from the user, as the
 * confirmation link does: for tests of what follows, not of the confirmation itself
 * (trip-sharing.test.ts follows the mails for that).
 */
export async function haveContactConfirmed(app: App, userId: string, email: string): Promise<void> {
  await app.db
    .insert(tripShareContacts)
    .values({ userId, email: email.trim().toLowerCase(), confirmedAt: new Date() })
    .onConflictDoUpdate({
      target: [tripShareContacts.userId, tripShareContacts.email],
      set: { confirmedAt: new Date() },
    });
}
