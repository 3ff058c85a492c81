import { hashPassword } from "../lib/password-hash.ts";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "./client.ts";
import { account, demoAccounts, session, verification } from "./schema/index.ts";
import type { DemoPassword } from "./seed-demo.ts";
import { now } from "../lib/clock.ts";

/**
 * Gives every demo account `password` (one hash, as better-auth stores it) and ends its
 * sessions and pending password resets, in one transaction. A production start runs it
 * before the app reports ready, so that demo accounts a development start made with the
 * published password never work there: without DEMO_DATA=1 the password is random and
 * never shown, which locks them. Returns how many accounts it re-keyed.
 */
export async function rekeyDemoAccounts(db: Database, password: DemoPassword): Promise<number> {
  const hash = await hashPassword(password.value);
  return db.transaction(async (tx) => {
    const marked = tx.select({ id: demoAccounts.userId }).from(demoAccounts);
    await tx
      .update(account)
      .set({ password: hash, updatedAt: now() })
      .where(and(eq(account.providerId, "credential"), inArray(account.userId, marked)));
    await tx.delete(session).where(inArray(session.userId, marked));
    // a reset link mailed to a demo address (kept in the outbox) would set a password again
    await tx.delete(verification).where(inArray(verification.value, marked));
    const rekeyed = await tx
      .update(demoAccounts)
      .set({ passwordKind: password.kind, updatedAt: now() })
      .returning({ id: demoAccounts.userId });
    return rekeyed.length;
  });
}
