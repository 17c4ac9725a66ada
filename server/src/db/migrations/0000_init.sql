CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" text DEFAULT 'zh' NOT NULL,
	"title" text NOT NULL,
	"imgurl" text DEFAULT '' NOT NULL,
	"requirement" text DEFAULT '*' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"multiplier" numeric(6, 2) DEFAULT 1 NOT NULL,
	"crowd_testing" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"realname" text NOT NULL,
	"tel" text NOT NULL,
	"address" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" text DEFAULT 'zh' NOT NULL,
	"title" text NOT NULL,
	"type" integer NOT NULL,
	"abstract" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "balances" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"contribution" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "balances_not_negative" CHECK ("balances"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" text DEFAULT 'zh' NOT NULL,
	"imgurl" text NOT NULL,
	"linkurl" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_article_tags" (
	"article_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "blog_article_tags_article_id_tag_id_pk" PRIMARY KEY("article_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "blog_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" text DEFAULT 'zh' NOT NULL,
	"title" text NOT NULL,
	"imgurl" text DEFAULT '' NOT NULL,
	"author" text NOT NULL,
	"category_id" integer NOT NULL,
	"abstract" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"top" boolean DEFAULT false NOT NULL,
	"view_cnt" integer DEFAULT 0 NOT NULL,
	"vote_cnt" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" text DEFAULT 'zh' NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" text DEFAULT 'zh' NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_votes" (
	"article_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_votes_article_id_user_id_pk" PRIMARY KEY("article_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "bug_attachments" (
	"bug_id" integer NOT NULL,
	"upload_id" integer NOT NULL,
	CONSTRAINT "bug_attachments_bug_id_upload_id_pk" PRIMARY KEY("bug_id","upload_id")
);
--> statement-breakpoint
CREATE TABLE "bug_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"bug_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"is_staff" boolean DEFAULT false NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bug_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"bug_id" integer NOT NULL,
	"action" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"operator_id" integer,
	"is_staff" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bugs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"level" integer NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"detail" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"main_type" integer NOT NULL,
	"sub_type" integer NOT NULL,
	"harmful_results" integer DEFAULT 11 NOT NULL,
	"harmful_results_text" text DEFAULT '' NOT NULL,
	"activity_id" integer,
	"data_pkg_id" integer,
	"app_name" text,
	"app_version" text,
	"app_source" text,
	"app_link" text,
	"status" integer DEFAULT 10 NOT NULL,
	"first_kill" boolean DEFAULT false NOT NULL,
	"intelligence_value" integer DEFAULT 0 NOT NULL,
	"audit_level" integer,
	"base_coins" integer DEFAULT 0 NOT NULL,
	"business_coefficient_id" integer,
	"multiplier" numeric(6, 2) DEFAULT 1 NOT NULL,
	"rating_coins" integer DEFAULT 0 NOT NULL,
	"quality_coins" integer DEFAULT 0 NOT NULL,
	"high_quality" boolean DEFAULT false NOT NULL,
	"last_urged_at" timestamp with time zone,
	"language" text DEFAULT 'zh' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_coefficients" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" text DEFAULT 'zh' NOT NULL,
	"business" text NOT NULL,
	"coefficient" numeric(6, 2) NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" text DEFAULT 'zh' NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_message_attachments" (
	"message_id" integer NOT NULL,
	"upload_id" integer NOT NULL,
	CONSTRAINT "leave_message_attachments_message_id_upload_id_pk" PRIMARY KEY("message_id","upload_id")
);
--> statement-breakpoint
CREATE TABLE "leave_message_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"is_staff" boolean DEFAULT false NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" integer NOT NULL,
	"reason" integer,
	"amount" integer NOT NULL,
	"earned" boolean NOT NULL,
	"team_id" integer,
	"bug_id" integer,
	"trade_id" integer,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monthly_prizes" (
	"month" text PRIMARY KEY NOT NULL,
	"awarded" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"sender" text DEFAULT 'system' NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" text DEFAULT 'zh' NOT NULL,
	"name" text NOT NULL,
	"pic" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"num" integer NOT NULL,
	"type" text NOT NULL,
	"area" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rewards_stock_not_negative" CHECK ("rewards"."num" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"role" text,
	"csrf_token" text NOT NULL,
	"captcha_answer" text,
	"captcha_expires_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "team_scores" (
	"period" text NOT NULL,
	"team_id" integer NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	CONSTRAINT "team_scores_period_team_id_pk" PRIMARY KEY("period","team_id")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"intro" text NOT NULL,
	"contact" text NOT NULL,
	"leader_id" integer NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"user_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"dnslog" text DEFAULT '' NOT NULL,
	"ip" text NOT NULL,
	"host" text DEFAULT '' NOT NULL,
	"account" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"result" integer DEFAULT 0 NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trades" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"reward_id" integer NOT NULL,
	"num" integer NOT NULL,
	"cost" integer NOT NULL,
	"status" integer DEFAULT 10 NOT NULL,
	"realname" text,
	"tel" text,
	"address" text,
	"tracking" text,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"owner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"client_name" text NOT NULL,
	"ext" text NOT NULL,
	"size" integer NOT NULL,
	"mark" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_scores" (
	"period" text NOT NULL,
	"user_id" integer NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_scores_period_user_id_pk" PRIMARY KEY("period","user_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"portrait" text DEFAULT '' NOT NULL,
	"sign" text DEFAULT '' NOT NULL,
	"phone" text,
	"role" text DEFAULT 'researcher' NOT NULL,
	"real_name" text,
	"team_id" integer,
	"team_joined_at" timestamp with time zone,
	"last_team_change_at" timestamp with time zone,
	"new_people_reward_used" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"target" text NOT NULL,
	"user_id" integer,
	"code_hash" text NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "announcements_list_idx" ON "announcements" USING btree ("language","created_at");--> statement-breakpoint
CREATE INDEX "blog_tag_idx" ON "blog_article_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "blog_list_idx" ON "blog_articles" USING btree ("language","created_at");--> statement-breakpoint
CREATE INDEX "blog_category_idx" ON "blog_articles" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "bug_comments_idx" ON "bug_comments" USING btree ("bug_id","created_at");--> statement-breakpoint
CREATE INDEX "bug_logs_idx" ON "bug_logs" USING btree ("bug_id","created_at");--> statement-breakpoint
CREATE INDEX "bugs_user_idx" ON "bugs" USING btree ("user_id","submitted_at");--> statement-breakpoint
CREATE INDEX "bugs_status_idx" ON "bugs" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "bugs_activity_idx" ON "bugs" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "leave_replies_idx" ON "leave_message_replies" USING btree ("message_id","created_at");--> statement-breakpoint
CREATE INDEX "leave_messages_user_idx" ON "leave_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_user_idx" ON "ledger" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "ledger_bug_idx" ON "ledger" USING btree ("bug_id");--> statement-breakpoint
CREATE INDEX "notices_user_idx" ON "notices" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notices_unread_idx" ON "notices" USING btree ("user_id","read");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "team_applications_idx" ON "team_applications" USING btree ("team_id","status");--> statement-breakpoint
CREATE INDEX "team_scores_rank_idx" ON "team_scores" USING btree ("period","score" DESC NULLS LAST,"reached_at");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_name_uq" ON "teams" USING btree ("name");--> statement-breakpoint
CREATE INDEX "test_reports_user_idx" ON "test_reports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "trades_user_idx" ON "trades" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "trades_status_idx" ON "trades" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_key_uq" ON "uploads" USING btree ("key");--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "user_scores_rank_idx" ON "user_scores" USING btree ("period","score" DESC NULLS LAST,"reached_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_team_idx" ON "users" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "codes_target_idx" ON "verification_codes" USING btree ("purpose","target","created_at");--> statement-breakpoint
CREATE INDEX "codes_ip_idx" ON "verification_codes" USING btree ("ip","created_at");