import { createHash, randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { type Database, openDatabase } from "@/server/db/client";

/** The server the PostgreSQL runs use; each test file gets its own fresh database on it. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const MIGRATIONS_FOLDER = path.join(root, "src/server/db/migrations");
/** Where the migrated PGlite dump is kept between runs (git-ignored). */
const CACHE_FOLDER = path.join(root, ".tmp");
const TEMPLATE_PREFIX = "promptsmith_template_";
/**
 * Templates of other sets of migrations (another checkout's, or while one is being written) are kept up to this
 * many, so that runs on different sets side by side do not drop each other's template at every file.
 */
const KEPT_TEMPLATES = 3;
// Any fixed number, other than the migration lock's: copies of the template share it, building one holds it alone.
const TEMPLATE_LOCK_ID = 7_245_190_332;

export interface TestDatabase extends Database {
  /** Drops everything the file created. */
  destroy(): Promise<void>;
  /** Connection URL on PostgreSQL runs (for tests that start a real server process). */
  url?: string;
}

/**
 * A migrated, empty database of the kind named by TEST_DB (set per vitest project). Making one from nothing
 * (PGlite's initdb, or PostgreSQL's `create database`, then every migration) took most of a file's set-up, so it
 * happens once per set of migrations: each database is a copy of a migrated template.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const key = migrationsKey(MIGRATIONS_FOLDER);
  if (process.env.TEST_DB !== "postgres") {
    const database = await openMigratedPglite(key);
    return { ...database, destroy: () => database.close() };
  }
  const name = `promptsmith_test_${randomBytes(6).toString("hex")}`;
  await copyPostgresTemplate(`${TEMPLATE_PREFIX}${key}`, name);
  const url = withDatabase(TEST_DATABASE_URL, name);
  const database = openDatabase({ url });
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

/** Names a set of migrations: adding or editing any file in the folder gives another key, so a new template. */
export function migrationsKey(folder: string): string {
  const hash = createHash("sha256");
  const files = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(path.join(folder, file))).update("\0");
  return hash.digest("hex").slice(0, 16);
}

/**
 * An in-memory PGlite started from a dump of a migrated one. The first file after the migrations change
 * migrates its own database and leaves the dump for the next ones.
 */
async function openMigratedPglite(key: string): Promise<Database> {
  const file = path.join(CACHE_FOLDER, `pglite-migrated-${key}.tar`);
  if (existsSync(file)) return openDatabase({ memory: true, loadDataDir: new Blob([readFileSync(file)]) });
  const database = openDatabase({ memory: true });
  await database.migrate();
  const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir("none");
  mkdirSync(CACHE_FOLDER, { recursive: true });
  // Workers may write it at the same time: each writes its own file and renames it into place whole.
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
  renameSync(partial, file);
  pruneTemplates(/^pglite-migrated-\w+\.tar$/);
  return database;
}

/** Keeps the newest KEPT_TEMPLATES of the files or folders in the cache whose names match. */
function pruneTemplates(names: RegExp) {
  const entries = readdirSync(CACHE_FOLDER)
    .filter((name) => names.test(name))
    .map((name) => path.join(CACHE_FOLDER, name))
    .map((entry) => ({ entry, writtenAt: statSync(entry, { throwIfNoEntry: false })?.mtimeMs ?? 0 }));
  entries.sort((a, b) => b.writtenAt - a.writtenAt);
  for (const { entry } of entries.slice(KEPT_TEMPLATES)) rmSync(entry, { recursive: true, force: true });
}

/**
 * A migrated PGlite data folder for this set of migrations, built the first time it is asked for. A server
 * process (a browser journey's) starts on a copy: PGlite's initdb took about 6 s of every such start, copying
 * the folder half a second.
 */
export async function migratedPgliteFolder(): Promise<string> {
  const folder = path.join(CACHE_FOLDER, `pglite-folder-${migrationsKey(MIGRATIONS_FOLDER)}`);
  if (existsSync(folder)) return folder;
  const building = `${folder}.${process.pid}`;
  const database = openDatabase({ dataDir: building });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  try {
    renameSync(building, folder);
  } catch {
    rmSync(building, { recursive: true, force: true }); // another process put its own in place first
  }
  pruneTemplates(/^pglite-folder-\w+$/);
  return folder;
}

/** A fresh data folder for a server process, its database already migrated. */
export async function copyOfMigratedPglite(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "promptsmith-data-"));
  cpSync(await migratedPgliteFolder(), dataDir, { recursive: true });
  return dataDir;
}

/**
 * `create database … template …` copies the migrated template, building it first when this set of migrations
 * has none. Advisory locks let copies run side by side while a build (which drops stale templates, perhaps one
 * another run was copying from) waits for them and they wait for it.
 */
async function copyPostgresTemplate(template: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query("select pg_advisory_lock_shared($1)", [TEMPLATE_LOCK_ID]);
    if (!(await databaseExists(admin, template))) {
      await admin.query("select pg_advisory_unlock_shared($1)", [TEMPLATE_LOCK_ID]);
      await admin.query("select pg_advisory_lock($1)", [TEMPLATE_LOCK_ID]);
      if (!(await databaseExists(admin, template))) await buildPostgresTemplate(admin, template);
    }
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end(); // releases the advisory lock with the session
  }
}

async function buildPostgresTemplate(admin: pg.Client, template: string): Promise<void> {
  // Built under another name, so that a build that fails half-way is never taken for a template.
  const building = `${template}_building`;
  await admin.query(`drop database if exists ${building}`);
  await admin.query(`create database ${building}`);
  const database = openDatabase({ url: withDatabase(TEST_DATABASE_URL, building) });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  await admin.query(`alter database ${building} rename to ${template}`);
  // Database oids grow with each creation (short of a wrap-around): the highest are the newest.
  const stale = await admin.query<{ datname: string }>(
    "select datname from pg_database where starts_with(datname, $1) order by oid desc offset $2",
    [TEMPLATE_PREFIX, KEPT_TEMPLATES],
  );
  for (const { datname } of stale.rows) await admin.query(`drop database if exists ${datname}`);
}

async function databaseExists(admin: pg.Client, name: string): Promise<boolean> {
  const result = await admin.query("select 1 from pg_database where datname = $1", [name]);
  return result.rowCount === 1;
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
