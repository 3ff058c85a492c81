import { and, asc, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { driverLicenses, profiles, user } from "../../db/schema/index.ts";
import { now } from "../../lib/clock.ts";

/** Pending uploads that belong to an account, oldest first, with who uploaded them. */
export async function listPendingLicenses(db: Database, limit: number) {
  return (
    db
      .select({
        licenseId: driverLicenses.id,
        userId: profiles.id,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        email: user.email,
        university: profiles.university,
        contentType: driverLicenses.contentType,
        uploadedAt: driverLicenses.createdAt,
      })
      .from(driverLicenses)
      .innerJoin(profiles, eq(profiles.id, driverLicenses.userId))
      .innerJoin(user, eq(user.id, driverLicenses.userId))
      // a deleted account's upload leaves the queue with it
      .where(
        and(
          eq(driverLicenses.status, "pending"),
          isNotNull(driverLicenses.userId),
          isNull(profiles.deletedAt),
        ),
      )
      .orderBy(asc(driverLicenses.createdAt), asc(driverLicenses.id))
      .limit(limit)
  );
}

/** The driver's current upload, locked until the transaction ends, or undefined (none, or a deleted account). */
export async function lockLicenseOf(db: Database, userId: string) {
  const [row] = await db
    .select({ id: driverLicenses.id, status: driverLicenses.status })
    .from(driverLicenses)
    .where(
      and(
        eq(driverLicenses.userId, userId),
        sql`not exists (select 1 from ${profiles} where ${profiles.id} = ${userId} and ${profiles.deletedAt} is not null)`,
      ),
    )
    .orderBy(desc(driverLicenses.createdAt))
    .limit(1)
    .for("update");
  return row;
}

export interface LicenseDecision {
  status: "verified" | "rejected";
  rejectionReason: string | null;
  reviewedBy: string;
}

/** Records the admin's decision on an upload. */
export async function recordDecision(db: Database, licenseId: string, decision: LicenseDecision) {
  await db
    .update(driverLicenses)
    .set({ ...decision, reviewedAt: now() })
    .where(eq(driverLicenses.id, licenseId));
}

/** profiles.driver_license_verified, the flag the driver features check. */
export async function setLicenseVerified(db: Database, userId: string, isVerified: boolean) {
  await db
    .update(profiles)
    .set({ driverLicenseVerified: isVerified, updatedAt: now() })
    .where(eq(profiles.id, userId));
}

/**
 * Tells the driver of the decision in the app (the bell and the live stream), in the
 * deciding transaction: the notification is heard only if the decision commits. In-app
 * only: the decision's email is sent by the review's route.
 */
export async function notifyLicenseReviewed(db: Database, userId: string, isVerified: boolean) {
  const type = isVerified ? "license_verified" : "license_rejected";
  await db.execute(
    sql`select campusride_notify_user(${userId}, ${type}::notification_type, null, null, '{}'::jsonb)`,
  );
}

/** Whom the decision is mailed to: the account's address and first name. */
export async function findDriverContact(db: Database, userId: string) {
  const [row] = await db
    .select({ email: user.email, firstName: profiles.firstName })
    .from(user)
    .innerJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  return row;
}
