ALTER TABLE "bugs" ADD COLUMN "cvss_vector" text;--> statement-breakpoint
ALTER TABLE "bugs" ADD COLUMN "cvss_score" numeric(3, 1);--> statement-breakpoint
ALTER TABLE "bugs" ADD COLUMN "cvss_severity" text;--> statement-breakpoint
ALTER TABLE "bugs" ADD COLUMN "audit_cvss_vector" text;--> statement-breakpoint
ALTER TABLE "bugs" ADD COLUMN "audit_cvss_score" numeric(3, 1);--> statement-breakpoint
ALTER TABLE "bugs" ADD COLUMN "audit_cvss_severity" text;