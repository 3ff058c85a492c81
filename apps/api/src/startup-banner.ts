import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import {
  PUBLISHED_DEMO_PASSWORD,
  type DemoAccount,
  type DemoPassword,
  type DemoPasswordKind,
} from "./db/seed-demo.ts";
import type { Mailer } from "./plugins/mail.ts";

export interface StartupFacts {
  config: Pick<Config, "PUBLIC_URL" | "NODE_ENV" | "DATA_DIR" | "ADMIN_EMAILS">;
  database: DatabaseHandle["kind"];
  mail: Mailer["mode"];
  /** The demo accounts present in the database. */
  demoAccounts: DemoAccount[];
  /**
   * This start's demo password: its kind, and what may be said of it (the published one,
   * or where it is; never a secret).
   */
  demoPassword: Pick<DemoPassword, "kind" | "description">;
}

// An account keyed by an earlier start with another kind of password (a development start
// after a production one): said beside it, so that the banner never promises a password
// that does not work.
const OTHER_PASSWORD: Record<DemoPasswordKind, string> = {
  published: `password: ${PUBLISHED_DEMO_PASSWORD}`,
  chosen: "password: the DEMO_PASSWORD of an earlier start",
  random: "locked by a production start: a random password nobody was shown",
};

/**
 * The few plain lines logged once the server listens: where to open CampusRide, what it
 * runs on, where mail goes and how to try it. All start-up text lives here, so what
 * production shows (no demo password) is decided in one place.
 */
export function startupBanner({ config, database, mail, demoAccounts, demoPassword }: StartupFacts): string {
  const isProduction = config.NODE_ENV === "production";
  return [
    `CampusRide is running at ${config.PUBLIC_URL}`,
    `  Database: ${describeDatabase(config, database)}`,
    `  Mail:     ${describeMail(config, mail, isProduction)}`,
    ...demoAccountLines(config, demoAccounts, demoPassword),
  ].join("\n");
}

/**
 * What `npm run seed:demo` prints: the accounts it made and where, but no address to open,
 * as no server runs.
 */
export function seedReport({
  config,
  database,
  demoAccounts,
  demoPassword,
}: Omit<StartupFacts, "mail">): string {
  return [
    "Demo accounts seeded; no server was started.",
    `  Database: ${describeDatabase(config, database)}`,
    "  Start CampusRide (npm start) to sign in with them.",
    ...demoAccountLines(config, demoAccounts, demoPassword),
  ].join("\n");
}

function describeDatabase(config: StartupFacts["config"], database: StartupFacts["database"]): string {
  return database === "pglite" ? `embedded (PGlite) in ${config.DATA_DIR}` : "PostgreSQL (DATABASE_URL)";
}

function demoAccountLines(
  config: StartupFacts["config"],
  demoAccounts: StartupFacts["demoAccounts"],
  demoPassword: StartupFacts["demoPassword"],
): string[] {
  if (demoAccounts.length === 0) return [];
  const lines = ["  Demo accounts:"];
  const labelWidth = Math.max(...demoAccounts.map((account) => account.label.length));
  let hasThisPassword = false;
  for (const account of demoAccounts) {
    const notes: string[] = [];
    // the admin signs in like the others and reviews driver licenses
    if (config.ADMIN_EMAILS.includes(account.email)) {
      notes.push(`reviews driver licenses at ${config.PUBLIC_URL}/admin/licenses`);
    }
    if (account.passwordKind && account.passwordKind !== demoPassword.kind) {
      notes.push(OTHER_PASSWORD[account.passwordKind]);
    } else {
      hasThisPassword = true;
    }
    const note = notes.length > 0 ? ` (${notes.join("; ")})` : "";
    lines.push(`    ${account.label.padEnd(labelWidth)} ${account.email}${note}`);
  }
  if (hasThisPassword) lines.push(`  Demo password: ${demoPassword.description}`);
  return lines;
}

function describeMail(config: StartupFacts["config"], mail: Mailer["mode"], isProduction: boolean): string {
  if (mail === "smtp") return "sent over SMTP (SMTP_URL)";
  // the mailbox page is never served in production (app.ts)
  if (isProduction) return "kept in the database outbox, not delivered (set SMTP_URL)";
  return `kept in the outbox, read it at ${config.PUBLIC_URL}/dev/mailbox`;
}
