import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse, PGlite, protocol } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { is, Param, Placeholder, type SQL } from "drizzle-orm";
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as accountTables from "./schema";
import * as billingTables from "./schema-billing";
import * as generationTables from "./schema-generation";
import * as libraryTables from "./schema-library";
import * as messageTables from "./schema-messages";
import * as teamTables from "./schema-teams";
import * as webhookTables from "./schema-webhooks";

/** Every table, from the schema's file for each module (schema.ts says which holds what). */
export const schema = { ...accountTables, ...teamTables, ...billingTables, ...generationTables, ...libraryTables, ...messageTables, ...webhookTables };
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

/**
 * The planner's cost of a random page read as for data in memory or on SSD (PostgreSQL's default, 4, is a spinning
 * disk's). With the default, a deep page of a list whose cursor falls where the table-wide statistics expect few of the
 * user's rows was read as a bitmap scan of every row after the cursor, then sorted (17 ms for 1,000 rows), instead of
 * in order from the index (0.1 ms; docs/performance.md).
 */
const PLANNER_SETTINGS = ["-c", "random_page_cost=1.1"];

export function openDatabase(target: DatabaseTarget): Database {
  return "url" in target ? openPostgres(target.url) : openPglite(target);
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    // Our heaviest queries are short aggregates (the admin dashboard); JIT compilation doubled their time.
    // random_page_cost: see PLANNER_SETTINGS.
    options: `-c jit=off ${PLANNER_SETTINGS.join(" ")}`,
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
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB", ...PLANNER_SETTINGS];

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

/** Where a prepared statement's value comes from: fixed when it was written, or named and given at each run. */
type Slot = { value: unknown } | { name: string; encode: (value: unknown) => unknown };

/** The statements each PGlite database has parsed, by name, with the types of their parameters. */
const pgliteStatements = new WeakMap<PGlite, Map<string, number[]>>();

/**
 * `text` as PGlite's named statement `name`: parsed on its first run, then only bound and executed, in one call into
 * PostgreSQL. PGlite's `query` has no named statements, so each of its runs is parsed and planned again and takes
 * six calls (0.59 against 0.15 ms for a small CTE). The parameters are encoded as `query` encodes them, by the types
 * PostgreSQL gave at parse time. Like `query`, it waits for any transaction to end and holds the connection alone.
 */
async function runNamedOnPglite<Row>(pglite: PGlite, name: string, text: string, params: unknown[]): Promise<Row[]> {
  const { serialize } = protocol;
  let statements = pgliteStatements.get(pglite);
  if (!statements) pgliteStatements.set(pglite, (statements = new Map()));
  const known = statements;
  await pglite.waitReady;
  return pglite._runExclusiveTransaction(() =>
    pglite.runExclusive(async () => {
      let types = known.get(name);
      if (!types) {
        const described = await pglite.execProtocolStream(concat([serialize.parse({ name, text }), serialize.describe({ type: "S", name }), serialize.sync()]));
        types = parse.parseDescribeStatementResults(described);
        known.set(name, types);
      }
      const values = params.map((value, i) => (value == null ? null : (pglite.serializers[types[i]!]?.(value) ?? String(value))));
      const answer = await pglite.execProtocolStream(
        concat([serialize.bind({ statement: name, values }), serialize.describe({ type: "P" }), serialize.execute({}), serialize.sync()]),
      );
      return parse.parseResults(answer, pglite.parsers)[0]!.rows as Row[];
    }),
  );
}

function concat(messages: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let at = 0;
  for (const message of messages) {
    whole.set(message, at);
    at += message.length;
  }
  return whole;
}

/**
 * A statement drizzle writes once, on its first run, from `build(db)` (db only builds: it is not queried), in which what changes between runs is
 * `sql.placeholder(name)`; each run only fills in `values` and hands the text to the driver. On PostgreSQL it is
 * also a named prepared statement, parsed and planned once per connection, and on PGlite once per database. Writing a request's statements through
 * drizzle each time cost more of the server's CPU than the rest of a signed-in generation's own work
 * (docs/performance.md). Runs on the database itself (`db`), not inside a transaction.
 */
export function preparedStatement<Values extends Record<string, unknown>, Row>(name: string, build: (db: Db) => SQL) {
  let compiled: { text: string; slots: Slot[] } | undefined;
  function compile(db: Db) {
    const query = new PgDialect().sqlToQuery(build(db));
    const slots = query.params.map((param): Slot => {
      if (is(param, Placeholder)) return { name: param.name, encode: (value) => value };
      if (is(param, Param) && is(param.value, Placeholder)) {
        const { encoder } = param;
        return { name: param.value.name, encode: (value) => encoder.mapToDriverValue(value) };
      }
      return { value: param };
    });
    return { text: query.sql, slots };
  }
  return async (db: Db, values: Values): Promise<Row[]> => {
    compiled ??= compile(db);
    const params = compiled.slots.map((slot) => ("name" in slot ? slot.encode(values[slot.name]) : slot.value));
    const { $client: client, session } = db as unknown as { $client: pg.Pool | PGlite; session?: { logger?: { logQuery(query: string, params: unknown[]): void } } };
    // Drizzle's query log (a `logger` given to drizzle) still sees the statement.
    session?.logger?.logQuery(compiled.text, params);
    if (client instanceof PGlite) return runNamedOnPglite<Row>(client, name, compiled.text, params);
    return (await client.query<Row & pg.QueryResultRow>({ name, text: compiled.text, values: params })).rows;
  };
}
