CREATE TABLE "csaf_advisories" (
	"id" serial PRIMARY KEY NOT NULL,
	"disclosure_id" integer NOT NULL,
	"tracking_id" text NOT NULL,
	"facts" jsonb NOT NULL,
	"revisions" jsonb NOT NULL,
	"withdrawn" boolean DEFAULT false NOT NULL,
	"initial_release_at" timestamp with time zone NOT NULL,
	"current_release_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cve_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"bug_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "disclosures" DROP CONSTRAINT "disclosures_status_check";--> statement-breakpoint
ALTER TABLE "csaf_advisories" ADD CONSTRAINT "csaf_advisories_disclosure_id_disclosures_id_fk" FOREIGN KEY ("disclosure_id") REFERENCES "disclosures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cve_requests" ADD CONSTRAINT "cve_requests_bug_id_bugs_id_fk" FOREIGN KEY ("bug_id") REFERENCES "bugs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cve_requests" ADD CONSTRAINT "cve_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "csaf_advisories_disclosure_idx" ON "csaf_advisories" USING btree ("disclosure_id");--> statement-breakpoint
CREATE UNIQUE INDEX "csaf_advisories_tracking_idx" ON "csaf_advisories" USING btree ("tracking_id");--> statement-breakpoint
CREATE INDEX "csaf_advisories_release_idx" ON "csaf_advisories" USING btree ("current_release_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cve_requests_bug_idx" ON "cve_requests" USING btree ("bug_id");--> statement-breakpoint
ALTER TABLE "disclosures" ADD CONSTRAINT "disclosures_status_check" CHECK ("disclosures"."status" in ('pending', 'approved', 'refused', 'withdrawn'));