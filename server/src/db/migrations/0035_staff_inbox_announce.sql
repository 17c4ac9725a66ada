-- hand-written: the console's inbox badges hear of an item added or handled from the database itself,
-- as reports do (bug_announce): the NOTIFY leaves at commit only, never for a rollback, and it takes
-- no round trip of its own in the writer's transaction (a report's submission had one for it alone).
-- The payload is the one the server sent before ({"i":1}), so PostgreSQL folds it with any the
-- server still sends in the same transaction.
CREATE FUNCTION "staff_inbox_announce"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_notices', '{"i":1}');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "staff_inbox_added" AFTER INSERT ON "staff_inbox" FOR EACH ROW EXECUTE FUNCTION "staff_inbox_announce"();
--> statement-breakpoint
-- Handled (staff acted on the report): every console's unread count may drop.
CREATE TRIGGER "staff_inbox_handled" AFTER UPDATE OF "handled_by" ON "staff_inbox" FOR EACH ROW
  WHEN (OLD."handled_by" IS DISTINCT FROM NEW."handled_by") EXECUTE FUNCTION "staff_inbox_announce"();
