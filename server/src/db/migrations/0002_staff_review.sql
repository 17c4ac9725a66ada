CREATE TABLE "common_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" text DEFAULT 'zh' NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bug_comments" ADD COLUMN "internal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bug_logs" ADD COLUMN "staff_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bugs" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "bugs" ADD COLUMN "ignore_reason" text;--> statement-breakpoint
ALTER TABLE "bugs" ADD COLUMN "close_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bugs" ADD COLUMN "duplicate_of_id" integer;--> statement-breakpoint
ALTER TABLE "bugs" ADD COLUMN "last_reporter_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bugs" ADD COLUMN "last_staff_reply_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "common_responses_language_idx" ON "common_responses" USING btree ("language","id");--> statement-breakpoint
CREATE INDEX "bugs_assignee_idx" ON "bugs" USING btree ("assignee_id");--> statement-breakpoint
-- Backfill (hand-written): the queue's unread-reply filter reads these two columns.
UPDATE "bugs" SET "last_reporter_reply_at" = (SELECT max("created_at") FROM "bug_comments" c WHERE c."bug_id" = "bugs"."id" AND NOT c."is_staff"), "last_staff_reply_at" = (SELECT max("created_at") FROM "bug_comments" c WHERE c."bug_id" = "bugs"."id" AND c."is_staff" AND NOT c."internal");
