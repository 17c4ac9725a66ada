CREATE TABLE "ledger_public_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"source" text NOT NULL,
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_until" timestamp with time zone,
	CONSTRAINT "ledger_public_keys_public_key_unique" UNIQUE("public_key")
);
--> statement-breakpoint
CREATE TABLE "monthly_prize_inputs" (
	"month" text PRIMARY KEY NOT NULL,
	"document" text NOT NULL,
	"signature" text NOT NULL,
	"public_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "monthly_prize_inputs" ADD CONSTRAINT "monthly_prize_inputs_month_monthly_prizes_month_fk" FOREIGN KEY ("month") REFERENCES "monthly_prizes"("month") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- The key made before keys were listed is the first one published (it signed every earlier statement).
INSERT INTO "ledger_public_keys" ("public_key", "source", "valid_from") SELECT "public_key", 'generated', "created_at" FROM "ledger_keys";--> statement-breakpoint
CREATE FUNCTION "monthly_prize_inputs_frozen"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'monthly_prize_inputs is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER "monthly_prize_inputs_no_change" BEFORE UPDATE OR DELETE ON "monthly_prize_inputs" FOR EACH ROW EXECUTE FUNCTION "monthly_prize_inputs_frozen"();
