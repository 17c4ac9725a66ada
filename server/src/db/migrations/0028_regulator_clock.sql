ALTER TABLE "bugs" ADD COLUMN "product_vulnerability" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bugs" ADD COLUMN "regulator_reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bugs" ADD COLUMN "regulator_reference" text;--> statement-breakpoint
CREATE INDEX "bugs_regulator_open_idx" ON "bugs" USING btree ("rated_at") WHERE product_vulnerability and regulator_reported_at is null;