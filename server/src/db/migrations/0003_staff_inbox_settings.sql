CREATE TABLE "setting_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"old_value" jsonb NOT NULL,
	"new_value" jsonb NOT NULL,
	"staff_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_inbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"object_id" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"detail" jsonb,
	"actor_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_inbox_cursors" (
	"staff_id" integer PRIMARY KEY NOT NULL,
	"read_through" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_inbox_reads" (
	"staff_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	CONSTRAINT "staff_inbox_reads_staff_id_item_id_pk" PRIMARY KEY("staff_id","item_id")
);
--> statement-breakpoint
CREATE INDEX "setting_changes_key_idx" ON "setting_changes" USING btree ("key","id");--> statement-breakpoint
CREATE INDEX "staff_inbox_kind_idx" ON "staff_inbox" USING btree ("kind","id");