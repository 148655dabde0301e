CREATE TABLE "saved_prompt_tag_counts" (
	"user_id" text NOT NULL,
	"tag" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "saved_prompt_tag_counts_pkey" PRIMARY KEY("user_id","tag")
);
--> statement-breakpoint
-- A prompt counts for each of its tags while it is not deleted: once per statement, netting the prompts that
-- start counting (+1 per tag) against those that stop (-1), in key order (no two statements wait on each other's
-- rows in opposite orders). A tag no prompt carries any more loses its row, so nothing of a deleted account stays.
CREATE FUNCTION "count_saved_prompt_tags"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO saved_prompt_tag_counts AS c (user_id, tag, count)
    SELECT user_id, tag, count(*) FROM new_rows, unnest(tags) AS tag WHERE deleted_at IS NULL GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (user_id, tag) DO UPDATE SET count = c.count + excluded.count;
    RETURN NULL;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO saved_prompt_tag_counts AS c (user_id, tag, count)
    SELECT user_id, tag, -count(*) FROM old_rows, unnest(tags) AS tag WHERE deleted_at IS NULL GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (user_id, tag) DO UPDATE SET count = c.count + excluded.count;
  ELSE
    INSERT INTO saved_prompt_tag_counts AS c (user_id, tag, count)
    SELECT user_id, tag, sum(delta)
    FROM (SELECT user_id, tag, 1 AS delta FROM new_rows, unnest(tags) AS tag WHERE deleted_at IS NULL
          UNION ALL
          SELECT user_id, tag, -1 FROM old_rows, unnest(tags) AS tag WHERE deleted_at IS NULL) AS changed
    GROUP BY 1, 2 HAVING sum(delta) <> 0 ORDER BY 1, 2
    ON CONFLICT (user_id, tag) DO UPDATE SET count = c.count + excluded.count;
  END IF;
  DELETE FROM saved_prompt_tag_counts WHERE count = 0 AND user_id IN (SELECT DISTINCT user_id FROM old_rows);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "saved_prompts_tags_counted_insert" AFTER INSERT ON "saved_prompts"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_saved_prompt_tags();
--> statement-breakpoint
CREATE TRIGGER "saved_prompts_tags_counted_update" AFTER UPDATE ON "saved_prompts"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_saved_prompt_tags();
--> statement-breakpoint
CREATE TRIGGER "saved_prompts_tags_counted_delete" AFTER DELETE ON "saved_prompts"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_saved_prompt_tags();
--> statement-breakpoint
-- The prompts so far, counted after the triggers exist (they lock the table until the migration commits).
INSERT INTO "saved_prompt_tag_counts" (user_id, tag, count)
SELECT user_id, tag, count(*) FROM "saved_prompts", unnest(tags) AS tag WHERE deleted_at IS NULL GROUP BY 1, 2;
