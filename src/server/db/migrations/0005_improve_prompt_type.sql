ALTER TABLE "generation_history" DROP CONSTRAINT "generation_history_type_check";--> statement-breakpoint
ALTER TABLE "saved_prompts" DROP CONSTRAINT "saved_prompts_type_check";--> statement-breakpoint
ALTER TABLE "generation_history" ADD CONSTRAINT "generation_history_type_check" CHECK ("generation_history"."generation_type" in ('text', 'art', 'improve'));--> statement-breakpoint
ALTER TABLE "saved_prompts" ADD CONSTRAINT "saved_prompts_type_check" CHECK ("saved_prompts"."prompt_type" in ('text', 'art', 'improve'));