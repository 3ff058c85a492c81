import { index, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./profiles.ts";

/**
 * An address a user shares trips with, and whether the person there agreed. Trip mail
 * goes only to a confirmed address; until then a share sends a confirmation mail (at most
 * one a day per user and address), and `requested_at` counts those mails per user and per
 * address.
 */
export const tripShareContacts = pgTable(
  "trip_share_contacts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    /** When the last confirmation mail was sent. */
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("trip_share_contacts_user_email_key").on(table.userId, table.email),
    index("trip_share_contacts_email_idx").on(table.email, table.requestedAt),
  ],
);

/**
 * The links of the mails to a contact (the confirmation, and each trip mail): each opens
 * the contact's page, to confirm or to stop trip mail. Only the token's SHA-256 is kept.
 */
export const tripShareContactTokens = pgTable("trip_share_contact_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  contactId: uuid("contact_id")
    .notNull()
    .references(() => tripShareContacts.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Addresses whose owner asked for no trip mail from CampusRide at all, whoever shares. */
export const tripMailOptOuts = pgTable("trip_mail_opt_outs", {
  email: text("email").primaryKey(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
