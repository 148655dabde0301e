import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "@/server/db/client";

/** The server the PostgreSQL runs use; each test file gets its own fresh database on it. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export interface TestDatabase extends Database {
  /** Drops everything the file created. */
  destroy(): Promise<void>;
  /** Connection URL on PostgreSQL runs (for tests that start a real server process). */
  url?: string;
}

/** A migrated, empty database of the kind named by TEST_DB (set per vitest project). */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB !== "postgres") {
    const database = openDatabase({ memory: true });
    await database.migrate();
    return { ...database, destroy: () => database.close() };
  }
  const name = `promptsmith_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = withDatabase(TEST_DATABASE_URL, name);
  const database = openDatabase({ url });
  await database.migrate();
  return {
    ...database,
    url,
    async destroy() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
