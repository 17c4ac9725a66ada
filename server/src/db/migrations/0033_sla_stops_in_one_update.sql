-- hand-written: which log entries stop which SLA clock, as one function the log trigger and the
-- writers share. A staff move updates its report anyway: it sets the stops in that update with this
-- rule (log.ts slaStopsOf), and the trigger then finds nothing left to write, so the report's row is
-- written once, not twice (every index of the report and its due times were written again before).
-- Every other writer is still covered by the trigger alone.
CREATE FUNCTION "bug_log_stops"("p_clock" text, "p_action" text, "p_is_staff" boolean, "p_staff_only" boolean)
RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE "p_clock"
    WHEN 'firstResponse' THEN "p_is_staff" AND NOT "p_staff_only"
    WHEN 'rating' THEN "p_action" = 'confirm'
    WHEN 'resolution' THEN "p_action" IN ('finish', 'ignore', 'recheck-fixed', 'recheck-not-fixed', 'recheck-expired')
    ELSE false
  END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bug_sla_from_log"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  stops_first boolean := "bug_log_stops"('firstResponse', NEW."action", NEW."is_staff", NEW."staff_only");
  stops_rating boolean := "bug_log_stops"('rating', NEW."action", NEW."is_staff", NEW."staff_only");
  stops_resolution boolean := "bug_log_stops"('resolution', NEW."action", NEW."is_staff", NEW."staff_only");
BEGIN
  UPDATE "bugs" SET
    "first_response_at" = CASE WHEN stops_first THEN coalesce("first_response_at", NEW."created_at") ELSE "first_response_at" END,
    "rated_at" = CASE WHEN stops_rating THEN coalesce("rated_at", NEW."created_at") ELSE "rated_at" END,
    "resolved_at" = CASE WHEN stops_resolution THEN coalesce("resolved_at", NEW."created_at") ELSE "resolved_at" END
  WHERE "id" = NEW."bug_id"
    AND ((stops_first AND "first_response_at" IS NULL) OR (stops_rating AND "rated_at" IS NULL) OR (stops_resolution AND "resolved_at" IS NULL));
  RETURN NULL;
END $$;
