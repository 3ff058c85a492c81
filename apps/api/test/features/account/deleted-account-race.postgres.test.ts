import { ACCOUNT_MESSAGES } from "@campusride/shared/messages";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { session } from "../../../src/db/schema/index.ts";
import {
  deleteSessions,
  lockLiveProfile,
  markProfileDeleted,
} from "../../../src/features/account/queries.ts";
import { authPost, createSignedInUser } from "../../support/accounts.ts";
import { createTestApp } from "../../support/app.ts";

// A sign-in racing the deletion of its account. PGlite runs one query at a time, so the
// race cannot happen there: this file runs on PostgreSQL only.
describe("a sign-in racing the account's deletion", async () => {
  const app = await createTestApp();

  async function waitForLockWait(done: Promise<unknown>): Promise<void> {
    let finished = false;
    void done.finally(() => (finished = true));
    for (let round = 0; round < 200 && !finished; round += 1) {
      const result = (await app.db.execute(
        sql`select count(*)::int as waiting from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
      )) as unknown as { rows: Array<{ waiting: number }> };
      if ((result.rows[0]?.waiting ?? 0) > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  it("leaves no session: the sign-in waits for the deletion, then is refused", async () => {
    const owner = await createSignedInUser(app);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    // the deletion's steps (service.ts deleteAccount), held open before the commit
    const deletion = app.db.transaction(async (tx) => {
      expect(await lockLiveProfile(tx, owner.id)).toBeTruthy();
      await markProfileDeleted(tx, owner.id, new Date(), "Deleted user");
      await deleteSessions(tx, owner.id);
      locked();
      await released;
    });
    await isLocked;
    const signIn = authPost(app, "/sign-in/email", { email: owner.email, password: owner.password });
    await waitForLockWait(signIn);
    release();
    await deletion;
    const answer = await signIn;

    expect(answer.statusCode).toBe(403);
    expect(answer.json().error).toEqual({ code: "ACCOUNT_DELETED", message: ACCOUNT_MESSAGES.signInRefused });
    expect(await app.db.select().from(session).where(eq(session.userId, owner.id))).toHaveLength(0);
  });
});
