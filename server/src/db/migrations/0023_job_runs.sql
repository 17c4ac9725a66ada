CREATE TABLE "job_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"job" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"ok" boolean NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"detail" text,
	CONSTRAINT "job_runs_job_check" CHECK ("job_runs"."job" in ('housekeeping', 'recheckExpiry', 'monthlyPrize', 'uploadSweep'))
);
--> statement-breakpoint
CREATE INDEX "job_runs_job_idx" ON "job_runs" USING btree ("job","finished_at");