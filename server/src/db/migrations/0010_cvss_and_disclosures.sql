CREATE TABLE "disclosures" (
	"id" serial PRIMARY KEY NOT NULL,
	"bug_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"refuse_reason" text DEFAULT '' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_id" integer,
	CONSTRAINT "disclosures_status_check" CHECK ("disclosures"."status" in ('pending', 'approved', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "bugs" ADD COLUMN "cvss_vector" text;--> statement-breakpoint
ALTER TABLE "bugs" ADD COLUMN "cvss_score" numeric(3, 1);--> statement-breakpoint
ALTER TABLE "bugs" ADD COLUMN "cvss_severity" text;--> statement-breakpoint
ALTER TABLE "bugs" ADD COLUMN "audit_cvss_vector" text;--> statement-breakpoint
ALTER TABLE "bugs" ADD COLUMN "audit_cvss_score" numeric(3, 1);--> statement-breakpoint
ALTER TABLE "bugs" ADD COLUMN "audit_cvss_severity" text;--> statement-breakpoint
ALTER TABLE "disclosures" ADD CONSTRAINT "disclosures_bug_id_bugs_id_fk" FOREIGN KEY ("bug_id") REFERENCES "bugs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disclosures" ADD CONSTRAINT "disclosures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disclosures" ADD CONSTRAINT "disclosures_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "disclosures_bug_idx" ON "disclosures" USING btree ("bug_id");--> statement-breakpoint
CREATE INDEX "disclosures_status_idx" ON "disclosures" USING btree ("status","decided_at");--> statement-breakpoint
CREATE INDEX "disclosures_user_idx" ON "disclosures" USING btree ("user_id","status");