ALTER TYPE "public"."notification_type" ADD VALUE 'license_verified';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'license_rejected';--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "ride_id" DROP NOT NULL;--> statement-breakpoint
-- A notification of the user's own account (their license verified or not accepted) has no
-- trip. Contact details hidden in stored texts now read '[contact details hidden]': the
-- texts written with the earlier wording say so too.
UPDATE "messages" SET "body" = replace("body", '[hidden until booking is approved]', '[contact details hidden]')
  WHERE "body" LIKE '%[hidden until booking is approved]%';--> statement-breakpoint
UPDATE "reviews" SET "comment" = replace("comment", '[hidden until booking is approved]', '[contact details hidden]')
  WHERE "comment" LIKE '%[hidden until booking is approved]%';--> statement-breakpoint
UPDATE "rides" SET "notes" = replace("notes", '[hidden until booking is approved]', '[contact details hidden]')
  WHERE "notes" LIKE '%[hidden until booking is approved]%';--> statement-breakpoint
UPDATE "bookings" SET "notes" = replace("notes", '[hidden until booking is approved]', '[contact details hidden]')
  WHERE "notes" LIKE '%[hidden until booking is approved]%';
