ALTER TABLE "bugs" ADD COLUMN "info_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bugs" ADD COLUMN "info_requested_by" integer;--> statement-breakpoint
ALTER TABLE "bugs" ADD COLUMN "sla_paused_hours" numeric(12, 4) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bugs" ADD COLUMN "rating_paused_hours" numeric(12, 4) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bugs" ADD COLUMN "reward_paused_hours" numeric(12, 4) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bugs" ADD COLUMN "resolution_paused_hours" numeric(12, 4) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bugs" ADD CONSTRAINT "bugs_info_requested_by_users_id_fk" FOREIGN KEY ("info_requested_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bugs_submitted_idx" ON "bugs" USING btree ("submitted_at","id");--> statement-breakpoint
CREATE INDEX "bugs_info_requested_idx" ON "bugs" USING btree ("info_requested_at") WHERE info_requested_at is not null;