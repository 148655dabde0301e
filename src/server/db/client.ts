import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
/** One type for both drivers: the code never branches on the database. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies committed migrations that have not run yet. */
  migrate(): Promise<void>;
  /** Rejects when the database does not answer within the timeout. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** `loadDataDir`: an in-memory database starts as a copy of a PGlite dump (`dumpDataDir()`), not empty. */
export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true; loadDataDir?: Blob };

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
// Any fixed number: it only has to be the same for every instance migrating one database.
const MIGRATION_LOCK_ID = 7_245_190_331;

export function openDatabase(target: DatabaseTarget): Database {
  return "url" in target ? openPostgres(target.url) : openPglite(target);
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    // Our heaviest queries are short aggregates (the admin dashboard); JIT compilation doubled their time.
    options: "-c jit=off",
  });
  // A connection the server dropped (restart, pg_terminate_backend) is discarded; the pool makes a new one.
  pool.on("error", () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    async migrate() {
      // Several instances may start together: an advisory lock lets one migrate while the others wait.
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    ping: (timeoutMs) => withTimeout(pool.query("select 1"), timeoutMs),
    close: () => pool.end(),
  };
}

/**
 * PGlite's shared buffers live in this process's memory. PostgreSQL's default of 128 MB cost about 140 MB of
 * resident memory and half a second at every start; the operating system caches the data files anyway.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

function openPglite(target: { dataDir: string } | { memory: true; loadDataDir?: Blob }): Database {
  if ("dataDir" in target) mkdirSync(target.dataDir, { recursive: true });
  const client = new PGlite({
    dataDir: "dataDir" in target ? target.dataDir : undefined,
    loadDataDir: "loadDataDir" in target ? target.loadDataDir : undefined,
    extensions: { pg_trgm },
    startParams: PGLITE_START_PARAMS,
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    ping: (timeoutMs) => withTimeout(client.query("select 1"), timeoutMs),
    close: () => client.close(),
  };
}

function withTimeout<T>(promise: Promise<T>, timeoutMs = 2_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    promise.then(
      () => (clearTimeout(timer), resolve()),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}


/** Rows of a raw SQL query; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
