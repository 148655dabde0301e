CREATE TABLE "user_generation_counts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"total_generations" integer NOT NULL,
	"successful_generations" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_total_generations_idx";--> statement-breakpoint
ALTER TABLE "user_generation_counts" ADD CONSTRAINT "user_generation_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_generation_counts_total_idx" ON "user_generation_counts" USING btree ("total_generations" DESC NULLS FIRST,"user_id");--> statement-breakpoint
-- The counters so far move over before their columns go.
INSERT INTO "user_generation_counts" ("user_id", "total_generations", "successful_generations")
SELECT "id", "total_generations", "successful_generations" FROM "users" WHERE "total_generations" > 0 OR "successful_generations" > 0;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "total_generations";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "successful_generations";