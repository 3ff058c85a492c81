import { sql } from "drizzle-orm";
import { boolean, check, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * This database's identity, one row made by its migration: what an uploads folder on disk
 * records as its owner, so that a process on another database never takes (or removes)
 * this one's files.
 */
export const databaseIdentity = pgTable(
  "database_identity",
  {
    /** Always true: the key that keeps the table at one row. */
    isOnly: boolean("is_only").primaryKey().default(true),
    id: uuid("id").notNull().defaultRandom(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("database_identity_one_row", sql`${table.isOnly}`)],
);
