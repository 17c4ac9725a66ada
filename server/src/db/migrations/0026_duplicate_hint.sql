CREATE TABLE "known_issues" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_issues_kind_check" CHECK ("known_issues"."kind" in ('known', 'acceptedRisk'))
);
--> statement-breakpoint
ALTER TABLE "known_issues" ADD CONSTRAINT "known_issues_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bugs_name_trgm_gist_idx" ON "bugs" USING gist ("name" public.gist_trgm_ops);