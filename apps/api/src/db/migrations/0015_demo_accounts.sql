CREATE TABLE "demo_accounts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"password_kind" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_accounts_password_kind_check" CHECK ("demo_accounts"."password_kind" in ('published', 'chosen', 'random'))
);
--> statement-breakpoint
ALTER TABLE "demo_accounts" ADD CONSTRAINT "demo_accounts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Demo accounts made before this table existed are known by their fixed emails; their
-- password is not known (the published one, most likely), so the next production start
-- re-keys them like any other.
INSERT INTO "demo_accounts" ("user_id") SELECT "id" FROM "user" WHERE "email" IN ('rider@demo.campusride.edu', 'driver@demo.campusride.edu', 'both@demo.campusride.edu', 'marco@demo.campusride.edu', 'priya@demo.campusride.edu', 'admin@demo.campusride.edu') ON CONFLICT DO NOTHING;
