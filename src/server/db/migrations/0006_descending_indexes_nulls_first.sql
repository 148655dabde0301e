DROP INDEX "account_activity_user_created_idx";--> statement-breakpoint
DROP INDEX "billing_transactions_user_idx";--> statement-breakpoint
DROP INDEX "contact_messages_created_idx";--> statement-breakpoint
DROP INDEX "generation_history_user_created_idx";--> statement-breakpoint
DROP INDEX "mail_outbox_created_idx";--> statement-breakpoint
DROP INDEX "saved_inputs_user_created_idx";--> statement-breakpoint
DROP INDEX "saved_prompts_user_created_idx";--> statement-breakpoint
DROP INDEX "users_total_generations_idx";--> statement-breakpoint
CREATE INDEX "account_activity_user_created_idx" ON "account_activity" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "billing_transactions_user_idx" ON "billing_transactions" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "generation_history_user_created_idx" ON "generation_history" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "saved_inputs_user_created_idx" ON "saved_inputs" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "saved_prompts_user_created_idx" ON "saved_prompts" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_total_generations_idx" ON "users" USING btree ("total_generations" DESC NULLS FIRST,"id");