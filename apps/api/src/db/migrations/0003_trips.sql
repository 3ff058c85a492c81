CREATE TYPE "public"."license_status" AS ENUM('pending', 'verified', 'rejected');--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "driver_licenses" ADD COLUMN "status" "license_status" DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "driver_licenses" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "driver_licenses" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "driver_licenses" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "driver_licenses" ADD CONSTRAINT "driver_licenses_reviewed_by_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rides_driver_idempotency_idx" ON "rides" USING btree ("driver_id","idempotency_key") WHERE "rides"."idempotency_key" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_rider_idempotency_idx" ON "bookings" USING btree ("rider_id","idempotency_key") WHERE "bookings"."idempotency_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "driver_licenses_status_created_idx" ON "driver_licenses" USING btree ("status","created_at");--> statement-breakpoint
UPDATE "driver_licenses" SET "status" = 'verified' FROM "profiles" WHERE "profiles"."id" = "driver_licenses"."user_id" AND "profiles"."driver_license_verified";