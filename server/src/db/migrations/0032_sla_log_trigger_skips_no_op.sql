-- hand-written: a log entry updates its report's SLA stop columns only when one of them is still
-- unset and this entry stops it. The same result as before, without rewriting the report's row
-- (and recomputing its due times) for every later entry, which changed nothing: every staff action
-- after the first response, every assignment and note, paid a second update of the report.
CREATE OR REPLACE FUNCTION "bug_sla_from_log"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "bugs" SET
    "first_response_at" = CASE WHEN NEW."is_staff" AND NOT NEW."staff_only" THEN coalesce("first_response_at", NEW."created_at") ELSE "first_response_at" END,
    "rated_at" = CASE WHEN NEW."action" = 'confirm' THEN coalesce("rated_at", NEW."created_at") ELSE "rated_at" END,
    "resolved_at" = CASE WHEN NEW."action" IN ('finish', 'ignore', 'recheck-fixed', 'recheck-not-fixed', 'recheck-expired') THEN coalesce("resolved_at", NEW."created_at") ELSE "resolved_at" END
  WHERE "id" = NEW."bug_id"
    AND ((NEW."is_staff" AND NOT NEW."staff_only" AND "first_response_at" IS NULL)
      OR (NEW."action" = 'confirm' AND "rated_at" IS NULL)
      OR (NEW."action" IN ('finish', 'ignore', 'recheck-fixed', 'recheck-not-fixed', 'recheck-expired') AND "resolved_at" IS NULL));
  RETURN NULL;
END $$;
