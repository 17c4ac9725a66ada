ALTER TABLE "bug_logs" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "bug_logs" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "staff_inbox" ADD COLUMN "handled_by" integer;--> statement-breakpoint
ALTER TABLE "staff_inbox" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_inbox" ADD CONSTRAINT "staff_inbox_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_inbox_object_idx" ON "staff_inbox" USING btree ("object_id");