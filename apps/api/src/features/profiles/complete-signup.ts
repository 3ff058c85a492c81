import { GOOGLE_SIGN_IN_MESSAGES } from "@campusride/shared/messages";
import type { CompleteSignupData } from "@campusride/shared/schemas/complete-signup";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { profiles, user } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { newProfileRow } from "./service.ts";

/**
 * Writes the profile of an account made by Google sign-in, once: the email is the
 * account's (a verified .edu address, checked at sign-in) and the license is unverified.
 * The profile and the account's display name are written together or not at all.
 */
export async function completeSignup(db: Database, userId: string, data: CompleteSignupData): Promise<void> {
  await db.transaction(async (tx) => {
    const [account] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId));
    if (!account) throw new AppError("UNAUTHENTICATED", GOOGLE_SIGN_IN_MESSAGES.noUser);
    const inserted = await tx
      .insert(profiles)
      .values(newProfileRow(userId, account.email, data))
      .onConflictDoNothing({ target: profiles.id })
      .returning({ id: profiles.id });
    if (inserted.length === 0) throw new AppError("CONFLICT", GOOGLE_SIGN_IN_MESSAGES.alreadyComplete);
    await tx
      .update(user)
      .set({ name: `${data.firstName} ${data.lastName}`, updatedAt: new Date() })
      .where(eq(user.id, userId));
  });
}
