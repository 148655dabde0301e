import { configOrExit, DEFAULT_LLM_TIMEOUT_MS } from "./config";

/**
 * Reads config, opens and migrates the database, starts HTTP, the sweep that closes generations a stopped server
 * left pending (generation/sweep.ts) and the webhooks' delivery worker (webhooks/dispatch.ts), and shuts down cleanly on a signal. The
 * configuration is checked before the rest of the server is loaded, so a refusal is immediate and names the
 * variables, whatever else is wrong.
 */
async function main() {
  const config = configOrExit();
  const [{ serve }, { createApp }, { adjustableClock, systemClock }, { openDatabase }, { createLogger }, { startSweeping }, { webhookDispatcher }] =
    await Promise.all([
      import("@hono/node-server"),
      import("./app"),
      import("./clock"),
      import("./db/client"),
      import("./logger"),
      import("./generation/sweep"),
      import("./webhooks/dispatch"),
    ]);
  const logger = createLogger(config);
  const database = openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  if (config.databaseUrl) {
    // A PostgreSQL that cannot be reached or refuses us is the operator's to fix: one line saying where we tried.
    await database.ping(CONNECT_TIMEOUT_MS).catch((error: unknown) => {
      const address = addressOf(config.databaseUrl!);
      const reason = reasonOf(error);
      logger.fatal({ database: address, reason }, `Cannot connect to the database at ${address} (DATABASE_URL): ${reason}`);
      process.exit(1);
    });
  }
  await database.migrate();
  logger.info({ database: database.kind, dataDir: database.kind === "pglite" ? config.dataDir : undefined }, "database ready");

  const clock = config.env === "test" ? adjustableClock() : systemClock;
  const app = createApp({ config, database, logger, clock });
  // Without a model too: rows another instance, or an earlier run with a model, left pending.
  const stopSweeping = startSweeping({ db: database.db, logger, modelTimeoutMs: config.llm?.timeoutMs ?? DEFAULT_LLM_TIMEOUT_MS });
  // Every instance delivers the webhooks' outbox; rows are claimed so that no two send the same one (webhooks/dispatch.ts).
  const stopDelivering = webhookDispatcher({ db: database.db, logger, clock, allowLoopback: config.webhooksAllowLoopback }).start();
  // Node closes an idle keep-alive connection after 5 s; a client (a load balancer, a browser, an SDK) that sends on it
  // just then gets a reset. Idle connections are kept longer than the 60 s most proxies keep theirs, so they close first.
  const serverOptions = { keepAliveTimeout: KEEP_ALIVE_MS, headersTimeout: KEEP_ALIVE_MS + 1_000 };
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host, serverOptions }, () => {
    logger.info({ url: config.appUrl }, `Promptsmith is running at ${config.appUrl}`);
  });

  const shutdown = (signal: string) => {
    logger.info({ signal }, "shutting down");
    stopSweeping();
    stopDelivering();
    server.close(() => {
      void database.close().finally(() => process.exit(0));
    });
    // Keep-alive connections must not hold the process open forever.
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.once("SIGINT", () => shutdown("SIGINT"));
  process.once("SIGTERM", () => shutdown("SIGTERM"));
}

const KEEP_ALIVE_MS = 65_000;

/** Longer than the pool's own connection timeout (5 s), whose error says more than ours would. */
const CONNECT_TIMEOUT_MS = 10_000;

/** Where a connection URL points, without its user and password: host:port/database. */
function addressOf(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  const host = url.hostname || url.searchParams.get("host") || "localhost";
  return `${host}:${url.port || 5432}${url.pathname}`;
}

/** A connection error's own words; Node's for a refused connection on several addresses is an AggregateError. */
function reasonOf(error: unknown): string {
  const { message, code, errors } = error as { message?: string; code?: string; errors?: unknown[] };
  return message || (errors?.length ? reasonOf(errors[0]) : (code ?? String(error)));
}

void main();
