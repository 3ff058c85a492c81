CREATE TYPE "public"."booking_status" AS ENUM('pending', 'approved', 'rejected', 'cancelled', 'completed');--> statement-breakpoint
CREATE TYPE "public"."ride_status" AS ENUM('active', 'completed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."user_type" AS ENUM('rider', 'driver', 'both');--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"user_type" "user_type" DEFAULT 'rider' NOT NULL,
	"graduation_year" integer,
	"university" text,
	"avatar_url" text,
	"car_make" text,
	"car_model" text,
	"car_year" integer,
	"car_color" text,
	"driver_license_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"license_plate" text,
	"emergency_contact_name" text,
	"emergency_contact_phone" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_driver_car_check" CHECK ("profiles"."user_type" = 'rider' OR ("profiles"."car_make" IS NOT NULL AND "profiles"."car_model" IS NOT NULL AND "profiles"."car_year" IS NOT NULL AND "profiles"."car_color" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "rides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"driver_id" text NOT NULL,
	"departure_city" text NOT NULL,
	"destination_city" text NOT NULL,
	"origin_address" text,
	"destination_address" text,
	"origin_lat" double precision,
	"origin_lng" double precision,
	"destination_lat" double precision,
	"destination_lng" double precision,
	"departure_date" date NOT NULL,
	"departure_time" time NOT NULL,
	"departure_at" timestamp with time zone NOT NULL,
	"available_seats" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"price_per_seat_cents" integer NOT NULL,
	"price_cents" integer,
	"status" "ride_status" DEFAULT 'active' NOT NULL,
	"distance_miles" double precision,
	"time_length" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rides_available_seats_check" CHECK ("rides"."available_seats" BETWEEN 1 AND 7),
	CONSTRAINT "rides_seats_taken_check" CHECK ("rides"."seats_taken" BETWEEN 0 AND "rides"."available_seats"),
	CONSTRAINT "rides_price_check" CHECK ("rides"."price_per_seat_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ride_id" uuid NOT NULL,
	"rider_id" text NOT NULL,
	"seats_requested" integer NOT NULL,
	"bags_count" integer DEFAULT 0 NOT NULL,
	"total_price_cents" integer NOT NULL,
	"price_cents" integer,
	"status" "booking_status" DEFAULT 'pending' NOT NULL,
	"message" text,
	"notes" text,
	"driver_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_seats_check" CHECK ("bookings"."seats_requested" BETWEEN 1 AND 7),
	CONSTRAINT "bookings_bags_check" CHECK ("bookings"."bags_count" BETWEEN 0 AND 3),
	CONSTRAINT "bookings_total_price_check" CHECK ("bookings"."total_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_driver_id_profiles_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_ride_id_rides_id_fk" FOREIGN KEY ("ride_id") REFERENCES "public"."rides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_rider_id_profiles_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profiles_email_idx" ON "profiles" USING btree ("email");--> statement-breakpoint
CREATE INDEX "rides_status_departure_idx" ON "rides" USING btree ("status","departure_at");--> statement-breakpoint
CREATE INDEX "rides_driver_departure_idx" ON "rides" USING btree ("driver_id","departure_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_live_per_rider_idx" ON "bookings" USING btree ("ride_id","rider_id") WHERE "bookings"."status" IN ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "bookings_rider_created_idx" ON "bookings" USING btree ("rider_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_ride_status_idx" ON "bookings" USING btree ("ride_id","status");