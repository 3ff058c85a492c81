-- A trip's pickup and drop-off spots (docs/product/trips.md#pickup-spot): a chosen place and
-- an optional note each, all of a spot or none of it. The search does not show them, so the
-- rides_update_notice trigger does not watch them.
ALTER TABLE "rides" ADD COLUMN "pickup_label" text;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "pickup_lat" double precision;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "pickup_lng" double precision;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "pickup_note" text;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "dropoff_label" text;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "dropoff_lat" double precision;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "dropoff_lng" double precision;--> statement-breakpoint
ALTER TABLE "rides" ADD COLUMN "dropoff_note" text;--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_pickup_spot_check" CHECK (num_nulls("rides"."pickup_label", "rides"."pickup_lat", "rides"."pickup_lng") in (0, 3)
        and ("rides"."pickup_note" is null or "rides"."pickup_label" is not null));--> statement-breakpoint
ALTER TABLE "rides" ADD CONSTRAINT "rides_dropoff_spot_check" CHECK (num_nulls("rides"."dropoff_label", "rides"."dropoff_lat", "rides"."dropoff_lng") in (0, 3)
        and ("rides"."dropoff_note" is null or "rides"."dropoff_label" is not null));