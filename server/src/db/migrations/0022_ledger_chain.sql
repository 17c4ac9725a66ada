CREATE TABLE "ledger_keys" (
	"id" integer PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger" ADD COLUMN "seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger" ADD COLUMN "prev_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger" ADD COLUMN "hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Written by hand (drizzle-kit does not know functions or triggers): the chain of each account's
-- records (docs/ledger.md). One function words a record's hash; the insert trigger, the backfill
-- below and the chain check (services/coins/ledger-check.ts) all call it. Times are kept to the
-- millisecond so the hash reads the same in every language that recomputes it.
CREATE FUNCTION "ledger_record_hash"(user_id integer, seq integer, type integer, reason integer, amount integer, earned boolean, team_id integer, bug_id integer, trade_id integer, created_at timestamptz, prev_hash text, remark text)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(concat_ws('|', 'v1', user_id, seq, type, coalesce(reason::text, ''), amount, CASE WHEN earned THEN '1' ELSE '0' END,
    coalesce(team_id::text, ''), coalesce(bug_id::text, ''), coalesce(trade_id::text, ''), (extract(epoch FROM created_at) * 1000)::bigint, prev_hash, remark), 'UTF8')), 'hex')
$$;--> statement-breakpoint
DO $$
DECLARE
  r record;
  prev text;
  acct integer := NULL;
  n integer := 0;
BEGIN
  UPDATE "ledger" SET "created_at" = date_trunc('milliseconds', "created_at");
  FOR r IN SELECT * FROM "ledger" ORDER BY "user_id", "id" LOOP
    IF acct IS DISTINCT FROM r.user_id THEN
      acct := r.user_id;
      n := 0;
      prev := repeat('0', 64);
    END IF;
    n := n + 1;
    UPDATE "ledger" SET "seq" = n, "prev_hash" = prev,
      "hash" = ledger_record_hash(r.user_id, n, r.type, r.reason, r.amount, r.earned, r.team_id, r.bug_id, r.trade_id, r.created_at, prev, r.remark)
      WHERE "id" = r.id RETURNING "hash" INTO prev;
  END LOOP;
END $$;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_chain_idx" ON "ledger" USING btree ("user_id","seq");--> statement-breakpoint
-- A record inserted by the application (seq 0, the column's default) joins its account's chain. The
-- lock makes two writers of one account take turns even without the balance row's lock; a record
-- that comes with its seq (a restore) keeps its values, for the chain check to judge.
CREATE FUNCTION "ledger_chain"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last record;
BEGIN
  IF NEW.seq <> 0 THEN RETURN NEW; END IF;
  PERFORM pg_advisory_xact_lock(hashtext('ledger_chain'), NEW.user_id);
  SELECT "seq", "hash" INTO last FROM "ledger" WHERE "user_id" = NEW.user_id ORDER BY "seq" DESC LIMIT 1;
  NEW.created_at := date_trunc('milliseconds', NEW.created_at);
  NEW.seq := coalesce(last.seq, 0) + 1;
  NEW.prev_hash := coalesce(last.hash, repeat('0', 64));
  NEW.hash := ledger_record_hash(NEW.user_id, NEW.seq, NEW.type, NEW.reason, NEW.amount, NEW.earned, NEW.team_id, NEW.bug_id, NEW.trade_id, NEW.created_at, NEW.prev_hash, NEW.remark);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_chain" BEFORE INSERT ON "ledger" FOR EACH ROW EXECUTE FUNCTION "ledger_chain"();--> statement-breakpoint
CREATE FUNCTION "ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_no_change" BEFORE UPDATE OR DELETE ON "ledger" FOR EACH ROW EXECUTE FUNCTION "ledger_append_only"();--> statement-breakpoint
CREATE TRIGGER "ledger_no_truncate" BEFORE TRUNCATE ON "ledger" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_append_only"();
