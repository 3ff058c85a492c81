CREATE TYPE "public"."report_reason" AS ENUM('harassment', 'no_show', 'unsafe_driving', 'fake_profile', 'other');--> statement-breakpoint
CREATE TYPE "public"."report_status" AS ENUM('open', 'dismissed', 'actioned');--> statement-breakpoint
CREATE TYPE "public"."review_role" AS ENUM('rider', 'driver');--> statement-breakpoint
ALTER TYPE "public"."booking_status" ADD VALUE 'expired';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'booking_expired';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'message_received';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'ride_alert';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'review_received';--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ride_id" uuid NOT NULL,
	"rider_id" text NOT NULL,
	"driver_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_two_people_check" CHECK ("conversations"."rider_id" <> "conversations"."driver_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender_id" text NOT NULL,
	"body" text NOT NULL,
	"masked" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_body_length_check" CHECK (char_length("messages"."body") BETWEEN 1 AND 2000)
);
--> statement-breakpoint
CREATE TABLE "late_cancellations" (
	"ride_id" uuid PRIMARY KEY NOT NULL,
	"driver_id" text NOT NULL,
	"riders_affected" integer NOT NULL,
	"cancelled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ride_id" uuid NOT NULL,
	"author_id" text NOT NULL,
	"subject_id" text NOT NULL,
	"author_role" "review_role" NOT NULL,
	"rating" integer NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_comment_check" CHECK (char_length("reviews"."comment") <= 500),
	CONSTRAINT "reviews_two_people_check" CHECK ("reviews"."author_id" <> "reviews"."subject_id")
);
--> statement-breakpoint
CREATE TABLE "ride_alert_matches" (
	"alert_id" uuid NOT NULL,
	"ride_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ride_alert_matches_alert_id_ride_id_pk" PRIMARY KEY("alert_id","ride_id")
);
--> statement-breakpoint
CREATE TABLE "ride_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"origin_address" text NOT NULL,
	"destination_address" text NOT NULL,
	"origin_lat" double precision NOT NULL,
	"origin_lng" double precision NOT NULL,
	"destination_lat" double precision NOT NULL,
	"destination_lng" double precision NOT NULL,
	"departure_date" date NOT NULL,
	"passengers" integer NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ride_alerts_passengers_check" CHECK ("ride_alerts"."passengers" BETWEEN 1 AND 7)
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" text NOT NULL,
	"reported_user_id" text NOT NULL,
	"message_id" uuid,
	"message_body" text,
	"reason" "report_reason" NOT NULL,
	"details" text,
	"status" "report_status" DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	CONSTRAINT "reports_two_people_check" CHECK ("reports"."reporter_id" <> "reports"."reported_user_id"),
	CONSTRAINT "reports_details_check" CHECK (char_length("reports"."details") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "user_blocks" (
	"blocker_id" text NOT NULL,
	"blocked_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id"),
	CONSTRAINT "user_blocks_two_people_check" CHECK ("user_blocks"."blocker_id" <> "user_blocks"."blocked_id")
);
--> statement-breakpoint
CREATE TABLE "trip_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"ride_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"recipient_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trip_shares_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "email_message" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "email_ride_alert" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_rider_id_profiles_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_driver_id_profiles_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_profiles_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_cancellations" ADD CONSTRAINT "late_cancellations_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_cancellations" ADD CONSTRAINT "late_cancellations_driver_id_profiles_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_profiles_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_subject_id_profiles_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_alert_matches" ADD CONSTRAINT "ride_alert_matches_alert_id_ride_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."ride_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_alert_matches" ADD CONSTRAINT "ride_alert_matches_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_alerts" ADD CONSTRAINT "ride_alerts_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_profiles_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reported_user_id_profiles_id_fk" FOREIGN KEY ("reported_user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocker_id_profiles_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocked_id_profiles_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_shares" ADD CONSTRAINT "trip_shares_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_shares" ADD CONSTRAINT "trip_shares_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_ride_rider_idx" ON "conversations" USING btree ("ride_id","rider_id");--> statement-breakpoint
CREATE INDEX "conversations_rider_idx" ON "conversations" USING btree ("rider_id","last_message_at");--> statement-breakpoint
CREATE INDEX "conversations_driver_idx" ON "conversations" USING btree ("driver_id","last_message_at");--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("conversation_id") WHERE "messages"."read_at" IS NULL;--> statement-breakpoint
CREATE INDEX "late_cancellations_driver_idx" ON "late_cancellations" USING btree ("driver_id","cancelled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_one_per_pair_idx" ON "reviews" USING btree ("ride_id","author_id","subject_id");--> statement-breakpoint
CREATE INDEX "reviews_subject_published_idx" ON "reviews" USING btree ("subject_id","published_at") WHERE "reviews"."published_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "reviews_hidden_idx" ON "reviews" USING btree ("created_at") WHERE "reviews"."published_at" IS NULL;--> statement-breakpoint
CREATE INDEX "ride_alerts_date_idx" ON "ride_alerts" USING btree ("departure_date");--> statement-breakpoint
CREATE INDEX "ride_alerts_user_idx" ON "ride_alerts" USING btree ("user_id","departure_date");--> statement-breakpoint
CREATE INDEX "reports_status_idx" ON "reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reports_reported_user_idx" ON "reports" USING btree ("reported_user_id");--> statement-breakpoint
CREATE INDEX "user_blocks_blocked_idx" ON "user_blocks" USING btree ("blocked_id");--> statement-breakpoint
CREATE INDEX "trip_shares_ride_idx" ON "trip_shares" USING btree ("ride_id");--> statement-breakpoint
CREATE INDEX "trip_shares_user_idx" ON "trip_shares" USING btree ("user_id");--> statement-breakpoint
-- Trust and messaging events: an unanswered request expires (its rider is told and mailed, like an
-- answer), a message is mailed only after waiting 10 minutes (the sender skips it if it
-- was read by then), a saved search's new ride is mailed at once; reviews are in-app only.
CREATE OR REPLACE FUNCTION "campusride_notify_user"(
  p_user text, p_type notification_type, p_ride uuid, p_booking uuid, p_data jsonb
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  wants_email boolean;
BEGIN
  SELECT CASE
      WHEN p_type::text = 'booking_requested' THEN COALESCE(p.email_new_request, true)
      WHEN p_type::text IN ('booking_approved', 'booking_rejected', 'booking_expired')
        THEN COALESCE(p.email_request_answered, true)
      WHEN p_type::text IN ('ride_cancelled', 'ride_time_changed') THEN COALESCE(p.email_trip_changed, true)
      WHEN p_type::text = 'ride_reminder' THEN COALESCE(p.email_reminder, true)
      WHEN p_type::text = 'message_received' THEN COALESCE(p.email_message, true)
      WHEN p_type::text = 'ride_alert' THEN COALESCE(p.email_ride_alert, true)
      ELSE false
    END
    INTO wants_email
    FROM (SELECT 1) AS one
    LEFT JOIN notification_preferences p ON p.user_id = p_user;
  INSERT INTO notifications (user_id, type, ride_id, booking_id, data, email_status, email_at)
  VALUES (
    p_user, p_type, p_ride, p_booking, p_data,
    (CASE WHEN wants_email THEN 'pending' ELSE 'none' END)::notification_email_status,
    CASE
      WHEN NOT wants_email THEN NULL
      WHEN p_type::text = 'message_received' THEN now() + interval '10 minutes'
      ELSE now()
    END);
END
$$;--> statement-breakpoint
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
    IF NEW.status = 'pending' THEN
      PERFORM campusride_notify_user(r.driver_id, 'booking_requested', r.id, NEW.id, data);
    END IF;
  ELSIF OLD.status = 'pending' AND NEW.status = 'approved' THEN
    PERFORM campusride_notify_user(NEW.rider_id, 'booking_approved', r.id, NEW.id, data);
  ELSIF OLD.status = 'pending' AND NEW.status = 'rejected' THEN
    PERFORM campusride_notify_user(NEW.rider_id, 'booking_rejected', r.id, NEW.id, data);
  ELSIF OLD.status = 'pending' AND NEW.status = 'cancelled' THEN
    PERFORM campusride_notify_user(r.driver_id, 'booking_cancelled', r.id, NEW.id, data);
  ELSIF OLD.status = 'pending' AND NEW.status::text = 'expired' THEN
    PERFORM campusride_notify_user(NEW.rider_id, 'booking_expired', r.id, NEW.id, data);
  END IF;
  RETURN NULL;
END
$$;
