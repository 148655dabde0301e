CREATE TABLE "subscription_counts" (
	"plan_id" text NOT NULL,
	"status" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "subscription_counts_pkey" PRIMARY KEY("plan_id","status")
);
--> statement-breakpoint
CREATE TABLE "user_daily_counts" (
	"day" date PRIMARY KEY NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
-- Sign-ups per UTC day: once per statement for rows added or removed (a cascade or a seed is one grouped upsert),
-- once per row whose created_at changes (no trigger call for the sign-ins and counters that update users).
-- Upserts go in key order, so two statements never wait on each other's counter rows in opposite orders.
CREATE FUNCTION "count_users"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO user_daily_counts AS c (day, count)
    SELECT (created_at AT TIME ZONE 'UTC')::date, count(*) FROM new_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT (day) DO UPDATE SET count = c.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO user_daily_counts AS c (day, count)
    SELECT (created_at AT TIME ZONE 'UTC')::date, -count(*) FROM old_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT (day) DO UPDATE SET count = c.count + excluded.count;
  ELSE
    INSERT INTO user_daily_counts AS c (day, count)
    SELECT day, sum(delta) FROM (VALUES ((OLD.created_at AT TIME ZONE 'UTC')::date, -1), ((NEW.created_at AT TIME ZONE 'UTC')::date, 1)) AS changed(day, delta)
    GROUP BY 1 HAVING sum(delta) <> 0 ORDER BY 1
    ON CONFLICT (day) DO UPDATE SET count = c.count + excluded.count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_counted_insert" AFTER INSERT ON "users"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_users();
--> statement-breakpoint
CREATE TRIGGER "users_counted_delete" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_users();
--> statement-breakpoint
CREATE TRIGGER "users_counted_update" AFTER UPDATE ON "users"
  FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at) EXECUTE FUNCTION count_users();
--> statement-breakpoint
-- Subscriptions per plan and status, kept the same way: a generation's spend changes neither, so calls nothing.
CREATE FUNCTION "count_subscriptions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO subscription_counts AS c (plan_id, status, count)
    SELECT plan_id, status, count(*) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (plan_id, status) DO UPDATE SET count = c.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO subscription_counts AS c (plan_id, status, count)
    SELECT plan_id, status, -count(*) FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (plan_id, status) DO UPDATE SET count = c.count + excluded.count;
  ELSE
    INSERT INTO subscription_counts AS c (plan_id, status, count)
    SELECT plan_id, status, sum(delta) FROM (VALUES (OLD.plan_id, OLD.status, -1), (NEW.plan_id, NEW.status, 1)) AS changed(plan_id, status, delta)
    GROUP BY 1, 2 HAVING sum(delta) <> 0 ORDER BY 1, 2
    ON CONFLICT (plan_id, status) DO UPDATE SET count = c.count + excluded.count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "subscriptions_counted_insert" AFTER INSERT ON "subscriptions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_subscriptions();
--> statement-breakpoint
CREATE TRIGGER "subscriptions_counted_delete" AFTER DELETE ON "subscriptions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_subscriptions();
--> statement-breakpoint
CREATE TRIGGER "subscriptions_counted_update" AFTER UPDATE ON "subscriptions"
  FOR EACH ROW WHEN (OLD.plan_id IS DISTINCT FROM NEW.plan_id OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION count_subscriptions();
--> statement-breakpoint
-- The rows so far, counted after the triggers exist (they lock both tables until the migration commits).
INSERT INTO "user_daily_counts" (day, count) SELECT (created_at AT TIME ZONE 'UTC')::date, count(*) FROM "users" GROUP BY 1;
--> statement-breakpoint
INSERT INTO "subscription_counts" (plan_id, status, count) SELECT plan_id, status, count(*) FROM "subscriptions" GROUP BY 1, 2;
