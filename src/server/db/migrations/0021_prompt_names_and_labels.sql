CREATE TABLE "saved_prompt_label_moves" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"prompt_id" uuid NOT NULL,
	"label" text NOT NULL,
	"version" integer NOT NULL,
	"previous_version" integer,
	"moved_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_prompts" ADD COLUMN "name" text DEFAULT ('prompt-' || left(replace(gen_random_uuid()::text, '-', ''), 12)) NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_prompts" ADD COLUMN "labels" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Existing prompts are named from their titles as a save names them (domain/prompt-names.ts; accented letters are
-- dropped here, not stripped of their accents), numbered per workspace in the order they were saved.
WITH "slugs" AS (
  SELECT "id", coalesce("team_id", "user_id") AS "workspace", "created_at",
         coalesce(nullif(trim(both '-' from left(regexp_replace(lower("title"), '[^a-z0-9]+', '-', 'g'), 58)), ''), 'prompt') AS "base"
  FROM "saved_prompts"
), "numbered" AS (
  SELECT "id", CASE WHEN "n" = 1 THEN "base" ELSE "base" || '-' || "n" END AS "name"
  FROM (SELECT *, row_number() OVER (PARTITION BY "workspace", "base" ORDER BY "created_at", "id") AS "n" FROM "slugs") AS "s"
)
UPDATE "saved_prompts" SET "name" = "numbered"."name" FROM "numbered" WHERE "numbered"."id" = "saved_prompts"."id";--> statement-breakpoint
-- A numbered name can meet a title's own ("Plan 2", and the second "Plan"): the later one takes its id as well.
UPDATE "saved_prompts" SET "name" = left("saved_prompts"."name", 51) || '-' || left(replace("saved_prompts"."id"::text, '-', ''), 12)
FROM (
  SELECT "id", row_number() OVER (PARTITION BY coalesce("team_id", "user_id"), "name" ORDER BY "created_at", "id") AS "n" FROM "saved_prompts"
) AS "duplicates"
WHERE "duplicates"."id" = "saved_prompts"."id" AND "duplicates"."n" > 1;--> statement-breakpoint
ALTER TABLE "saved_prompt_label_moves" ADD CONSTRAINT "saved_prompt_label_moves_prompt_id_saved_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."saved_prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_prompt_label_moves" ADD CONSTRAINT "saved_prompt_label_moves_moved_by_id_users_id_fk" FOREIGN KEY ("moved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_prompt_label_moves_prompt_idx" ON "saved_prompt_label_moves" USING btree ("prompt_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_prompts_personal_name_idx" ON "saved_prompts" USING btree ("user_id","name") WHERE team_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_prompts_team_name_idx" ON "saved_prompts" USING btree ("team_id","name") WHERE team_id is not null;