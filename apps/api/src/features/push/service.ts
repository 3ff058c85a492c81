import { PUSH_MESSAGES } from "@campusride/shared/messages";
import type { PushSubscriptionInput } from "@campusride/shared/schemas/push";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { isAllowedEndpoint } from "./endpoints.ts";
import { deleteOwnSubscription, trimSubscriptions, upsertSubscription } from "./queries.ts";

/** Browsers one account keeps subscribed; a newer one makes the oldest forgotten. */
export const MAX_SUBSCRIPTIONS_PER_USER = 10;

/**
 * Keeps the browser's subscription for the session that sent it: signing out (which
 * deletes the session) forgets it with it, so a shared computer stops showing the last
 * student's trips.
 */
export async function subscribe(
  db: Database,
  caller: { id: string; sessionId: string },
  subscription: PushSubscriptionInput,
  allowLocal: boolean,
): Promise<void> {
  if (!isAllowedEndpoint(subscription.endpoint, allowLocal)) {
    throw new AppError("VALIDATION", PUSH_MESSAGES.badEndpoint, {
      fields: { endpoint: PUSH_MESSAGES.badEndpoint },
    });
  }
  await db.transaction(async (tx) => {
    await upsertSubscription(tx, {
      userId: caller.id,
      sessionId: caller.sessionId,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
    });
    await trimSubscriptions(tx, caller.id, MAX_SUBSCRIPTIONS_PER_USER);
  });
}

/** Forgets one of the caller's subscriptions; someone else's is not found. */
export async function unsubscribe(db: Database, userId: string, endpoint: string): Promise<void> {
  if (!(await deleteOwnSubscription(db, userId, endpoint))) {
    throw new AppError("NOT_FOUND", PUSH_MESSAGES.notFound);
  }
}
