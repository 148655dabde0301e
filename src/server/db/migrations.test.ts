import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { insertUser } from "../../../tests/support/fixtures";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { type Database, openDatabase, queryRows } from "./client";
import { subscriptions } from "./schema-billing";

const MIGRATIONS = "src/server/db/migrations";

/** A copy of the migrations that stops before `tag`, to build a database as it was before that migration ran. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), "promptsmith-migrations-"));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

/** A database with nothing in it: a new PostgreSQL test database emptied, or a new PGlite; closed after the tests. */
async function emptyDatabase(): Promise<Database> {
  if (process.env.TEST_DB !== "postgres") {
    const database = openDatabase({ memory: true });
    await database.db.execute(sql.raw("select 1"));
    opened.push({ database });
    return database;
  }
  const postgres = await createTestDatabase();
  const database = openDatabase({ url: postgres.url! });
  opened.push({ database, postgres });
  for (const statement of ["drop schema public cascade", "create schema public", "drop schema drizzle cascade"]) {
    await database.db.execute(sql.raw(statement));
  }
  return database;
}
const opened: { database: Database; postgres?: TestDatabase }[] = [];
const folders: string[] = [];

/** Runs the migrations of `folder` on the database (all of them by default). */
function migrate(database: Database, migrationsFolder = MIGRATIONS) {
  const db = database.db as never;
  return database.kind === "postgres" ? migratePostgres(db, { migrationsFolder }) : migratePglite(db, { migrationsFolder });
}

/** A database migrated up to (not including) `tag`. */
async function databaseBefore(tag: string) {
  const database = await emptyDatabase();
  const before = migrationsBefore(tag);
  folders.push(before);
  await migrate(database, before);
  return database;
}

describe("migrations over existing data", () => {
  afterAll(async () => {
    for (const { database, postgres } of opened) {
      await database.close();
      await postgres?.destroy();
    }
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it("counts the users, subscriptions and history written before the counters existed, and keeps each user's own", async () => {
    const database = await databaseBefore("0007_generation_daily_counts");
    const db = database.db;
    const at = (iso: string) => new Date(iso);

    const userId = await insertUser(db, { createdAt: at("2026-11-20T10:00:00Z") });
    await insertUser(db, { createdAt: at("2026-11-20T23:00:00Z") });
    const paying = await insertUser(db, { createdAt: at("2026-11-21T00:30:00Z") });
    await db.update(subscriptions).set({ planId: "pro" }).where(eq(subscriptions.userId, paying));
    // Written as the tables were then: drizzle's insert would name the columns later migrations add.
    const row = (type: "text" | "art", status: "completed" | "failed", form: Record<string, string>, createdAt: Date) =>
      sql`(${userId}, ${type}, 'promptsmith-composer', ${status}, ${JSON.stringify({ form })}::jsonb, ${createdAt.toISOString()}::timestamptz)`;
    await db.execute(sql`insert into generation_history (user_id, generation_type, model_used, status, metadata, created_at) values ${sql.join(
      [
        row("text", "completed", { contentType: "email" }, at("2026-11-20T23:59:59Z")),
        row("text", "completed", { contentType: "email" }, at("2026-11-20T00:00:00Z")),
        row("text", "completed", {}, at("2026-11-21T00:00:00Z")),
        row("art", "completed", { styleAndMedium: "anime" }, at("2026-11-21T12:00:00Z")),
        row("art", "failed", { styleAndMedium: "anime" }, at("2026-11-21T12:00:00Z")),
      ],
      sql`, `,
    )}`);
    // The user's own counters as the generation service kept them on the users row (moved out by 0014).
    await db.execute(sql`update users set total_generations = 5, successful_generations = 4 where id = ${userId}`);
    await migrate(database);

    const counts = await queryRows<{ day: string; type: string; category: string; count: number }>(
      db,
      sql`select to_char(day, 'YYYY-MM-DD') as day, generation_type as type, category, sum(count)::int as count
          from generation_daily_counts group by 1, 2, 3 order by 1, 2, 3`,
    );
    expect(counts).toEqual([
      { day: "2026-11-20", type: "text", category: "email", count: 2 },
      { day: "2026-11-21", type: "art", category: "anime", count: 1 },
      { day: "2026-11-21", type: "text", category: "", count: 1 },
    ]);
    expect(await queryRows(db, sql`select to_char(day, 'YYYY-MM-DD') as day, count from user_daily_counts order by 1`)).toEqual([
      { day: "2026-11-20", count: 2 },
      { day: "2026-11-21", count: 1 },
    ]);
    expect(await queryRows(db, sql`select plan_id, status, count from subscription_counts order by 1, 2`)).toEqual([
      { plan_id: "free", status: "active", count: 2 },
      { plan_id: "pro", status: "active", count: 1 },
    ]);
    expect(
      await queryRows(db, sql`select user_id as "userId", total_generations as total, successful_generations as successful from user_generation_counts`),
    ).toEqual([{ userId, total: 5, successful: 4 }]);
  });

  it("names every saved prompt from its title, unique in its workspace", async () => {
    const database = await databaseBefore("0021_prompt_names_and_labels");
    const db = database.db;
    const [ann, bob] = [await insertUser(db), await insertUser(db)];
    const titles = ["Launch e-mail: Q3!", "Launch e-mail — Q3", "Plan 2", "Plan", "Plan", "¡¡!!", "Launch e-mail: Q3!"];
    // Written as the table was then: drizzle's insert would name the columns this migration adds.
    for (const [i, title] of titles.entries()) {
      const owner = i === titles.length - 1 ? bob : ann;
      await db.execute(sql`insert into saved_prompts (user_id, title, content, prompt_type, created_at)
        values (${owner}, ${title}, 'Text', 'text', ${new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString()}::timestamptz)`);
    }
    await migrate(database);
    const rows = await queryRows<{ user_id: string; title: string; name: string }>(db, sql`select user_id, title, name from saved_prompts order by created_at`);
    expect(rows.map((row) => row.name)).toEqual([
      "launch-e-mail-q3",
      "launch-e-mail-q3-2",
      "plan-2",
      "plan",
      // The second "Plan" would be "plan-2", which "Plan 2" holds: it is told apart by its id.
      expect.stringMatching(/^plan-2-[0-9a-f]{12}$/),
      "prompt",
      "launch-e-mail-q3",
    ]);
    expect(rows.at(-1)!.user_id).toBe(bob);
  });
});
