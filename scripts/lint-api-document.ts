// Lints the document the server serves at /api/openapi.json with Redocly's recommended rules (redocly.yaml): part of
// `npm test`, beside lint and typecheck. The app is built in-process and never connects to its database: serving the
// document asks nothing of it.
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import pino from "pino";
import { createApp } from "@/server/app";
import { systemClock } from "@/server/clock";
import { loadConfig } from "@/server/config";
import { openDatabase } from "@/server/db/client";

const config = loadConfig({ NODE_ENV: "test", APP_URL: "https://promptsmith.example", AUTH_SECRET: "lint-secret-0123456789abcdef0123456789abcdef" });
const database = openDatabase({ url: "postgres://127.0.0.1:9/never-connected" });
const app = createApp({ config, database, logger: pino({ level: "silent" }), clock: systemClock });
const res = await app.request("/api/openapi.json");
if (res.status !== 200) throw new Error(`/api/openapi.json answered ${res.status}`);
mkdirSync(".tmp", { recursive: true });
writeFileSync(".tmp/openapi.json", await res.text());
const lint = spawnSync("node_modules/.bin/redocly", ["lint", ".tmp/openapi.json", "--format=summary"], { stdio: "inherit" });
process.exit(lint.status ?? 1);
