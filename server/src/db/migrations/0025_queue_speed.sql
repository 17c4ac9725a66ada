-- hand-written: pg_trgm for the queue's keyword index (below), in public so every schema's tables
-- can use it (the PostgreSQL suites migrate into schemas of their own).
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;--> statement-breakpoint
ALTER TABLE "bugs" ADD COLUMN "sla_next_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bugs" ADD COLUMN "sla_late_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bugs" ADD COLUMN "sla_stopped_late" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "bugs_sla_next_due_idx" ON "bugs" USING btree ("sla_next_due_at","id");--> statement-breakpoint
CREATE INDEX "bugs_waiting_idx" ON "bugs" USING btree ((status in (10, 20)) desc,"submitted_at","id");--> statement-breakpoint
CREATE INDEX "bugs_last_reply_idx" ON "bugs" USING btree ("last_reporter_reply_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bugs_name_trgm_idx" ON "bugs" USING gin ("name" public.gin_trgm_ops);--> statement-breakpoint
-- hand-written: the SLA clocks' due times the queue filters and sorts by (docs/rules.md#sla-clocks),
-- kept by a trigger from the report's own columns and the `slaTargets` setting, so no write path
-- can leave them stale. The arithmetic is sla-clocks.ts's, without the open pause (the queue adds
-- the pause so far, sla.ts). The default targets are settings.ts's DEFAULT_SETTINGS.slaTargets
-- (tests/contract/adminBug/sla-due.test.ts checks they agree).
CREATE FUNCTION "bug_sla_due"("p_targets" jsonb, "p_clock" text, "p_level" integer, "p_submitted" timestamptz, "p_paused" numeric)
RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$
  SELECT "p_submitted" + (trunc(("p_targets" -> "p_clock" ->> "p_level")::numeric) + "p_paused") * interval '1 hour' WHERE "p_level" >= 0
$$;
--> statement-breakpoint
-- A stopped clock was late: judged by the level it stopped under (self-assessed if it stopped by the
-- rating) and the pauses before it, the open one included up to the stop.
CREATE FUNCTION "bug_sla_stopped_late"("p_targets" jsonb, "p_clock" text, "p_stop" timestamptz, "p_level" integer, "p_audit_level" integer, "p_rated" timestamptz, "p_submitted" timestamptz, "p_paused" numeric, "p_requested" timestamptz)
RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce("p_stop" > "bug_sla_due"("p_targets", "p_clock",
      CASE WHEN "p_audit_level" IS NULL OR ("p_rated" IS NOT NULL AND "p_stop" <= "p_rated") THEN "p_level" ELSE "p_audit_level" END,
      "p_submitted", "p_paused") + coalesce(greatest("p_stop" - "p_requested", interval '0'), interval '0'), false)
$$;
--> statement-breakpoint
CREATE FUNCTION "bug_sla_due_times"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  targets jsonb := coalesce((SELECT "value" FROM "settings" WHERE "key" = 'slaTargets'),
    '{"firstResponse":[72,72,48,24,24],"rating":[240,240,168,120,120],"reward":[336,336,240,168,168],"resolution":[2160,2160,1440,720,360]}'::jsonb);
  lvl integer := coalesce(NEW."audit_level", NEW."level");
  unrated_resolved boolean := NEW."resolved_at" IS NOT NULL AND NEW."rated_at" IS NULL AND NEW."audit_level" IS NULL;
  first_due timestamptz := "bug_sla_due"(targets, 'firstResponse', lvl, NEW."submitted_at", 0);
  rating_due timestamptz := "bug_sla_due"(targets, 'rating', lvl, NEW."submitted_at", NEW."rating_paused_hours");
  reward_due timestamptz := "bug_sla_due"(targets, 'reward', lvl, NEW."submitted_at", NEW."reward_paused_hours");
  resolution_due timestamptz := "bug_sla_due"(targets, 'resolution', lvl, NEW."submitted_at", NEW."resolution_paused_hours");
BEGIN
  -- Open clocks (sla-clocks.ts's isOpen): the "time left" sort's key.
  NEW."sla_next_due_at" := least(
    CASE WHEN NEW."first_response_at" IS NULL AND NEW."resolved_at" IS NULL THEN first_due END,
    CASE WHEN NEW."rated_at" IS NULL AND NEW."audit_level" IS NULL AND NEW."resolved_at" IS NULL THEN rating_due END,
    CASE WHEN NEW."rewarded_at" IS NULL AND NEW."resolved_at" IS NULL AND (NEW."audit_level" IS NULL OR NEW."rating_coins" + NEW."quality_coins" > 0) THEN reward_due END,
    CASE WHEN NEW."resolved_at" IS NULL THEN resolution_due END);
  -- Awaited and not skipped: past the earliest of these, the report missed a target.
  NEW."sla_late_at" := least(
    CASE WHEN NEW."first_response_at" IS NULL THEN first_due END,
    CASE WHEN NEW."rated_at" IS NULL AND NOT unrated_resolved THEN rating_due END,
    CASE WHEN NEW."rewarded_at" IS NULL AND NOT (unrated_resolved OR (NEW."audit_level" IS NOT NULL AND NEW."rating_coins" + NEW."quality_coins" <= 0)) THEN reward_due END,
    CASE WHEN NEW."resolved_at" IS NULL THEN resolution_due END);
  NEW."sla_stopped_late" :=
    "bug_sla_stopped_late"(targets, 'firstResponse', NEW."first_response_at", NEW."level", NEW."audit_level", NEW."rated_at", NEW."submitted_at", 0, NEW."info_requested_at")
    OR "bug_sla_stopped_late"(targets, 'rating', NEW."rated_at", NEW."level", NEW."audit_level", NEW."rated_at", NEW."submitted_at", NEW."rating_paused_hours", NEW."info_requested_at")
    OR "bug_sla_stopped_late"(targets, 'reward', NEW."rewarded_at", NEW."level", NEW."audit_level", NEW."rated_at", NEW."submitted_at", NEW."reward_paused_hours", NEW."info_requested_at")
    OR "bug_sla_stopped_late"(targets, 'resolution', NEW."resolved_at", NEW."level", NEW."audit_level", NEW."rated_at", NEW."submitted_at", NEW."resolution_paused_hours", NEW."info_requested_at");
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bugs_sla_due" BEFORE INSERT OR UPDATE OF "submitted_at", "level", "audit_level", "rating_coins", "quality_coins", "first_response_at", "rated_at", "rewarded_at", "resolved_at", "info_requested_at", "rating_paused_hours", "reward_paused_hours", "resolution_paused_hours"
  ON "bugs" FOR EACH ROW EXECUTE FUNCTION "bug_sla_due_times"();
--> statement-breakpoint
-- New targets move every report's due times: recomputed in the transaction that saves them.
CREATE FUNCTION "bug_sla_targets_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(NEW."key", OLD."key") = 'slaTargets' AND (TG_OP <> 'UPDATE' OR OLD."value" IS DISTINCT FROM NEW."value") THEN
    UPDATE "bugs" SET "level" = "level";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "settings_sla_targets" AFTER INSERT OR UPDATE OR DELETE ON "settings" FOR EACH ROW EXECUTE FUNCTION "bug_sla_targets_changed"();
--> statement-breakpoint
UPDATE "bugs" SET "level" = "level";