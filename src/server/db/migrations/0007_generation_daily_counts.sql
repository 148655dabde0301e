CREATE TABLE "generation_daily_counts" (
	"day" date NOT NULL,
	"generation_type" text NOT NULL,
	"category" text NOT NULL,
	"slot" smallint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "generation_daily_counts_pkey" PRIMARY KEY("day","generation_type","category","slot")
);
--> statement-breakpoint
-- A text prompt's content type, an art prompt's style; '' for anything else.
CREATE FUNCTION "generation_category"("generation_type" text, "metadata" jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE
  AS $$ SELECT coalesce(metadata->'form'->>(CASE generation_type WHEN 'text' THEN 'contentType' WHEN 'art' THEN 'styleAndMedium' END), '') $$;
--> statement-breakpoint
-- Keeps generation_daily_counts equal to a count of the completed history rows: once per statement (a seed of a
-- million rows or a cascade from a deleted account is one grouped upsert), netting the rows that became completed
-- (+1) against those that stopped being so or went away (-1). The slot is the connection's: concurrent
-- generations on other connections add to other rows and never wait for this transaction's commit.
CREATE FUNCTION "count_completed_generations"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO generation_daily_counts AS c (day, generation_type, category, slot, count)
    SELECT (created_at AT TIME ZONE 'UTC')::date, generation_type, generation_category(generation_type, metadata), pg_backend_pid() % 16, count(*)
    FROM new_rows WHERE status = 'completed' GROUP BY 1, 2, 3
    ON CONFLICT (day, generation_type, category, slot) DO UPDATE SET count = c.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO generation_daily_counts AS c (day, generation_type, category, slot, count)
    SELECT (created_at AT TIME ZONE 'UTC')::date, generation_type, generation_category(generation_type, metadata), pg_backend_pid() % 16, -count(*)
    FROM old_rows WHERE status = 'completed' GROUP BY 1, 2, 3
    ON CONFLICT (day, generation_type, category, slot) DO UPDATE SET count = c.count + excluded.count;
  ELSE
    INSERT INTO generation_daily_counts AS c (day, generation_type, category, slot, count)
    SELECT (created_at AT TIME ZONE 'UTC')::date, generation_type, generation_category(generation_type, metadata), pg_backend_pid() % 16, sum(delta)
    FROM (SELECT created_at, generation_type, metadata, 1 AS delta FROM new_rows WHERE status = 'completed'
          UNION ALL
          SELECT created_at, generation_type, metadata, -1 FROM old_rows WHERE status = 'completed') AS changed
    GROUP BY 1, 2, 3 HAVING sum(delta) <> 0
    ON CONFLICT (day, generation_type, category, slot) DO UPDATE SET count = c.count + excluded.count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "generation_history_counted_insert" AFTER INSERT ON "generation_history"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_completed_generations();
--> statement-breakpoint
CREATE TRIGGER "generation_history_counted_update" AFTER UPDATE ON "generation_history"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_completed_generations();
--> statement-breakpoint
CREATE TRIGGER "generation_history_counted_delete" AFTER DELETE ON "generation_history"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_completed_generations();
--> statement-breakpoint
-- The history so far, counted after the triggers exist: they lock the table, so no write falls between the two.
INSERT INTO "generation_daily_counts" (day, generation_type, category, slot, count)
SELECT (created_at AT TIME ZONE 'UTC')::date, generation_type, generation_category(generation_type, metadata), 0, count(*)::int
FROM "generation_history" WHERE status = 'completed' GROUP BY 1, 2, 3;
