CREATE TABLE "bug_presence" (
	"bug_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bug_presence_bug_id_staff_id_pk" PRIMARY KEY("bug_id","staff_id")
);
--> statement-breakpoint
ALTER TABLE "staff_inbox" ADD COLUMN "recipient_id" integer;--> statement-breakpoint
ALTER TABLE "bug_presence" ADD CONSTRAINT "bug_presence_bug_id_bugs_id_fk" FOREIGN KEY ("bug_id") REFERENCES "bugs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bug_presence" ADD CONSTRAINT "bug_presence_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bug_presence_seen_idx" ON "bug_presence" USING btree ("seen_at");--> statement-breakpoint
ALTER TABLE "staff_inbox" ADD CONSTRAINT "staff_inbox_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_inbox_recipient_idx" ON "staff_inbox" USING btree ("recipient_id","id");--> statement-breakpoint
-- hand-written: every committed change to a report reaches the staff notice streams (docs/rules.md#live-console).
-- Every change writes the report's operation log or its thread, whoever wrote it (a handler, a job,
-- a bulk action), so a trigger on those two tables is the one place no writer can forget. The NOTIFY
-- leaves at commit only, and PostgreSQL folds identical payloads of one transaction into one, so a
-- transaction announces a report once however many rows it wrote.
CREATE FUNCTION "bug_announce"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_notices', json_build_object('b', NEW."bug_id")::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bug_logs_announce" AFTER INSERT ON "bug_logs" FOR EACH ROW EXECUTE FUNCTION "bug_announce"();
--> statement-breakpoint
CREATE TRIGGER "bug_comments_announce" AFTER INSERT ON "bug_comments" FOR EACH ROW EXECUTE FUNCTION "bug_announce"();
