import pino from "pino";
import type { Config } from "./config";

/** JSON lines on stdout; secrets that might reach a log line are redacted. */
export function createLogger(config: Pick<Config, "logLevel">) {
  return pino({
    level: config.logLevel,
    base: undefined,
    redact: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.token"],
  });
}
