ALTER TABLE "bugs" ADD COLUMN "recheck_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bugs" ADD COLUMN "recheck_reward_coins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "bugs_recheck_due_idx" ON "bugs" USING btree ("recheck_due_at") WHERE status = 40;