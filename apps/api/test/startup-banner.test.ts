import { describe, expect, it } from "vitest";
import { demoPassword } from "../src/db/seed-demo.ts";
import { startupBanner } from "../src/startup-banner.ts";
import { testConfig } from "./support/app.ts";

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
        demoPassword: demoPassword(config).description,
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
    });
    const banner = startupBanner({
      config,
      database: "postgres",
      mail: "outbox",
      demoAccounts,
      demoPassword: demoPassword(config).description,
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

  it("names SMTP delivery and leaves out demo accounts when there are none", () => {
    const banner = startupBanner({
      config: testConfig(),
      database: "pglite",
      mail: "smtp",
      demoAccounts: [],
      demoPassword: "campusride-demo",
    });
    expect(banner).toContain("  Mail:     sent over SMTP (SMTP_URL)");
    expect(banner).not.toContain("Demo accounts");
  });
});
