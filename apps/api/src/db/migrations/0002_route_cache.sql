CREATE TABLE "route_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"distance_meters" integer NOT NULL,
	"duration_seconds" integer NOT NULL,
	"polyline" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "route_cache_expires_idx" ON "route_cache" USING btree ("expires_at");