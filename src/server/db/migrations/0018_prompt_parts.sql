ALTER TABLE "generation_history" ADD COLUMN "negative_prompt" text;--> statement-breakpoint
ALTER TABLE "generation_history" ADD COLUMN "parameters" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "generation_history" ADD COLUMN "notes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_prompts" ADD COLUMN "negative_prompt" text;--> statement-breakpoint
ALTER TABLE "saved_prompts" ADD COLUMN "parameters" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_prompts" ADD COLUMN "notes" jsonb DEFAULT '[]'::jsonb NOT NULL;