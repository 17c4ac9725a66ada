-- Foreign keys and CHECK constraints (issue 12 item 6). Rows that would break them are first
-- cleaned or refused, in this order, inside the migration's transaction:
--  1. Refused: a row that must never lose what it points to (a report, a ledger record, an order,
--     an upload, a log or message author) but points to a missing row, or a role / status / result
--     outside the contract''s enum. The migration raises an error naming the column and the count;
--     nothing is changed, and the server does not start until the rows are repaired by hand.
--  2. Set to NULL: optional links to rows that are gone (a team, an activity, a business
--     coefficient, an assignee, a log's operator): the reference meant nothing already.
--  3. Deleted: rows that only exist for the row they point to (sessions, codes, tags, votes,
--     attachments and thread of a missing report, aggregates and notices of a missing account,
--     read marks), and sessions whose role is outside the enum (their holder signs in again).
DO $$
DECLARE
  n bigint;
BEGIN
  SELECT count(*) INTO n FROM "blog_articles" WHERE "blog_articles"."category_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "blog_categories" p WHERE p."id" = "blog_articles"."category_id");
  IF n > 0 THEN RAISE EXCEPTION 'integrity migration: % row(s) of blog_articles.category_id name a missing blog_categories row; repair them, then start again', n; END IF;
  SELECT count(*) INTO n FROM "bugs" WHERE "bugs"."user_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" p WHERE p."id" = "bugs"."user_id");
  IF n > 0 THEN RAISE EXCEPTION 'integrity migration: % row(s) of bugs.user_id name a missing users row; repair them, then start again', n; END IF;
  SELECT count(*) INTO n FROM "bugs" WHERE "bugs"."duplicate_of_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "bugs" p WHERE p."id" = "bugs"."duplicate_of_id");
  IF n > 0 THEN RAISE EXCEPTION 'integrity migration: % row(s) of bugs.duplicate_of_id name a missing bugs row; repair them, then start again', n; END IF;
  SELECT count(*) INTO n FROM "bug_attachments" WHERE "bug_attachments"."upload_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "uploads" p WHERE p."id" = "bug_attachments"."upload_id");
  IF n > 0 THEN RAISE EXCEPTION 'integrity migration: % row(s) of bug_attachments.upload_id name a missing uploads row; repair them, then start again', n; END IF;
  SELECT count(*) INTO n FROM "bug_comments" WHERE "bug_comments"."user_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" p WHERE p."id" = "bug_comments"."user_id");
  IF n > 0 THEN RAISE EXCEPTION 'integrity migration: % row(s) of bug_comments.user_id name a missing users row; repair them, then start again', n; END IF;
  SELECT count(*) INTO n FROM "ledger" WHERE "ledger"."user_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" p WHERE p."id" = "ledger"."user_id");
  IF n > 0 THEN RAISE EXCEPTION 'integrity migration: % row(s) of ledger.user_id name a missing users row; repair them, then start again', n; END IF;
  SELECT count(*) INTO n FROM "ledger" WHERE "ledger"."team_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "teams" p WHERE p."id" = "ledger"."team_id");
  IF n > 0 THEN RAISE EXCEPTION 'integrity migration: % row(s) of ledger.team_id name a missing teams row; repair them, then start again', n; END IF;
  SELECT count(*) INTO n FROM "ledger" WHERE "ledger"."bug_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "bugs" p WHERE p."id" = "ledger"."bug_id");
  IF n > 0 THEN RAISE EXCEPTION 'integrity migration: % row(s) of ledger.bug_id name a missing bugs row; repair them, then start again', n; END IF;
  SELECT count(*) INTO n FROM "ledger" WHERE "ledger"."trade_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "trades" p WHERE p."id" = "ledger"."trade_id");
  IF n > 0 THEN RAISE EXCEPTION 'integrity migration: % row(s) of ledger.trade_id name a missing trades row; repair them, then start again', n; END IF;
  SELECT count(*) INTO n FROM "trades" WHERE "trades"."user_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" p WHERE p."id" = "trades"."user_id");
  IF n > 0 THEN RAISE EXCEPTION 'integrity migration: % row(s) of trades.user_id name a missing users row; repair them, then start again', n; END IF;
  SELECT count(*) INTO n FROM "trades" WHERE "trades"."reward_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "rewards" p WHERE p."id" = "trades"."reward_id");
  IF n > 0 THEN RAISE EXCEPTION 'integrity migration: % row(s) of trades.reward_id name a missing rewards row; repair them, then start again', n; END IF;
  SELECT count(*) INTO n FROM "teams" WHERE "teams"."leader_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" p WHERE p."id" = "teams"."leader_id");
  IF n > 0 THEN RAISE EXCEPTION 'integrity migration: % row(s) of teams.leader_id name a missing users row; repair them, then start again', n; END IF;
  SELECT count(*) INTO n FROM "uploads" WHERE "uploads"."owner_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" p WHERE p."id" = "uploads"."owner_id");
  IF n > 0 THEN RAISE EXCEPTION 'integrity migration: % row(s) of uploads.owner_id name a missing users row; repair them, then start again', n; END IF;
  SELECT count(*) INTO n FROM "leave_messages" WHERE "leave_messages"."user_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" p WHERE p."id" = "leave_messages"."user_id");
  IF n > 0 THEN RAISE EXCEPTION 'integrity migration: % row(s) of leave_messages.user_id name a missing users row; repair them, then start again', n; END IF;
  SELECT count(*) INTO n FROM "leave_message_replies" WHERE "leave_message_replies"."user_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" p WHERE p."id" = "leave_message_replies"."user_id");
  IF n > 0 THEN RAISE EXCEPTION 'integrity migration: % row(s) of leave_message_replies.user_id name a missing users row; repair them, then start again', n; END IF;
  SELECT count(*) INTO n FROM "leave_message_attachments" WHERE "leave_message_attachments"."upload_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "uploads" p WHERE p."id" = "leave_message_attachments"."upload_id");
  IF n > 0 THEN RAISE EXCEPTION 'integrity migration: % row(s) of leave_message_attachments.upload_id name a missing uploads row; repair them, then start again', n; END IF;
  SELECT count(*) INTO n FROM "test_reports" WHERE "test_reports"."user_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" p WHERE p."id" = "test_reports"."user_id");
  IF n > 0 THEN RAISE EXCEPTION 'integrity migration: % row(s) of test_reports.user_id name a missing users row; repair them, then start again', n; END IF;
  SELECT count(*) INTO n FROM "staff_inbox" WHERE "staff_inbox"."actor_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" p WHERE p."id" = "staff_inbox"."actor_id");
  IF n > 0 THEN RAISE EXCEPTION 'integrity migration: % row(s) of staff_inbox.actor_id name a missing users row; repair them, then start again', n; END IF;
  SELECT count(*) INTO n FROM "setting_changes" WHERE "setting_changes"."staff_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" p WHERE p."id" = "setting_changes"."staff_id");
  IF n > 0 THEN RAISE EXCEPTION 'integrity migration: % row(s) of setting_changes.staff_id name a missing users row; repair them, then start again', n; END IF;
  SELECT count(*) INTO n FROM "real_name_requests" WHERE NOT EXISTS (SELECT 1 FROM "users" p WHERE p."id" = "real_name_requests"."user_id");
  IF n > 0 THEN RAISE EXCEPTION 'integrity migration: % row(s) of real_name_requests.user_id name a missing users row; repair them, then start again', n; END IF;
  SELECT count(*) INTO n FROM "users" WHERE "role" NOT IN ('researcher', 'staff');
  IF n > 0 THEN RAISE EXCEPTION 'integrity migration: % row(s) of users.role hold a value outside the contract''s enum UserRole; repair them, then start again', n; END IF;
  SELECT count(*) INTO n FROM "bugs" WHERE "status" NOT IN (10, 20, 30, 40, 51, 52, 53);
  IF n > 0 THEN RAISE EXCEPTION 'integrity migration: % row(s) of bugs.status hold a value outside the contract''s enum BugStatus; repair them, then start again', n; END IF;
  SELECT count(*) INTO n FROM "teams" WHERE "status" NOT IN (0, 1, 2);
  IF n > 0 THEN RAISE EXCEPTION 'integrity migration: % row(s) of teams.status hold a value outside the contract''s enum TeamStatus; repair them, then start again', n; END IF;
  SELECT count(*) INTO n FROM "team_applications" WHERE "status" NOT IN (0, 1, 2);
  IF n > 0 THEN RAISE EXCEPTION 'integrity migration: % row(s) of team_applications.status hold a value outside the contract''s enum TeamApplicationStatus; repair them, then start again', n; END IF;
  SELECT count(*) INTO n FROM "trades" WHERE "status" NOT IN (10, 21, 22, 23, 30, 31, 32);
  IF n > 0 THEN RAISE EXCEPTION 'integrity migration: % row(s) of trades.status hold a value outside the contract''s enum TradeStatus; repair them, then start again', n; END IF;
  SELECT count(*) INTO n FROM "test_reports" WHERE "result" NOT IN (0, 1, 2);
  IF n > 0 THEN RAISE EXCEPTION 'integrity migration: % row(s) of test_reports.result hold a value outside the contract''s enum TestReportResult; repair them, then start again', n; END IF;
  -- 2. and 3.: unlink and delete.
  UPDATE "users" SET "team_id" = NULL WHERE "users"."team_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "teams" p WHERE p."id" = "users"."team_id");
  UPDATE "bugs" SET "activity_id" = NULL WHERE "bugs"."activity_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "activities" p WHERE p."id" = "bugs"."activity_id");
  UPDATE "bugs" SET "business_coefficient_id" = NULL WHERE "bugs"."business_coefficient_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "business_coefficients" p WHERE p."id" = "bugs"."business_coefficient_id");
  UPDATE "bugs" SET "assignee_id" = NULL WHERE "bugs"."assignee_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" p WHERE p."id" = "bugs"."assignee_id");
  UPDATE "bug_logs" SET "operator_id" = NULL WHERE "bug_logs"."operator_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" p WHERE p."id" = "bug_logs"."operator_id");
  DELETE FROM "sessions" WHERE "sessions"."user_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" p WHERE p."id" = "sessions"."user_id");
  DELETE FROM "verification_codes" WHERE "verification_codes"."user_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" p WHERE p."id" = "verification_codes"."user_id");
  DELETE FROM "team_applications" WHERE "team_applications"."team_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "teams" p WHERE p."id" = "team_applications"."team_id");
  DELETE FROM "team_applications" WHERE "team_applications"."user_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" p WHERE p."id" = "team_applications"."user_id");
  DELETE FROM "blog_article_tags" WHERE "blog_article_tags"."article_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "blog_articles" p WHERE p."id" = "blog_article_tags"."article_id");
  DELETE FROM "blog_article_tags" WHERE "blog_article_tags"."tag_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "blog_tags" p WHERE p."id" = "blog_article_tags"."tag_id");
  DELETE FROM "blog_votes" WHERE "blog_votes"."article_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "blog_articles" p WHERE p."id" = "blog_votes"."article_id");
  DELETE FROM "blog_votes" WHERE "blog_votes"."user_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" p WHERE p."id" = "blog_votes"."user_id");
  DELETE FROM "bug_attachments" WHERE "bug_attachments"."bug_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "bugs" p WHERE p."id" = "bug_attachments"."bug_id");
  DELETE FROM "bug_comments" WHERE "bug_comments"."bug_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "bugs" p WHERE p."id" = "bug_comments"."bug_id");
  DELETE FROM "bug_logs" WHERE "bug_logs"."bug_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "bugs" p WHERE p."id" = "bug_logs"."bug_id");
  DELETE FROM "balances" WHERE "balances"."user_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" p WHERE p."id" = "balances"."user_id");
  DELETE FROM "user_scores" WHERE "user_scores"."user_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" p WHERE p."id" = "user_scores"."user_id");
  DELETE FROM "team_scores" WHERE "team_scores"."team_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "teams" p WHERE p."id" = "team_scores"."team_id");
  DELETE FROM "addresses" WHERE "addresses"."user_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" p WHERE p."id" = "addresses"."user_id");
  DELETE FROM "notices" WHERE "notices"."user_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" p WHERE p."id" = "notices"."user_id");
  DELETE FROM "leave_message_attachments" WHERE "leave_message_attachments"."message_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "leave_messages" p WHERE p."id" = "leave_message_attachments"."message_id");
  DELETE FROM "leave_message_replies" WHERE "leave_message_replies"."message_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "leave_messages" p WHERE p."id" = "leave_message_replies"."message_id");
  DELETE FROM "staff_inbox_cursors" WHERE "staff_inbox_cursors"."staff_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" p WHERE p."id" = "staff_inbox_cursors"."staff_id");
  DELETE FROM "staff_inbox_reads" WHERE "staff_inbox_reads"."staff_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" p WHERE p."id" = "staff_inbox_reads"."staff_id");
  DELETE FROM "staff_inbox_reads" WHERE "staff_inbox_reads"."item_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "staff_inbox" p WHERE p."id" = "staff_inbox_reads"."item_id");
  DELETE FROM "sessions" WHERE "role" NOT IN ('researcher', 'staff');
