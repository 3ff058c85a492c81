import { eq } from "drizzle-orm";
import type { App } from "../../src/app.ts";
import { session } from "../../src/db/schema/index.ts";

/** Moves the user's sessions two days into the past: signed in, but not recently. */
export async function ageSessions(app: App, userId: string): Promise<void> {
  await app.db
    .update(session)
    .set({ createdAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000) })
    .where(eq(session.userId, userId));
}
