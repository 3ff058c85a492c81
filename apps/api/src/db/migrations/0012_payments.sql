CREATE TYPE "public"."ledger_account" AS ENUM('rider', 'hold', 'escrow', 'pickup_due', 'platform', 'driver', 'driver_paid');--> statement-breakpoint
CREATE TYPE "public"."ledger_step" AS ENUM('authorise', 'release', 'capture', 'owe', 'refund', 'settle', 'payout');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('pay_at_pickup', 'card');--> statement-breakpoint
CREATE TYPE "public"."payment_operation_kind" AS ENUM('capture', 'release', 'refund', 'payout');--> statement-breakpoint
CREATE TYPE "public"."payment_operation_state" AS ENUM('started', 'succeeded', 'failed');--> statement-breakpoint
ALTER TYPE "public"."booking_status" ADD VALUE 'no_show';--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"step" "ledger_step" NOT NULL,
	"from_account" "ledger_account" NOT NULL,
	"to_account" "ledger_account" NOT NULL,
	"amount_cents" integer NOT NULL,
	"provider_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount_cents" > 0),
	CONSTRAINT "ledger_entries_accounts_check" CHECK ("ledger_entries"."from_account" <> "ledger_entries"."to_account")
);
--> statement-breakpoint
CREATE TABLE "payment_operations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" "payment_operation_kind" NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"state" "payment_operation_state" DEFAULT 'started' NOT NULL,
	"provider_ref" text,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_operations_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"method" "payment_method" NOT NULL,
	"amount_cents" integer NOT NULL,
	"payment_intent_id" text,
	"checkout_session_id" text,
	"failure" text,
	"receipt_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_payment_intent_id_unique" UNIQUE("payment_intent_id")
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"stripe_account_id" text NOT NULL,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_stripe_account_id_unique" UNIQUE("stripe_account_id")
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "awaiting_payment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_operations" ADD CONSTRAINT "payment_operations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_once_idx" ON "ledger_entries" USING btree ("booking_id","step","from_account","to_account");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_operations_once_idx" ON "payment_operations" USING btree ("booking_id","kind");--> statement-breakpoint
CREATE INDEX "payment_operations_started_idx" ON "payment_operations" USING btree ("updated_at") WHERE "payment_operations"."state" = 'started';--> statement-breakpoint
-- Card payments: a request waiting for the rider's payment is not announced to
-- the driver until the payment is authorised; a rider cancelling a confirmed seat tells
-- the driver as withdrawing a request does.
CREATE OR REPLACE FUNCTION "campusride_booking_event"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r rides%ROWTYPE;
  data jsonb;
BEGIN
  SELECT * INTO r FROM rides WHERE id = NEW.ride_id;
  data := campusride_trip_data(r) || jsonb_build_object(
    'riderFirstName', (SELECT first_name FROM profiles WHERE id = NEW.rider_id),
    'seats', NEW.seats_requested);
  IF TG_OP = 'INSERT' THEN
    IF NEW.status = 'pending' AND NOT NEW.awaiting_payment THEN
      PERFORM campusride_notify_user(r.driver_id, 'booking_requested', r.id, NEW.id, data);
    END IF;
  ELSIF OLD.status = 'pending' AND NEW.status = 'pending' AND OLD.awaiting_payment AND NOT NEW.awaiting_payment THEN
    PERFORM campusride_notify_user(r.driver_id, 'booking_requested', r.id, NEW.id, data);
  ELSIF OLD.status = 'pending' AND NEW.status = 'approved' THEN
    PERFORM campusride_notify_user(NEW.rider_id, 'booking_approved', r.id, NEW.id, data);
  ELSIF OLD.status = 'pending' AND NEW.status = 'rejected' THEN
    PERFORM campusride_notify_user(NEW.rider_id, 'booking_rejected', r.id, NEW.id, data);
  ELSIF OLD.status = 'pending' AND NEW.status = 'cancelled' AND NOT OLD.awaiting_payment THEN
    PERFORM campusride_notify_user(r.driver_id, 'booking_cancelled', r.id, NEW.id, data);
  ELSIF OLD.status = 'approved' AND NEW.status = 'cancelled' AND r.status = 'active' THEN
    PERFORM campusride_notify_user(r.driver_id, 'booking_cancelled', r.id, NEW.id, data);
  ELSIF OLD.status = 'pending' AND NEW.status::text = 'expired' THEN
    PERFORM campusride_notify_user(NEW.rider_id, 'booking_expired', r.id, NEW.id, data);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "bookings_event" ON "bookings";--> statement-breakpoint
CREATE TRIGGER "bookings_event" AFTER INSERT OR UPDATE OF "status", "awaiting_payment" ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "campusride_booking_event"();
