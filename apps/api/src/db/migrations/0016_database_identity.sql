CREATE TABLE "database_identity" (
	"is_only" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "database_identity_one_row" CHECK ("database_identity"."is_only")
);
--> statement-breakpoint
INSERT INTO "database_identity" DEFAULT VALUES;
