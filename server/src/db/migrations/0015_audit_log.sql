CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer NOT NULL,
	"actor_email" text NOT NULL,
	"actor_nickname" text NOT NULL,
	"action" text NOT NULL,
	"target_kind" text,
	"target_id" integer,
	"outcome" text NOT NULL,
	"summary" jsonb NOT NULL,
	"ip" text NOT NULL,
	"via" text NOT NULL,
	"token_id" integer,
	CONSTRAINT "audit_log_outcome_check" CHECK ("audit_log"."outcome" in ('ok', 'refused')),
	CONSTRAINT "audit_log_via_check" CHECK ("audit_log"."via" in ('session', 'token'))
);
--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_kind","target_id");--> statement-breakpoint
-- hand-written: the audit log is append-only. No operation updates or deletes it, and these
-- triggers refuse UPDATE, DELETE and TRUNCATE to every client (plpgsql: PostgreSQL and PGlite alike),
-- so a bug or a hand-typed statement cannot rewrite who did what. Dropping the table still works
-- (a restore with --clean replaces it).
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_change" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
