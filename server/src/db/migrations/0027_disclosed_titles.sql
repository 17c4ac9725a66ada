ALTER TABLE "bugs" ADD COLUMN "publicly_disclosed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "bugs_disclosed_name_trgm_idx" ON "bugs" USING gist ("name" public.gist_trgm_ops) WHERE publicly_disclosed;--> statement-breakpoint
-- bugs.publicly_disclosed follows its disclosure's status, whichever code writes it (approve,
-- withdraw, a request asked again), so the hint's index never holds a title that is not public.
CREATE OR REPLACE FUNCTION "bug_publicly_disclosed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "bugs" SET "publicly_disclosed" = false WHERE "id" = OLD."bug_id" AND "publicly_disclosed";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."status" = 'approved' THEN
    UPDATE "bugs" SET "publicly_disclosed" = true WHERE "id" = NEW."bug_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "disclosures_public_title" AFTER INSERT OR UPDATE OF "status", "bug_id" OR DELETE ON "disclosures" FOR EACH ROW EXECUTE FUNCTION "bug_publicly_disclosed"();--> statement-breakpoint
UPDATE "bugs" SET "publicly_disclosed" = true WHERE "id" IN (SELECT "bug_id" FROM "disclosures" WHERE "status" = 'approved');
