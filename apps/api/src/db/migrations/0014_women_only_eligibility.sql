ALTER TYPE "public"."report_reason" ADD VALUE 'women_only_ineligible' BEFORE 'other';--> statement-breakpoint
ALTER TYPE "public"."report_reason" ADD VALUE 'women_only_change';--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_two_people_check";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "women_only_trips_chosen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_two_people_check" CHECK ("reports"."reporter_id" <> "reports"."reported_user_id" or "reports"."reason"::text = 'women_only_change');--> statement-breakpoint
-- a student who already asks for women-only trips has made the choice: changes now go through the admins
UPDATE "profiles" SET "women_only_trips_chosen_at" = now() WHERE "women_only_trips";