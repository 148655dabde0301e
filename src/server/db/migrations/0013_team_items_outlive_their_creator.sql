ALTER TABLE "prompt_shares" DROP CONSTRAINT "prompt_shares_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "saved_inputs" DROP CONSTRAINT "saved_inputs_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "saved_prompts" DROP CONSTRAINT "saved_prompts_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "prompt_shares_user_created_idx";--> statement-breakpoint
ALTER TABLE "prompt_shares" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_inputs" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_prompts" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "prompt_shares" ADD CONSTRAINT "prompt_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_inputs" ADD CONSTRAINT "saved_inputs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_prompts" ADD CONSTRAINT "saved_prompts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_inputs" ADD CONSTRAINT "saved_inputs_owner_check" CHECK ("saved_inputs"."user_id" is not null or "saved_inputs"."team_id" is not null);--> statement-breakpoint
ALTER TABLE "saved_prompts" ADD CONSTRAINT "saved_prompts_owner_check" CHECK ("saved_prompts"."user_id" is not null or "saved_prompts"."team_id" is not null);
--> statement-breakpoint
-- A deleted account takes its personal library with it, whatever deletes it; its team items stay with their team
-- (their user_id becomes null by the foreign key).
CREATE FUNCTION "delete_personal_library"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM saved_prompts WHERE user_id = OLD.id AND team_id IS NULL;
  DELETE FROM saved_inputs WHERE user_id = OLD.id AND team_id IS NULL;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_delete_personal_library" BEFORE DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION delete_personal_library();
