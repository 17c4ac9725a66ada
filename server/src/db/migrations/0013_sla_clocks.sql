ALTER TABLE "bugs" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bugs" ADD COLUMN "rated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bugs" ADD COLUMN "rewarded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bugs" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bugs_first_response_idx" ON "bugs" USING btree ("first_response_at");--> statement-breakpoint
CREATE INDEX "bugs_rated_idx" ON "bugs" USING btree ("rated_at");--> statement-breakpoint
CREATE INDEX "bugs_rewarded_idx" ON "bugs" USING btree ("rewarded_at");--> statement-breakpoint
-- hand-written: the SLA clocks' stop events (docs/rules.md#sla-clocks), kept by triggers so every
-- write path (staff moves, the re-check answer, replies, any coin posting) records them, then a
-- backfill of the reports already there. Each column keeps the first event: later ones change nothing.
CREATE FUNCTION "bug_sla_from_log"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "bugs" SET
    "first_response_at" = CASE WHEN NEW."is_staff" AND NOT NEW."staff_only" THEN coalesce("first_response_at", NEW."created_at") ELSE "first_response_at" END,
    "rated_at" = CASE WHEN NEW."action" = 'confirm' THEN coalesce("rated_at", NEW."created_at") ELSE "rated_at" END,
    "resolved_at" = CASE WHEN NEW."action" IN ('finish', 'ignore', 'recheck-fixed', 'recheck-not-fixed', 'recheck-expired') THEN coalesce("resolved_at", NEW."created_at") ELSE "resolved_at" END
  WHERE "id" = NEW."bug_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bug_logs_sla" AFTER INSERT ON "bug_logs" FOR EACH ROW EXECUTE FUNCTION "bug_sla_from_log"();
--> statement-breakpoint
CREATE FUNCTION "bug_sla_from_comment"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."is_staff" AND NOT NEW."internal" THEN
    UPDATE "bugs" SET "first_response_at" = NEW."created_at" WHERE "id" = NEW."bug_id" AND "first_response_at" IS NULL;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bug_comments_sla" AFTER INSERT ON "bug_comments" FOR EACH ROW EXECUTE FUNCTION "bug_sla_from_comment"();
--> statement-breakpoint
CREATE FUNCTION "bug_sla_from_ledger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."bug_id" IS NOT NULL AND NEW."amount" > 0 AND NEW."type" IN (1, 2) THEN
    UPDATE "bugs" SET "rewarded_at" = NEW."created_at" WHERE "id" = NEW."bug_id" AND "rewarded_at" IS NULL;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "ledger_sla" AFTER INSERT ON "ledger" FOR EACH ROW EXECUTE FUNCTION "bug_sla_from_ledger"();
--> statement-breakpoint
UPDATE "bugs" SET
  "first_response_at" = least(
    (SELECT min(l."created_at") FROM "bug_logs" l WHERE l."bug_id" = "bugs"."id" AND l."is_staff" AND NOT l."staff_only"),
    (SELECT min(c."created_at") FROM "bug_comments" c WHERE c."bug_id" = "bugs"."id" AND c."is_staff" AND NOT c."internal")),
  "rated_at" = (SELECT min(l."created_at") FROM "bug_logs" l WHERE l."bug_id" = "bugs"."id" AND l."action" = 'confirm'),
  "rewarded_at" = (SELECT min(g."created_at") FROM "ledger" g WHERE g."bug_id" = "bugs"."id" AND g."amount" > 0 AND g."type" IN (1, 2)),
  "resolved_at" = (SELECT min(l."created_at") FROM "bug_logs" l WHERE l."bug_id" = "bugs"."id" AND l."action" IN ('finish', 'ignore', 'recheck-fixed', 'recheck-not-fixed', 'recheck-expired'));