END $$;--> statement-breakpoint
ALTER TABLE "addresses"
  ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balances"
  ADD CONSTRAINT "balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_article_tags"
  ADD CONSTRAINT "blog_article_tags_article_id_blog_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "blog_articles"("id") ON DELETE cascade ON UPDATE no action,
  ADD CONSTRAINT "blog_article_tags_tag_id_blog_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "blog_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_articles"
  ADD CONSTRAINT "blog_articles_category_id_blog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "blog_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_votes"
  ADD CONSTRAINT "blog_votes_article_id_blog_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "blog_articles"("id") ON DELETE cascade ON UPDATE no action,
  ADD CONSTRAINT "blog_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bug_attachments"
  ADD CONSTRAINT "bug_attachments_bug_id_bugs_id_fk" FOREIGN KEY ("bug_id") REFERENCES "bugs"("id") ON DELETE cascade ON UPDATE no action,
  ADD CONSTRAINT "bug_attachments_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "uploads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bug_comments"
  ADD CONSTRAINT "bug_comments_bug_id_bugs_id_fk" FOREIGN KEY ("bug_id") REFERENCES "bugs"("id") ON DELETE cascade ON UPDATE no action,
  ADD CONSTRAINT "bug_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bug_logs"
  ADD CONSTRAINT "bug_logs_bug_id_bugs_id_fk" FOREIGN KEY ("bug_id") REFERENCES "bugs"("id") ON DELETE cascade ON UPDATE no action,
  ADD CONSTRAINT "bug_logs_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bugs"
  ADD CONSTRAINT "bugs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE restrict ON UPDATE no action,
  ADD CONSTRAINT "bugs_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "activities"("id") ON DELETE set null ON UPDATE no action,
  ADD CONSTRAINT "bugs_business_coefficient_id_business_coefficients_id_fk" FOREIGN KEY ("business_coefficient_id") REFERENCES "business_coefficients"("id") ON DELETE set null ON UPDATE no action,
  ADD CONSTRAINT "bugs_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action,
  ADD CONSTRAINT "bugs_duplicate_of_id_bugs_id_fk" FOREIGN KEY ("duplicate_of_id") REFERENCES "bugs"("id") ON DELETE restrict ON UPDATE no action,
  ADD CONSTRAINT "bugs_status_check" CHECK ("bugs"."status" in (10, 20, 30, 40, 51, 52, 53));--> statement-breakpoint
