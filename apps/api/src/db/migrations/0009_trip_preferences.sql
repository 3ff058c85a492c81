CREATE TYPE "public"."luggage_size" AS ENUM('small_bag', 'suitcase');--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "women_only_trips" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "emergency_contact_email" text;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "luggage_size" "luggage_size" DEFAULT 'suitcase' NOT NULL;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "max_two_in_back" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "pets_allowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "smoking_allowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "music_allowed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "women_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "instant_booking" boolean DEFAULT false NOT NULL;