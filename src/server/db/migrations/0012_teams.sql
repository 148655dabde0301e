CREATE TABLE "team_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" text NOT NULL,
	"actor_id" text,
	"activity_type" text NOT NULL,
	"subject_email" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"inviter_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_members_role_check" CHECK ("team_members"."role" in ('owner', 'admin', 'editor', 'viewer'))
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"logo" text,
	"metadata" text,
	"plan_id" text DEFAULT 'teams' NOT NULL,
	"seat_limit" integer DEFAULT 10 NOT NULL,
	"remaining_generations" integer DEFAULT 5000 NOT NULL,
	"total_generations" integer DEFAULT 5000 NOT NULL,
	"current_period_start" timestamp with time zone DEFAULT now() NOT NULL,
	"current_period_end" timestamp with time zone DEFAULT now() + interval '1 month' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teams_plan_id_check" CHECK ("teams"."plan_id" in ('free', 'pro', 'teams')),
	CONSTRAINT "teams_seat_limit_check" CHECK ("teams"."seat_limit" between 1 and 1000),
	CONSTRAINT "teams_remaining_check" CHECK ("teams"."remaining_generations" >= 0 and "teams"."remaining_generations" <= "teams"."total_generations")
);
--> statement-breakpoint
ALTER TABLE "generation_history" ADD COLUMN "team_id" text;--> statement-breakpoint
ALTER TABLE "saved_inputs" ADD COLUMN "team_id" text;--> statement-breakpoint
ALTER TABLE "saved_inputs" ADD COLUMN "updated_by_id" text;--> statement-breakpoint
ALTER TABLE "saved_prompts" ADD COLUMN "team_id" text;--> statement-breakpoint
ALTER TABLE "saved_prompts" ADD COLUMN "updated_by_id" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "active_team_id" text;--> statement-breakpoint
ALTER TABLE "team_activity" ADD CONSTRAINT "team_activity_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_activity" ADD CONSTRAINT "team_activity_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_activity_team_created_idx" ON "team_activity" USING btree ("team_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "team_invitations_team_idx" ON "team_invitations" USING btree ("team_id","status");--> statement-breakpoint
CREATE INDEX "team_invitations_email_idx" ON "team_invitations" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_team_user_key" ON "team_members" USING btree ("team_id","user_id");--> statement-breakpoint
CREATE INDEX "team_members_user_idx" ON "team_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_slug_key" ON "teams" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "teams_created_at_idx" ON "teams" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "generation_history" ADD CONSTRAINT "generation_history_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_inputs" ADD CONSTRAINT "saved_inputs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_inputs" ADD CONSTRAINT "saved_inputs_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_prompts" ADD CONSTRAINT "saved_prompts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_prompts" ADD CONSTRAINT "saved_prompts_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generation_history_team_created_idx" ON "generation_history" USING btree ("team_id","created_at" DESC NULLS FIRST) WHERE team_id is not null;--> statement-breakpoint
CREATE INDEX "saved_inputs_team_created_idx" ON "saved_inputs" USING btree ("team_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE team_id is not null;--> statement-breakpoint
CREATE INDEX "saved_prompts_team_created_idx" ON "saved_prompts" USING btree ("team_id","pinned" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE team_id is not null;--> statement-breakpoint
-- Tags are counted per workspace: a team's prompts under the team's id, a personal prompt under its owner's.
ALTER TABLE "saved_prompt_tag_counts" RENAME COLUMN "user_id" TO "workspace_id";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "count_saved_prompt_tags"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO saved_prompt_tag_counts AS c (workspace_id, tag, count)
    SELECT coalesce(team_id, user_id), tag, count(*) FROM new_rows, unnest(tags) AS tag WHERE deleted_at IS NULL GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (workspace_id, tag) DO UPDATE SET count = c.count + excluded.count;
    RETURN NULL;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO saved_prompt_tag_counts AS c (workspace_id, tag, count)
    SELECT coalesce(team_id, user_id), tag, -count(*) FROM old_rows, unnest(tags) AS tag WHERE deleted_at IS NULL GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (workspace_id, tag) DO UPDATE SET count = c.count + excluded.count;
  ELSE
    INSERT INTO saved_prompt_tag_counts AS c (workspace_id, tag, count)
    SELECT workspace_id, tag, sum(delta)
    FROM (SELECT coalesce(team_id, user_id) AS workspace_id, tag, 1 AS delta FROM new_rows, unnest(tags) AS tag WHERE deleted_at IS NULL
          UNION ALL
          SELECT coalesce(team_id, user_id), tag, -1 FROM old_rows, unnest(tags) AS tag WHERE deleted_at IS NULL) AS changed
    GROUP BY 1, 2 HAVING sum(delta) <> 0 ORDER BY 1, 2
    ON CONFLICT (workspace_id, tag) DO UPDATE SET count = c.count + excluded.count;
  END IF;
  DELETE FROM saved_prompt_tag_counts
  WHERE count = 0 AND workspace_id IN (SELECT DISTINCT coalesce(team_id, user_id) FROM old_rows);
  RETURN NULL;
END $$;
