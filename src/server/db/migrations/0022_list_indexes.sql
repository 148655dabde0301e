DROP INDEX "contact_messages_created_idx";--> statement-breakpoint
DROP INDEX "generation_history_user_created_idx";--> statement-breakpoint
DROP INDEX "generation_history_team_created_idx";--> statement-breakpoint
DROP INDEX "users_created_at_idx";--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "generation_history_user_created_idx" ON "generation_history" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "generation_history_team_created_idx" ON "generation_history" USING btree ("team_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE team_id is not null;--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);