import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { profiles, type ProfileRow } from "../../db/schema/index.ts";

export interface ProfileAccess {
  userType: ProfileRow["userType"];
  isActive: boolean;
}

/** What a role guard needs to know about an account: its user type and whether it is active. */
export async function findProfileAccess(db: Database, userId: string): Promise<ProfileAccess | undefined> {
  const [row] = await db
    .select({ userType: profiles.userType, isActive: profiles.isActive })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row;
}
