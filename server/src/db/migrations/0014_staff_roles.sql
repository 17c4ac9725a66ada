CREATE TABLE "staff_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"roles" text[] NOT NULL,
	"invited_by" integer,
	"invited_by_name" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"used_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_invitations_roles_check" CHECK (cardinality("staff_invitations"."roles") > 0 and "staff_invitations"."roles" <@ array['owner', 'triager', 'editor', 'fulfilment', 'viewer']::text[])
);
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_role_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staff_roles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_invitations_email_idx" ON "staff_invitations" USING btree ("email","id");--> statement-breakpoint
ALTER TABLE "sessions" DROP COLUMN "role";--> statement-breakpoint
-- Staff before roles existed could do everything: they stay able to, as owners.
UPDATE "users" SET "staff_roles" = '{owner}'::text[] WHERE "role" = 'staff';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_roles_check" CHECK ("users"."staff_roles" <@ array['owner', 'triager', 'editor', 'fulfilment', 'viewer']::text[] and ("users"."role" = 'staff') = (cardinality("users"."staff_roles") > 0));