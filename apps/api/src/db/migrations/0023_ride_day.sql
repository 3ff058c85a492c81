-- A trip's day (docs/product/ride-day.md): its live status timeline, the driver's announced
-- lateness, start and no-shows, a rider's proposed pickup spot and a no-show's dispute; and
-- the browsers' Web Push subscriptions (per session) with push preferences beside the emails.
CREATE TYPE "public"."pickup_proposal_status" AS ENUM('proposed', 'accepted', 'declined');--> statement-breakpoint
CREATE TYPE "public"."ride_day_event_kind" AS ENUM('on_my_way', 'driver_running_late', 'at_pickup', 'rider_here', 'rider_running_late', 'started', 'picked_up', 'no_show', 'dropped_off', 'driver_no_show');--> statement-breakpoint
ALTER TYPE "public"."report_reason" ADD VALUE 'no_show_dispute';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'ride_day_status';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'no_show_marked';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'no_show_dispute_decided';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'driver_no_show';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'pickup_proposal_answered';--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"session_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ride_day_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ride_id" uuid NOT NULL,
	"booking_id" uuid,
	"actor_id" text NOT NULL,
	"kind" "ride_day_event_kind" NOT NULL,
	"minutes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ride_day_events_minutes_check" CHECK ("ride_day_events"."minutes" is null or "ride_day_events"."minutes" between 1 and 120)
);
--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "delay_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "late_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "driver_no_show_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "driver_no_show_reported_by" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "proposed_pickup_label" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "proposed_pickup_lat" double precision;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "proposed_pickup_lng" double precision;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "proposed_pickup_note" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "proposed_pickup_status" "pickup_proposal_status";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "picked_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "no_show_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "no_show_overturned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "push_new_request" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "push_request_answered" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "push_trip_changed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "push_reminder" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "push_message" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "push_ride_alert" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "push_ride_day" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_session_id_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."session"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_day_events" ADD CONSTRAINT "ride_day_events_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_day_events" ADD CONSTRAINT "ride_day_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_day_events" ADD CONSTRAINT "ride_day_events_actor_id_profiles_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_idx" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "push_subscriptions_session_idx" ON "push_subscriptions" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "ride_day_events_ride_idx" ON "ride_day_events" USING btree ("ride_id","id");--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_driver_no_show_reported_by_profiles_id_fk" FOREIGN KEY ("driver_no_show_reported_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_one_dispute_per_booking_idx" ON "reports" USING btree ("booking_id") WHERE "reports"."booking_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_delay_check" CHECK ("rides"."delay_minutes" BETWEEN 0 AND 120);--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_late_count_check" CHECK ("rides"."late_count" BETWEEN 0 AND 3);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_proposed_pickup_check" CHECK (num_nulls("bookings"."proposed_pickup_label", "bookings"."proposed_pickup_lat", "bookings"."proposed_pickup_lng", "bookings"."proposed_pickup_status") in (0, 4)
        and ("bookings"."proposed_pickup_note" is null or "bookings"."proposed_pickup_label" is not null));