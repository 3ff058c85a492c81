CREATE TABLE "trip_mail_opt_outs" (
	"email" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_share_contact_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"contact_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_share_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"email" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_share_contacts_user_email_key" UNIQUE("user_id","email")
);
--> statement-breakpoint
ALTER TABLE "trip_shares" ALTER COLUMN "token_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "trip_share_contact_tokens" ADD CONSTRAINT "trip_share_contact_tokens_contact_id_trip_share_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."trip_share_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_share_contacts" ADD CONSTRAINT "trip_share_contacts_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_share_contacts_email_idx" ON "trip_share_contacts" USING btree ("email","requested_at");