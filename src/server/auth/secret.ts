import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "../config";

/**
 * AUTH_SECRET when set (required in production). Otherwise a random secret generated once and kept in the
 * data folder, so sessions survive restarts on the embedded defaults without any configuration.
 */
export function resolveAuthSecret(config: Pick<Config, "authSecret" | "dataDir">): string {
  if (config.authSecret) return config.authSecret;
  const file = path.join(config.dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * better-auth's versioned secrets: the current one encrypts, the previous one (after a rotation) only decrypts.
 * A version is derived from the secret itself, so it stays the same across restarts and rotations without
 * anyone numbering them.
 */
export function secretVersions(current: string, previous: string | undefined) {
  const version = (secret: string) => createHash("sha256").update(secret).digest().readUInt32BE(0) >>> 1;
  return [current, ...(previous ? [previous] : [])].map((value) => ({ version: version(value), value }));
}
