CREATE TABLE "real_name_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"id_masked" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"reason" text,
	"language" text DEFAULT 'zh' NOT NULL,
	"reviewer_id" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "real_name_requests_status_ck" CHECK ("real_name_requests"."status" in (1, 2, 3))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "real_name_requests_one_pending_uq" ON "real_name_requests" USING btree ("user_id") WHERE "real_name_requests"."status" = 1;--> statement-breakpoint
CREATE INDEX "real_name_requests_user_idx" ON "real_name_requests" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "real_name_requests_status_idx" ON "real_name_requests" USING btree ("status","id");