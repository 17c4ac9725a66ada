ALTER TABLE "bugs" ADD COLUMN "product_vulnerability" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bugs" ADD COLUMN "regulator_reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bugs" ADD COLUMN "regulator_reference" text;