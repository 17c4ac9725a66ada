DROP INDEX "bugs_sla_met_idx";--> statement-breakpoint
CREATE INDEX "bugs_effective_level_idx" ON "bugs" USING btree (coalesce("audit_level", "level"),"audit_level","level");--> statement-breakpoint
CREATE INDEX "bugs_main_type_idx" ON "bugs" USING btree ("main_type");--> statement-breakpoint
CREATE INDEX "bugs_sla_met_idx" ON "bugs" USING btree ("sla_late_at","info_requested_at","status") WHERE not sla_stopped_late;