CREATE TABLE "bug_view_pins" (
	"staff_id" integer NOT NULL,
	"view_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bug_view_pins_staff_id_view_key_pk" PRIMARY KEY("staff_id","view_key")
);
--> statement-breakpoint
CREATE TABLE "bug_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"filter" jsonb NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bug_views_name_check" CHECK (char_length("bug_views"."name") between 1 and 30)
);
--> statement-breakpoint
ALTER TABLE "bug_view_pins" ADD CONSTRAINT "bug_view_pins_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bug_views" ADD CONSTRAINT "bug_views_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bug_views_owner_idx" ON "bug_views" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "bug_views_shared_idx" ON "bug_views" USING btree ("shared");