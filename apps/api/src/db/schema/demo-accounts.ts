import { check, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { user } from "./auth.ts";

/**
 * The accounts the demo data made. A production start finds them here (not by guessing
 * from emails) and re-keys them, so no account keeps the README's published password.
 */
export const demoAccounts = pgTable(
  "demo_accounts",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    /**
     * Which password the account was last given: the published one, DEMO_PASSWORD
     * ("chosen"), or a random one nobody was shown. Null for accounts made before the
     * marking, whose password is not known.
     */
    passwordKind: text("password_kind").$type<"published" | "chosen" | "random">(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "demo_accounts_password_kind_check",
      sql`${table.passwordKind} in ('published', 'chosen', 'random')`,
    ),
  ],
);
