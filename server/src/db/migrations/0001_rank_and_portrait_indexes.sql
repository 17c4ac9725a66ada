DROP INDEX "team_scores_rank_idx";--> statement-breakpoint
DROP INDEX "user_scores_rank_idx";--> statement-breakpoint
CREATE INDEX "users_not_researcher_idx" ON "users" USING btree ("id") WHERE "users"."role" <> 'researcher';--> statement-breakpoint
CREATE INDEX "users_portrait_idx" ON "users" USING btree ("portrait");--> statement-breakpoint
CREATE INDEX "team_scores_rank_idx" ON "team_scores" USING btree ("period","score" DESC NULLS LAST,"reached_at","team_id");--> statement-breakpoint
CREATE INDEX "user_scores_rank_idx" ON "user_scores" USING btree ("period","score" DESC NULLS LAST,"reached_at","user_id");