ALTER TABLE "leave_message_attachments"
  ADD CONSTRAINT "leave_message_attachments_message_id_leave_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "leave_messages"("id") ON DELETE cascade ON UPDATE no action,
  ADD CONSTRAINT "leave_message_attachments_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "uploads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_message_replies"
  ADD CONSTRAINT "leave_message_replies_message_id_leave_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "leave_messages"("id") ON DELETE cascade ON UPDATE no action,
  ADD CONSTRAINT "leave_message_replies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_messages"
  ADD CONSTRAINT "leave_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger"
  ADD CONSTRAINT "ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE restrict ON UPDATE no action,
  ADD CONSTRAINT "ledger_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE restrict ON UPDATE no action,
  ADD CONSTRAINT "ledger_bug_id_bugs_id_fk" FOREIGN KEY ("bug_id") REFERENCES "bugs"("id") ON DELETE restrict ON UPDATE no action,
  ADD CONSTRAINT "ledger_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "trades"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices"
  ADD CONSTRAINT "notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions"
  ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action,
  ADD CONSTRAINT "sessions_role_check" CHECK ("sessions"."role" in ('researcher', 'staff'));--> statement-breakpoint
ALTER TABLE "setting_changes"
  ADD CONSTRAINT "setting_changes_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_inbox"
  ADD CONSTRAINT "staff_inbox_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_inbox_cursors"
  ADD CONSTRAINT "staff_inbox_cursors_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_inbox_reads"
  ADD CONSTRAINT "staff_inbox_reads_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action,
  ADD CONSTRAINT "staff_inbox_reads_item_id_staff_inbox_id_fk" FOREIGN KEY ("item_id") REFERENCES "staff_inbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_applications"
  ADD CONSTRAINT "team_applications_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE cascade ON UPDATE no action,
  ADD CONSTRAINT "team_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action,
  ADD CONSTRAINT "team_applications_status_check" CHECK ("team_applications"."status" in (0, 1, 2));--> statement-breakpoint
