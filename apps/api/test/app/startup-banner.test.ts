import { describe, expect, it } from "vitest";
import { demoPassword, type DemoAccount } from "../../src/db/seed-demo.ts";
import { seedReport, startupBanner } from "../../src/startup-banner.ts";
import { testConfig } from "../support/app.ts";

const demoAccounts = [
  { label: "rider", email: "rider@demo.campusride.edu" },
  { label: "driver", email: "driver@demo.campusride.edu" },
  { label: "driver 2", email: "marco@demo.campusride.edu" },
  { label: "admin", email: "admin@demo.campusride.edu" },
];

describe("start-up banner", () => {
  it("tells a developer the URL, the database, the mailbox and the demo accounts with their password", () => {
    const config = testConfig({ NODE_ENV: "development", DATA_DIR: "/srv/campusride-data" });
    expect(
      startupBanner({
        config,
        database: "pglite",
        mail: "outbox",
        demoAccounts,
        demoPassword: demoPassword(config),
      }),
    ).toBe(
      [
        "CampusRide is running at http://localhost:3000",
        "  Database: embedded (PGlite) in /srv/campusride-data",
        "  Mail:     kept in the outbox, read it at http://localhost:3000/dev/mailbox",
        "  Demo accounts:",
        "    rider    rider@demo.campusride.edu",
        "    driver   driver@demo.campusride.edu",
        "    driver 2 marco@demo.campusride.edu",
        "    admin    admin@demo.campusride.edu (reviews driver licenses at http://localhost:3000/admin/licenses)",
        "  Demo password: campusride-demo",
      ].join("\n"),
    );
  });

  it("never shows the demo password or the mailbox in production", () => {
    const config = testConfig({
      NODE_ENV: "production",
      AUTH_SECRET: "a".repeat(32),
      PUBLIC_URL: "https://campusride.example",
      DEMO_DATA: "1",
    });
    const banner = startupBanner({
      config,
      database: "postgres",
      mail: "outbox",
      demoAccounts,
      demoPassword: demoPassword(config),
    });
    expect(banner).toBe(
      [
        "CampusRide is running at https://campusride.example",
        "  Database: PostgreSQL (DATABASE_URL)",
        "  Mail:     kept in the database outbox, not delivered (set SMTP_URL)",
        "  Demo accounts:",
        "    rider    rider@demo.campusride.edu",
        "    driver   driver@demo.campusride.edu",
        "    driver 2 marco@demo.campusride.edu",
        // in production ADMIN_EMAILS names the admins; by default nobody
        "    admin    admin@demo.campusride.edu",
        "  Demo password: generated at random and not shown (set DEMO_PASSWORD to choose one)",
      ].join("\n"),
    );
    expect(banner).not.toContain("campusride-demo");
  });

  it("in production without DEMO_DATA=1 says that the demo accounts are locked", () => {
    const config = testConfig({ NODE_ENV: "production", AUTH_SECRET: "a".repeat(32) });
    const banner = startupBanner({
      config,
      database: "pglite",
      mail: "smtp",
      demoAccounts: demoAccounts.map((account) => ({ ...account, passwordKind: "random" as const })),
      demoPassword: demoPassword(config),
    });
    expect(banner).toContain(
      "  Demo password: none: demo accounts are locked in production unless DEMO_DATA=1 " +
        "(each was given a random password nobody is shown, and signed out)",
    );
    expect(banner).not.toContain("campusride-demo");
  });

  it("outside production names beside it an account a production start has locked", () => {
    const config = testConfig({ NODE_ENV: "development" });
    const locked: DemoAccount[] = demoAccounts.map((account) => ({ ...account, passwordKind: "random" }));
    const banner = (accounts: DemoAccount[]) =>
      startupBanner({
        config,
        database: "pglite",
        mail: "outbox",
        demoAccounts: accounts,
        demoPassword: demoPassword(config),
      });
    const allLocked = banner(locked);
    expect(allLocked).toContain(
      "    rider    rider@demo.campusride.edu (locked by a production start: a random password nobody was shown)",
    );
    // no account has the published password: the banner does not offer it
    expect(allLocked).not.toContain("Demo password:");
    const oneUnlocked = banner([{ ...locked[0]!, passwordKind: "published" }, ...locked.slice(1)]);
    expect(oneUnlocked).toContain("    rider    rider@demo.campusride.edu\n");
    expect(oneUnlocked).toContain("  Demo password: campusride-demo");
  });

  it("names SMTP delivery and leaves out demo accounts when there are none", () => {
    const banner = startupBanner({
      config: testConfig(),
      database: "pglite",
      mail: "smtp",
      demoAccounts: [],
      demoPassword: { kind: "published", description: "campusride-demo" },
    });
    expect(banner).toContain("  Mail:     sent over SMTP (SMTP_URL)");
    expect(banner).not.toContain("Demo accounts");
  });

  it("after `npm run seed:demo` names the accounts and where they are, never a running server", () => {
    const config = testConfig({ NODE_ENV: "development", DATA_DIR: "/srv/campusride-data" });
    const report = seedReport({
      config,
      database: "pglite",
      demoAccounts,
      demoPassword: demoPassword(config),
    });
    expect(report).toBe(
      [
        "Demo accounts seeded; no server was started.",
        "  Database: embedded (PGlite) in /srv/campusride-data",
        "  Start CampusRide (npm start) to sign in with them.",
        "  Demo accounts:",
        "    rider    rider@demo.campusride.edu",
        "    driver   driver@demo.campusride.edu",
        "    driver 2 marco@demo.campusride.edu",
        "    admin    admin@demo.campusride.edu (reviews driver licenses at http://localhost:3000/admin/licenses)",
        "  Demo password: campusride-demo",
      ].join("\n"),
    );
    expect(report).not.toContain("running");
  });
});
