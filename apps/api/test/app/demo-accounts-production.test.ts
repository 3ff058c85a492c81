import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildApp, type App } from "../../src/app.ts";
import type { DatabaseHandle } from "../../src/db/client.ts";
import { account, demoAccounts, session, user, verification } from "../../src/db/schema/index.ts";
import { PUBLISHED_DEMO_PASSWORD, demoPassword, findDemoAccounts, seedDemo } from "../../src/db/seed-demo.ts";
import { startupBanner } from "../../src/startup-banner.ts";
import { authPost, insertVerifiedAccounts } from "../support/accounts.ts";
import { createTestApp, sendOwnOrigin, testConfig } from "../support/app.ts";
import { capturedLogger } from "../support/captured-log.ts";
import { workerDatabase } from "../support/database.ts";
import { openOwnDatabase } from "../support/own-database.ts";
import { hashScryptPassword } from "../support/password-hash.ts";

// a development start (NODE_ENV is not production): demo accounts get the published password
const development = await createTestApp();
const developmentConfig = testConfig();

const productionConfig = (overrides: Record<string, string> = {}) =>
  testConfig({ NODE_ENV: "production", AUTH_SECRET: "s".repeat(32), ...overrides });

/** A production start on `database`, as server.ts builds it: migrations and what follows them. */
async function startProduction(database: DatabaseHandle, overrides: Record<string, string> = {}) {
  const config = productionConfig(overrides);
  const app = await buildApp({
    config,
    database: { ...database, close: async () => {} },
    logger: capturedLogger(),
  });
  await app.ready();
  sendOwnOrigin(app, config.PUBLIC_URL);
  const banner = startupBanner({
    config,
    database: database.kind,
    mail: app.mailer.mode,
    demoAccounts: await findDemoAccounts(app),
    demoPassword: demoPassword(config),
  });
  return { app, banner };
}

async function signInStatus(app: App, email: string, password: string): Promise<number> {
  return (await authPost(app, "/sign-in/email", { email, password })).statusCode;
}

async function demoUserIds(app: App): Promise<string[]> {
  const rows = await app.db.select({ id: demoAccounts.userId }).from(demoAccounts);
  return rows.map((row) => row.id);
}

describe("demo accounts a development start made, on a production start", () => {
  it("without DEMO_DATA=1: every one is locked and signed out, other accounts are untouched", async () => {
    const seeded = await seedDemo(development, demoPassword(developmentConfig));
    expect(seeded).toHaveLength(6);
    const student = await insertVerifiedAccounts(development, 1);
    const driver = "driver@demo.campusride.edu";
    expect(await signInStatus(development, driver, PUBLISHED_DEMO_PASSWORD)).toBe(200);
    await authPost(development, "/request-password-reset", { email: driver, redirectTo: "/reset-password" });
    const ids = await demoUserIds(development);
    expect(ids).toHaveLength(6);
    expect(await development.db.select().from(session).where(inArray(session.userId, ids))).toHaveLength(1);
    expect(
      await development.db.select().from(verification).where(inArray(verification.value, ids)),
    ).toHaveLength(1);

    // DEMO_PASSWORD alone does not bring them back: only DEMO_DATA=1 does
    const { app: production, banner } = await startProduction(await workerDatabase(), {
      DEMO_PASSWORD: "our-own-demo-phrase",
    });
    try {
      for (const demo of seeded) {
        expect(await signInStatus(production, demo.email, PUBLISHED_DEMO_PASSWORD)).toBe(401);
      }
      expect(await signInStatus(production, driver, "our-own-demo-phrase")).toBe(401);
      expect(await production.db.select().from(session).where(inArray(session.userId, ids))).toEqual([]);
      expect(await production.db.select().from(verification).where(inArray(verification.value, ids))).toEqual(
        [],
      );
      expect(await signInStatus(production, student.emails[0]!, student.password)).toBe(200);

      expect(banner).toContain(driver);
      expect(banner).toContain(
        "Demo password: none: demo accounts are locked in production unless DEMO_DATA=1",
      );
      expect(banner).not.toContain(PUBLISHED_DEMO_PASSWORD);
    } finally {
      await production.close();
    }

    // a development start afterwards does not promise the published password
    const later = startupBanner({
      config: developmentConfig,
      database: "pglite",
      mail: "outbox",
      demoAccounts: await findDemoAccounts(development),
      demoPassword: demoPassword(developmentConfig),
    });
    expect(later).toContain(`${driver} (locked by a production start`);
    expect(later).not.toContain("Demo password:");
  }, 120_000);

  it("with DEMO_DATA=1: they sign in with DEMO_PASSWORD, never with the published one", async () => {
    const { app: production, banner } = await startProduction(await workerDatabase(), {
      DEMO_DATA: "1",
      DEMO_PASSWORD: "our-own-demo-phrase",
    });
    try {
      expect(await signInStatus(production, "rider@demo.campusride.edu", PUBLISHED_DEMO_PASSWORD)).toBe(401);
      expect(await signInStatus(production, "rider@demo.campusride.edu", "our-own-demo-phrase")).toBe(200);
      expect(banner).toContain("Demo password: the one in DEMO_PASSWORD");
      expect(banner).not.toContain("our-own-demo-phrase");
    } finally {
      await production.close();
    }
  });
});

describe("demo accounts made before they were marked", () => {
  it("are found by their emails when the database is upgraded, and locked in production", async () => {
    const older = await openOwnDatabase({ before: "0015_demo_accounts" });
    try {
      // as an older development start left them: the published password, no mark
      const hash = await hashScryptPassword(PUBLISHED_DEMO_PASSWORD);
      const emails = ["rider@demo.campusride.edu", "admin@demo.campusride.edu", "ana.lopez@ufl.edu"];
      for (const email of emails) {
        const id = randomUUID();
        await older.handle.db.insert(user).values({ id, name: "Demo", email, emailVerified: true });
        await older.handle.db
          .insert(account)
          .values({ id: randomUUID(), accountId: id, providerId: "credential", userId: id, password: hash });
      }

      const { app: production, banner } = await startProduction(older.handle);
      try {
        expect(await signInStatus(production, "rider@demo.campusride.edu", PUBLISHED_DEMO_PASSWORD)).toBe(
          401,
        );
        expect(await signInStatus(production, "admin@demo.campusride.edu", PUBLISHED_DEMO_PASSWORD)).toBe(
          401,
        );
        // an account that is not a demo account keeps its password, whatever it is
        expect(await signInStatus(production, "ana.lopez@ufl.edu", PUBLISHED_DEMO_PASSWORD)).toBe(200);
        expect(await findDemoAccounts(production)).toEqual([
          { label: "rider", email: "rider@demo.campusride.edu", passwordKind: "random" },
          { label: "admin", email: "admin@demo.campusride.edu", passwordKind: "random" },
        ]);
        expect(banner).not.toContain(PUBLISHED_DEMO_PASSWORD);
      } finally {
        await production.close();
      }
    } finally {
      await older.dispose();
    }
  }, 120_000);
});
