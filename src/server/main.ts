import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { adjustableClock, systemClock } from "./clock";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { createLogger } from "./logger";

/** Reads config, opens and migrates the database, starts HTTP, and shuts down cleanly on a signal. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config);
  const database = openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  await database.migrate();
  logger.info({ database: database.kind, dataDir: database.kind === "pglite" ? config.dataDir : undefined }, "database ready");

  const clock = config.env === "test" ? adjustableClock() : systemClock;
  const app = createApp({ config, database, logger, clock });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => {
    logger.info({ url: config.appUrl }, `Promptsmith is running at ${config.appUrl}`);
  });

  const shutdown = (signal: string) => {
    logger.info({ signal }, "shutting down");
    server.close(() => {
      void database.close().finally(() => process.exit(0));
    });
    // Keep-alive connections must not hold the process open forever.
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.once("SIGINT", () => shutdown("SIGINT"));
  process.once("SIGTERM", () => shutdown("SIGTERM"));
}

void main();
