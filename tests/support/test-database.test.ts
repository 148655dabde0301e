import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/server/db/client";
import { createTestDatabase, MIGRATIONS_FOLDER, migrationsKey, type TestDatabase } from "./test-database";

/** Test databases are copies of a template migrated once; they must be what migrating afresh would give. */
describe("test databases", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("have every committed migration applied, in order", async () => {
    const applied = await queryRows<{ hash: string }>(
      database.db,
      sql.raw("select hash from drizzle.__drizzle_migrations order by created_at"),
    );
    const committed = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((migration) => migration.hash);
    expect(applied.map((row) => row.hash)).toEqual(committed);
  });

  it("start empty: what one test database holds, the next one does not", async () => {
    await queryRows(database.db, sql.raw("create table written_by_an_earlier_file (id int)"));
    const next = await createTestDatabase();
    try {
      const found = await queryRows<{ name: string | null }>(
        next.db,
        sql.raw("select to_regclass('written_by_an_earlier_file')::text as name"),
      );
      expect(found).toEqual([{ name: null }]);
      expect(await queryRows(next.db, sql.raw("select 1 from users"))).toEqual([]);
    } finally {
      await next.destroy();
    }
  });
});

describe("the key of a set of migrations", () => {
  it("is stable, and changes when a migration is added or edited", () => {
    const folder = mkdtempSync(path.join(tmpdir(), "promptsmith-migrations-"));
    try {
      cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
      const committed = migrationsKey(folder);
      expect(migrationsKey(MIGRATIONS_FOLDER)).toBe(committed);

      writeFileSync(path.join(folder, "0999_next.sql"), "create table next (id int);");
      const added = migrationsKey(folder);
      expect(added).not.toBe(committed);

      writeFileSync(path.join(folder, "0999_next.sql"), "create table next (id bigint);");
      expect(migrationsKey(folder)).not.toBe(added);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
