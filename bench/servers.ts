import { openDatabase } from "@/server/db/client";
import { startServer, type ServerProcess } from "../tests/support/server-process";
import { createTestDatabase, type TestDatabase } from "../tests/support/test-database";

export type DatabaseKind = "pglite" | "postgres";

/** The kinds of database reachable here: PGlite always, PostgreSQL when its server answers. */
export async function benchDatabases(): Promise<DatabaseKind[]> {
  try {
    const probe = openDatabase({ url: process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres" });
    await probe.ping(2000);
    await probe.close();
    return ["pglite", "postgres"];
  } catch {
    console.log("PostgreSQL did not answer: benchmarks run on PGlite only.");
    return ["pglite"];
  }
}

/**
 * A fresh database of one kind and the real server process on it. `withDatabase` runs work directly on
 * the database; PGlite allows one process at a time, so the server is stopped around it and restarted.
 */
export async function benchServer(kind: DatabaseKind, env: Record<string, string> = {}) {
  let database: TestDatabase | undefined;
  const serverEnv: Record<string, string> = { LOG_LEVEL: "warn", ...env };
  if (kind === "postgres") {
    process.env.TEST_DB = "postgres";
    database = await createTestDatabase();
    serverEnv.DATABASE_URL = database.url!;
  }
  let server: ServerProcess = await startServer({ env: serverEnv });
  const dataDir = server.dataDir;

  return {
    get url() {
      return server.url;
    },
    async withDatabase<T>(work: (db: ReturnType<typeof openDatabase>["db"]) => Promise<T>): Promise<T> {
      if (database) return work(database.db);
      await server.stop("SIGTERM", { keepData: true });
      const local = openDatabase({ dataDir });
      try {
        return await work(local.db);
      } finally {
        await local.close();
        server = await startServer({ env: serverEnv, dataDir });
      }
    },
    async stop() {
      await server.stop();
      await database?.destroy();
    },
  };
}