ALTER TABLE "team_scores"
  ADD CONSTRAINT "team_scores_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams"
  ADD CONSTRAINT "teams_leader_id_users_id_fk" FOREIGN KEY ("leader_id") REFERENCES "users"("id") ON DELETE restrict ON UPDATE no action,
  ADD CONSTRAINT "teams_status_check" CHECK ("teams"."status" in (0, 1, 2));--> statement-breakpoint
ALTER TABLE "test_reports"
  ADD CONSTRAINT "test_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE restrict ON UPDATE no action,
  ADD CONSTRAINT "test_reports_result_check" CHECK ("test_reports"."result" in (0, 1, 2));--> statement-breakpoint
ALTER TABLE "trades"
  ADD CONSTRAINT "trades_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE restrict ON UPDATE no action,
  ADD CONSTRAINT "trades_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "rewards"("id") ON DELETE restrict ON UPDATE no action,
  ADD CONSTRAINT "trades_status_check" CHECK ("trades"."status" in (10, 21, 22, 23, 30, 31, 32));--> statement-breakpoint
ALTER TABLE "uploads"
  ADD CONSTRAINT "uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_scores"
  ADD CONSTRAINT "user_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users"
  ADD CONSTRAINT "users_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE set null ON UPDATE no action,
  ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('researcher', 'staff'));--> statement-breakpoint
ALTER TABLE "verification_codes"
  ADD CONSTRAINT "verification_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
UPDATE "real_name_requests" SET "reviewer_id" = NULL WHERE "reviewer_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" p WHERE p."id" = "real_name_requests"."reviewer_id");--> statement-breakpoint
ALTER TABLE "real_name_requests"
  ADD CONSTRAINT "real_name_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE restrict ON UPDATE no action,
  ADD CONSTRAINT "real_name_requests_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;
