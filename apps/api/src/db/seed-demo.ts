import { randomBytes } from "node:crypto";
import { PUBLISHED_DEMO_PASSWORD } from "@campusride/shared/domain/password-context";
import { eq, inArray, sql } from "drizzle-orm";
import type { App } from "../app.ts";
import { DEMO_ADMIN_EMAIL, type Config } from "../config.ts";
import type { DatabaseHandle } from "./client.ts";
import { demoAccounts, driverLicenses, profiles, user } from "./schema/index.ts";
import { seedDemoPastTrips } from "./seed-demo-past-trips.ts";
import { seedDemoRides } from "./seed-demo-rides.ts";
import { now } from "../lib/clock.ts";

export interface DemoAccount {
  label: string;
  email: string;
  /** Which password it was last given, as its mark says (null: made before the marking). */
  passwordKind?: DemoPasswordKind | null;
}

// The password the README publishes, only ever for a development database; no student may
// choose it (the password rule refuses it).
export { PUBLISHED_DEMO_PASSWORD };

/** The published password, DEMO_PASSWORD, or one generated at random and never shown. */
export type DemoPasswordKind = NonNullable<(typeof demoAccounts.$inferSelect)["passwordKind"]>;

export interface DemoPassword {
  value: string;
  kind: DemoPasswordKind;
  /** What the log may say about it: the published password itself, or where it is. */
  description: string;
}

/**
 * In production without DEMO_DATA=1 a random one that locks the demo accounts; else
 * DEMO_PASSWORD if set; else outside production the published one, and in production a
 * random one, never shown (the accounts are reached by a password reset, if at all).
 */
export function demoPassword(config: Config): DemoPassword {
  const isProduction = config.NODE_ENV === "production";
  if (isProduction && config.DEMO_DATA !== true) {
    return randomDemoPassword(
      "none: demo accounts are locked in production unless DEMO_DATA=1 " +
        "(each was given a random password nobody is shown, and signed out)",
    );
  }
  if (config.DEMO_PASSWORD) {
    return { value: config.DEMO_PASSWORD, kind: "chosen", description: "the one in DEMO_PASSWORD" };
  }
  if (!isProduction) {
    return { value: PUBLISHED_DEMO_PASSWORD, kind: "published", description: PUBLISHED_DEMO_PASSWORD };
  }
  return randomDemoPassword("generated at random and not shown (set DEMO_PASSWORD to choose one)");
}

function randomDemoPassword(description: string): DemoPassword {
  return { value: randomBytes(24).toString("base64url"), kind: "random", description };
}

const DEMO_USERS = [
  {
    label: "rider",
    body: { firstName: "Riley", lastName: "Rider", email: "rider@demo.campusride.edu", userType: "rider" },
  },
  {
    label: "driver",
    body: {
      firstName: "Dana",
      lastName: "Driver",
      email: "driver@demo.campusride.edu",
      userType: "driver",
      carMake: "Toyota",
      carModel: "Camry",
      carYear: 2021,
      carColor: "Silver",
    },
    verifiedLicense: true,
    // shown on a shared trip's page (Share my trip)
    licensePlate: "CRD 2026",
  },
  {
    label: "both",
    body: {
      firstName: "Blake",
      lastName: "Both",
      email: "both@demo.campusride.edu",
      userType: "both",
      carMake: "Honda",
      carModel: "Civic",
      carYear: 2019,
      carColor: "Blue",
    },
    verifiedLicense: true,
  },
  {
    // more verified drivers, so the demo trips are not all one person's
    label: "driver 2",
    body: {
      firstName: "Marco",
      lastName: "Alvarez",
      email: "marco@demo.campusride.edu",
      userType: "driver",
      carMake: "Honda",
      carModel: "Accord",
      carYear: 2020,
      carColor: "Gray",
    },
    verifiedLicense: true,
  },
  {
    label: "driver 3",
    body: {
      firstName: "Priya",
      lastName: "Shah",
      email: "priya@demo.campusride.edu",
      userType: "driver",
      carMake: "Tesla",
      carModel: "Model 3",
      carYear: 2022,
      carColor: "White",
    },
    verifiedLicense: true,
  },
  {
    // reviews driver licenses at /admin/licenses (ADMIN_EMAILS names it outside production)
    label: "admin",
    body: { firstName: "Avery", lastName: "Admin", email: DEMO_ADMIN_EMAIL, userType: "rider" },
  },
] as const;

// A minimal one-page PDF standing in for a scanned license.
const DEMO_LICENSE_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

