CREATE TABLE "ride_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"driver_id" text NOT NULL,
	"weekdays" integer[] NOT NULL,
	"departure_time" time NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"template" jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"generated_through" date,
	"idempotency_key" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ride_series_status_check" CHECK ("ride_series"."status" in ('active', 'cancelled')),
	CONSTRAINT "ride_series_dates_check" CHECK ("ride_series"."ends_on" >= "ride_series"."starts_on"),
	CONSTRAINT "ride_series_weekdays_check" CHECK (cardinality("ride_series"."weekdays") between 1 and 7 and "ride_series"."weekdays" <@ array[1, 2, 3, 4, 5, 6, 7])
);
--> statement-breakpoint
CREATE TABLE "demand_signals" (
	"campus_id" text NOT NULL,
	"destination_key" text NOT NULL,
	"travel_date" date NOT NULL,
	"user_id" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demand_signals_campus_id_travel_date_destination_key_user_id_pk" PRIMARY KEY("campus_id","travel_date","destination_key","user_id"),
	CONSTRAINT "demand_signals_source_check" CHECK ("demand_signals"."source" in ('alert', 'search'))
);
--> statement-breakpoint
CREATE TABLE "demand_tallies" (
	"campus_id" text NOT NULL,
	"travel_date" date NOT NULL,
	"destination_key" text NOT NULL,
	"riders" integer NOT NULL,
	"tallied_at" timestamp with time zone NOT NULL,
	CONSTRAINT "demand_tallies_campus_id_travel_date_destination_key_pk" PRIMARY KEY("campus_id","travel_date","destination_key")
);
--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "return_of_ride_id" uuid;--> statement-breakpoint
ALTER TABLE "ride_series" ADD CONSTRAINT "ride_series_driver_id_profiles_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_signals" ADD CONSTRAINT "demand_signals_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ride_series_driver_idx" ON "ride_series" USING btree ("driver_id","status");--> statement-breakpoint
CREATE INDEX "ride_series_due_idx" ON "ride_series" USING btree ("generated_through") WHERE "ride_series"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "ride_series_driver_idempotency_idx" ON "ride_series" USING btree ("driver_id","idempotency_key") WHERE "ride_series"."idempotency_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "demand_signals_user_idx" ON "demand_signals" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "demand_signals_created_idx" ON "demand_signals" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_series_id_ride_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."ride_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_return_of_ride_id_rides_id_fk" FOREIGN KEY ("return_of_ride_id") REFERENCES "public"."rides"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rides_series_date_idx" ON "rides" USING btree ("series_id","departure_date") WHERE "rides"."series_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "rides_return_of_idx" ON "rides" USING btree ("return_of_ride_id") WHERE "rides"."return_of_ride_id" IS NOT NULL;