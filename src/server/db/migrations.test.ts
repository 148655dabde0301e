import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertUser } from "../../../tests/support/fixtures";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { type Database, openDatabase, queryRows } from "./client";
import { subscriptions } from "./schema";

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

describe("migrations over existing data", () => {
  let postgres: TestDatabase | undefined;
  let database: Database;
  const folders: string[] = [];

  /** A database with nothing in it: PostgreSQL's test database emptied, or a new PGlite. */
  beforeAll(async () => {
    if (process.env.TEST_DB !== "postgres") {
      database = openDatabase({ memory: true });
      await database.db.execute(sql.raw("select 1"));
      return;
    }
    postgres = await createTestDatabase();
    database = openDatabase({ url: postgres.url! });
    for (const statement of ["drop schema public cascade", "create schema public", "drop schema drizzle cascade"]) {
      await database.db.execute(sql.raw(statement));
    }
  });
  afterAll(async () => {
    await database?.close();
    await postgres?.destroy();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it("counts the users, subscriptions and history written before the counters existed, and keeps each user's own", async () => {
    const db = database.db;
    const migrate = (migrationsFolder: string) =>
      database.kind === "postgres" ? migratePostgres(db as never, { migrationsFolder }) : migratePglite(db as never, { migrationsFolder });
    const at = (iso: string) => new Date(iso);
    const before = migrationsBefore("0007_generation_daily_counts");
    folders.push(before);
    await migrate(before);

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
    await migrate(MIGRATIONS);

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
});
