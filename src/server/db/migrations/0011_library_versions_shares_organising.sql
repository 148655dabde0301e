CREATE TABLE "prompt_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"prompt_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"token" text NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_prompt_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"prompt_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"content" text NOT NULL,
	"author_id" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "saved_prompts_user_created_idx";--> statement-breakpoint
ALTER TABLE "saved_prompts" ADD COLUMN "pinned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_prompts" ADD COLUMN "use_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_prompts" ADD COLUMN "variable_values" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "prompt_shares" ADD CONSTRAINT "prompt_shares_prompt_id_saved_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."saved_prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_shares" ADD CONSTRAINT "prompt_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_prompt_versions" ADD CONSTRAINT "saved_prompt_versions_prompt_id_saved_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."saved_prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_prompt_versions" ADD CONSTRAINT "saved_prompt_versions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prompt_shares_token_idx" ON "prompt_shares" USING btree ("token");--> statement-breakpoint
CREATE INDEX "prompt_shares_user_created_idx" ON "prompt_shares" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "prompt_shares_prompt_idx" ON "prompt_shares" USING btree ("prompt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_prompt_versions_prompt_version_idx" ON "saved_prompt_versions" USING btree ("prompt_id","version" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "saved_prompts_user_created_idx" ON "saved_prompts" USING btree ("user_id","pinned" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Every prompt saved so far starts its history with the content it has now, as version 1 by its owner.
INSERT INTO "saved_prompt_versions" (prompt_id, version, content, author_id, created_at)
SELECT id, 1, content, user_id, updated_at FROM "saved_prompts";
