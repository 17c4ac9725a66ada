ALTER TABLE "notices" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "params" jsonb;