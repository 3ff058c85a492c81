import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { LEDGER_ACCOUNTS, LEDGER_STEPS, PAYMENT_METHODS } from "@campusride/shared/domain/payments";
import { bookings } from "./bookings.ts";
import { profiles } from "./profiles.ts";

export const paymentMethodEnum = pgEnum("payment_method", PAYMENT_METHODS);
export const ledgerStepEnum = pgEnum("ledger_step", LEDGER_STEPS);
export const ledgerAccountEnum = pgEnum("ledger_account", LEDGER_ACCOUNTS);
/** What a provider call does; one of each per booking at most. */
export const paymentOperationKindEnum = pgEnum("payment_operation_kind", [
  "capture",
  "release",
  "refund",
  "payout",
]);
/** started: asked of the provider, answer not yet written (a crash leaves it for the reconciliation job). */
export const paymentOperationStateEnum = pgEnum("payment_operation_state", [
  "started",
  "succeeded",
  "failed",
]);

/**
 * How a booking is paid, and the provider's references for it. Its money state is not
 * kept here: it is derived from the booking's ledger entries.
 */
export const payments = pgTable("payments", {
  bookingId: uuid("booking_id")
    .primaryKey()
    .references(() => bookings.id, { onDelete: "restrict" }),
  method: paymentMethodEnum("method").notNull(),
  /** The rider's total, fee included, as the server computed it at the request. */
  amountCents: integer("amount_cents").notNull(),
  /** Card: the PaymentIntent authorising the total (manual capture). */
  paymentIntentId: text("payment_intent_id").unique(),
  /** Card: the Checkout Session the rider pays in. */
  checkoutSessionId: text("checkout_session_id"),
  /** Card: why the last attempt to pay failed (a decline), shown to the rider. */
  failure: text("failure"),
  /** When the receipt email went out; claimed once. */
  receiptSentAt: timestamp("receipt_sent_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The ledger: append-only, double-entry (each row moves an amount from one account to
 * another, so a booking's accounts always sum to zero). A booking takes each step between
 * two accounts once (the unique index), so a retried step or a repeated webhook writes nothing.
 */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    step: ledgerStepEnum("step").notNull(),
    fromAccount: ledgerAccountEnum("from_account").notNull(),
    toAccount: ledgerAccountEnum("to_account").notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** The provider's id for the movement (PaymentIntent, refund, transfer), if any. */
    providerRef: text("provider_ref"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("ledger_entries_amount_check", sql`${table.amountCents} > 0`),
    check("ledger_entries_accounts_check", sql`${table.fromAccount} <> ${table.toAccount}`),
    uniqueIndex("ledger_entries_once_idx").on(
      table.bookingId,
      table.step,
      table.fromAccount,
      table.toAccount,
    ),
  ],
);

/**
 * A provider call that moves money, written before the call and settled after it. The
 * idempotency key is derived from the booking and the step, so a retry of the call (a
 * double click, a restart, the reconciliation job) is one movement at the provider.
 */
export const paymentOperations = pgTable(
  "payment_operations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    kind: paymentOperationKindEnum("kind").notNull(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    amountCents: integer("amount_cents").notNull(),
    state: paymentOperationStateEnum("state").notNull().default("started"),
    providerRef: text("provider_ref"),
    error: text("error"),
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("payment_operations_once_idx").on(table.bookingId, table.kind),
    index("payment_operations_started_idx")
      .on(table.updatedAt)
      .where(sql`${table.state} = 'started'`),
  ],
);

/** A driver's Stripe Connect Express account, where payouts go. */
export const payoutAccounts = pgTable("payout_accounts", {
  userId: text("user_id")
    .primaryKey()
    .references(() => profiles.id, { onDelete: "cascade" }),
  stripeAccountId: text("stripe_account_id").notNull().unique(),
  detailsSubmitted: boolean("details_submitted").notNull().default(false),
  payoutsEnabled: boolean("payouts_enabled").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Stripe webhook events by id: an event is processed once however often it is delivered. */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

export type PaymentRow = typeof payments.$inferSelect;
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
export type PaymentOperationRow = typeof paymentOperations.$inferSelect;
