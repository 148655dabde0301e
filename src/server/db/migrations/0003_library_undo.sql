ALTER TABLE "saved_inputs" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "saved_prompts" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "saved_inputs_deleted_idx" ON "saved_inputs" USING btree ("deleted_at") WHERE deleted_at is not null;--> statement-breakpoint
CREATE INDEX "saved_prompts_deleted_idx" ON "saved_prompts" USING btree ("deleted_at") WHERE deleted_at is not null;