/**
 * Seeds on the first start of the embedded default unless DEMO_DATA=0; on PostgreSQL,
 * and in production on any database, only with DEMO_DATA=1.
 */
export function shouldSeedDemo(config: Config, kind: DatabaseHandle["kind"]): boolean {
  if (config.DEMO_DATA === false) return false;
  if (config.NODE_ENV === "production") return config.DEMO_DATA === true;
  return kind === "pglite" || config.DEMO_DATA === true;
}

export async function hasAccounts(app: App): Promise<boolean> {
  const [row] = await app.db.select({ count: sql<number>`count(*)::int` }).from(user);
  return Number(row?.count ?? 0) > 0;
}

/**
 * Creates verified demo accounts through the real sign-up (same validation and hooks):
 * a rider, a driver with a car and a verified license, a user of type both, and the admin.
 * Accounts that already exist are left as they are, password included. Each is marked as
 * a demo account, so that a production start can find it.
 */
export async function seedDemo(app: App, password: DemoPassword): Promise<DemoAccount[]> {
  const graduationYear = now().getFullYear() + 1;
  for (const demo of DEMO_USERS) {
    const [existing] = await app.db.select({ id: user.id }).from(user).where(eq(user.email, demo.body.email));
    if (!existing) {
      const body = {
        ...demo.body,
        name: `${demo.body.firstName} ${demo.body.lastName}`,
        phone: "(352) 555-0100",
        graduationYear,
        university: "CampusRide Demo University",
        password: password.value,
        confirmPassword: password.value,
      };
      // checked and written by the same sign-up path as a browser sign-up
      await app.signUpFromServer(body);
    }
    const [created] = await app.db.select({ id: user.id }).from(user).where(eq(user.email, demo.body.email));
    if (!created) throw new Error(`demo account ${demo.body.email} was not created`);
    await app.db
      .insert(demoAccounts)
      .values({ userId: created.id, passwordKind: existing ? null : password.kind })
      .onConflictDoNothing();
    await app.db.update(user).set({ emailVerified: true }).where(eq(user.id, created.id));
    if ("verifiedLicense" in demo && !existing) {
      const key = `licenses/demo-${demo.label.replace(/ /g, "-")}.pdf`;
      await app.storage.put(key, DEMO_LICENSE_PDF);
      await app.db.insert(driverLicenses).values({
        userId: created.id,
        storageKey: key,
        contentType: "application/pdf",
        sizeBytes: DEMO_LICENSE_PDF.length,
        status: "verified",
        reviewedAt: now(),
      });
      await app.db.update(profiles).set({ driverLicenseVerified: true }).where(eq(profiles.id, created.id));
    }
    if ("licensePlate" in demo && !existing) {
      await app.db
        .update(profiles)
        .set({ licensePlate: demo.licensePlate })
        .where(eq(profiles.id, created.id));
    }
  }
  const participants = await demoRideParticipants(app);
  await seedDemoRides(app.db, participants);
  await seedDemoPastTrips(app.db, participants);
  return findDemoAccounts(app);
}

/** The verified demo drivers who offer the demo trips, and the demo riders who request seats. */
async function demoRideParticipants(app: App) {
  const emails: string[] = DEMO_USERS.map((demo) => demo.body.email);
  const rows = await app.db
    .select({
      id: profiles.id,
      email: profiles.email,
      userType: profiles.userType,
      verified: profiles.driverLicenseVerified,
    })
    .from(profiles)
    .where(inArray(profiles.email, emails));
  // in the demo accounts' order: the past trips name drivers by their place in it
  rows.sort((a, b) => emails.indexOf(a.email) - emails.indexOf(b.email));
  return {
    driverIds: rows.filter((row) => row.userType !== "rider" && row.verified).map((row) => row.id),
    riderIds: rows
      .filter((row) => row.userType !== "driver" && row.email !== DEMO_ADMIN_EMAIL)
      .map((row) => row.id),
  };
}

/** The demo accounts that exist in the database, whether made at this start or before. */
export async function findDemoAccounts(app: App): Promise<DemoAccount[]> {
  const rows = await app.db
    .select({ email: user.email, passwordKind: demoAccounts.passwordKind })
    .from(demoAccounts)
    .innerJoin(user, eq(user.id, demoAccounts.userId));
  const kinds = new Map(rows.map((row) => [row.email, row.passwordKind]));
  return DEMO_USERS.filter((demo) => kinds.has(demo.body.email)).map((demo) => ({
    label: demo.label,
    email: demo.body.email,
    passwordKind: kinds.get(demo.body.email) ?? null,
  }));
}
